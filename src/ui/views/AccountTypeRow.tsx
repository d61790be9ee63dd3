import { observer } from 'mobx-react-lite'
import { AUTH_CONNECTOR_ID } from '../../kernel/auth/authConnectorInfo'
import { useKit } from '../KitContext'
import { useSlice } from '../hooks/useSlice'
import { WalletsIcon } from '../components/accountIcons'

const SWITCH_LABEL = { smartAccount: 'Switch to smart account', eoa: 'Switch to EOA' } as const

/** The embedded wallet's account in use, under the address: "Smart account" (and whether it is on chain yet). */
export const AccountTypeTag = observer(function AccountTypeTag() {
  const info = useKit().account.embeddedWalletInfo
  if (info?.accountType !== 'smartAccount') return null
  return (
    <span className="gw-row-tag" data-testid="gw-account-type" data-type="smartAccount" data-deployed={info.isSmartAccountDeployed}>
      Smart account{info.isSmartAccountDeployed ? '' : ' · not deployed yet'}
    </span>
  )
})

/**
 * §6 "Switch to smart account / Switch to EOA" on Account, for an embedded wallet on a network whose smart accounts
 * the secure site serves (a visitor on their smart account can always go back to the signer).
 */
export const AccountTypeRow = observer(function AccountTypeRow() {
  const kit = useKit()
  const embedded = kit.account.connectorId === AUTH_CONNECTOR_ID
  const smart = useSlice('auth', embedded)?.smartAccounts
  const type = kit.account.embeddedWalletInfo?.accountType
  if (!embedded || !smart || !type || (type === 'eoa' && !smart.available)) return null
  const next = type === 'smartAccount' ? 'eoa' : 'smartAccount'
  const change = () => {
    if (!smart.switching) void smart.switchTo(next).catch((error: unknown) => kit.toast.showError(error))
  }
  return (
    <button type="button" className="gw-row" data-testid="gw-account-switch-type" data-next={next} aria-disabled={smart.switching} aria-busy={smart.switching} onClick={change}>
      <span className="gw-row-icon">
        <WalletsIcon size={18} />
      </span>
      <span className="gw-row-label">{SWITCH_LABEL[next]}</span>
    </button>
  )
})
