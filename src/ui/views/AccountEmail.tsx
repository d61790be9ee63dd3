import { observer } from 'mobx-react-lite'
import { AUTH_CONNECTOR_ID } from '../../kernel/auth/authConnectorInfo'
import { useKit } from '../KitContext'
import { useSlice } from '../hooks/useSlice'
import { EmailText } from '../components/EmailText'

/**
 * Account, connected by e-mail: the e-mail (§5: truncated past 30 characters) and 'Update email' (§6); by a
 * social login: the provider and the social username (§3 embeddedWalletInfo).
 */
export const AccountEmail = observer(function AccountEmail() {
  const kit = useKit()
  const byEmail = kit.account.connectorId === AUTH_CONNECTOR_ID
  // An account of another wallet never loads the login code.
  const email = useSlice('auth', byEmail)?.email
  const embedded = kit.account.embeddedWalletInfo
  if (!byEmail) return null
  const social = embedded && embedded.authProvider !== 'email' ? embedded : undefined
  const provider = kit.account.walletInfo?.name ?? social?.authProvider
  // §6: the e-mail can be updated after an e-mail or a social login (when the account has an e-mail).
  const shownEmail = social ? social.user.email : email
  return (
    <div className="gw-account-email" {...(social && { 'data-testid': 'gw-account-social', 'data-provider': social.authProvider })}>
      {social?.user.username && (
        <span className="gw-row-tag" data-testid="gw-account-social-username" title={`Signed in with ${provider}`}>
          {social.user.username}
        </span>
      )}
      {social && <span className="gw-visually-hidden">Signed in with {provider}</span>}
      {shownEmail && <EmailText email={shownEmail} testId="gw-account-email" />}
      {(!social || shownEmail) && (
        <button type="button" className="gw-row-tag gw-tag-button" data-testid="gw-account-update-email" onClick={() => kit.router.push('UpdateEmailWallet')}>
          Update email
        </button>
      )}
    </div>
  )
})
