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

/**
 * Account, connected by e-mail: the e-mail (§5: truncated past 30 characters) and 'Update email' (§6); by a
 * social login: the provider and the social username (§3 embeddedWalletInfo).
 */
export const AccountEmail = observer(function AccountEmail() {
  const kit = useKit()
  const byEmail = kit.account.connectorId === AUTH_CONNECTOR_ID
  const email = useAuthStore(kit, byEmail)?.email
  const embedded = kit.account.embeddedWalletInfo
  if (!byEmail) return null
  if (embedded && embedded.authProvider !== 'email') {
    const name = embedded.user.username ?? embedded.user.email
    return (
      <div className="gw-account-email" data-testid="gw-account-social" data-provider={embedded.authProvider}>
        {name && (
          <span className="gw-row-tag" data-testid="gw-account-social-username" title={`Signed in with ${kit.account.walletInfo?.name ?? embedded.authProvider}`}>
            {name}
          </span>
        )}
        <span className="gw-visually-hidden">Signed in with {kit.account.walletInfo?.name ?? embedded.authProvider}</span>
      </div>
    )
  }
  return (
    <div className="gw-account-email">
      {email && <EmailText email={email} testId="gw-account-email" />}
      <button type="button" className="gw-row-tag gw-tag-button" data-testid="gw-account-update-email" onClick={() => kit.router.push('UpdateEmailWallet')}>
        Update email
      </button>
    </div>
  )
})
