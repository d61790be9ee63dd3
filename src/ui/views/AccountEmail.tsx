import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import type { AppKit } from '../../kernel/appkit'
import { AUTH_CONNECTOR_ID } from '../../kernel/auth/authConnector'
import type { AuthStore } from '../../kernel/auth/AuthStore'
import { useKit } from '../KitContext'
import { EmailText } from './EmailText'

/**
 * The kit's e-mail login store, for an account connected through it. Login and restore made it already;
 * otherwise its chunk is fetched, and only then: an account of another wallet never loads the login code.
 */
function useAuthStore(kit: AppKit, wanted: boolean): AuthStore | undefined {
  const [loaded, setLoaded] = useState<AuthStore | undefined>(undefined)
  const store = loaded ?? kit.connection.auth
  useEffect(() => {
    if (!wanted || store) return
    let live = true
    import('../../kernel/auth/authOf')
      .then(({ authOf }) => live && setLoaded(authOf(kit)))
      .catch((error: unknown) => console.error(error))
    return () => {
      live = false
    }
  }, [kit, wanted, store])
  return wanted ? store : undefined
}

/** Account, connected by e-mail: the e-mail (§5: truncated past 30 characters) and 'Update email' (§6). */
export const AccountEmail = observer(function AccountEmail() {
  const kit = useKit()
  const byEmail = kit.account.connectorId === AUTH_CONNECTOR_ID
  const email = useAuthStore(kit, byEmail)?.email
  if (!byEmail) return null
  return (
    <div className="gw-account-email">
      {email && <EmailText email={email} testId="gw-account-email" />}
      <button type="button" className="gw-row-tag gw-tag-button" data-testid="gw-account-update-email" onClick={() => kit.router.push('UpdateEmailWallet')}>
        Update email
      </button>
    </div>
  )
})
