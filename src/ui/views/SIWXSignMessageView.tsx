import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { truncateAddress } from '../../kernel/format/truncateAddress'
import type { SiwxStore } from '../../kernel/siwx/SiwxStore'
import { Button } from '../components/Button'
import { useStyles } from '../components/styleHost'
import { useKit } from '../KitContext'
import { withSlice } from '../withSlice'
import { SIWX_CSS } from './siwxStyles'

/** The dApp's icon from its metadata, or its initial on a tile. */
function AppIcon({ name, icon }: { readonly name: string; readonly icon: string | undefined }) {
  const [broken, setBroken] = useState(false)
  if (icon && !broken) return <img className="gw-siwx-icon" src={icon} alt="" data-testid="gw-siwx-app-icon" onError={() => setBroken(true)} />
  return (
    <span className="gw-siwx-icon" aria-hidden="true" data-testid="gw-siwx-app-icon">
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  )
}

/**
 * §2 SIWXSignMessage: the dApp asks the connected account to sign in. Its name and icon, what will be signed (the
 * website, account, network, statement and expiry of the message), Sign and Cancel. What Cancel does is said before
 * it is pressed: with sign-in required it switches back to the last network signed in on, or disconnects.
 */
const SIWXSignMessageView = withSlice('siwx', observer(function SIWXSignMessageView({ store: siwx }: { readonly store: SiwxStore }) {
  const kit = useKit()
  useStyles('siwx', SIWX_CSS)
  const [cancelling, setCancelling] = useState(false)
  const name = kit.options.metadata?.name || 'This app'
  const message = siwx.message
  const network = kit.networks.active
  const address = kit.account.address ?? ''
  const signing = siwx.status === 'signing'
  const back = siwx.required && siwx.lastSignedNetwork && siwx.lastSignedNetwork.caipNetworkId !== network?.caipNetworkId ? siwx.lastSignedNetwork : undefined
  const consequence = !siwx.required ? 'Cancel to go on without signing in.' : back ? `Canceling switches back to ${back.name}.` : 'Canceling will disconnect you.'
  const sign = () => siwx.sign().catch((error: unknown) => kit.toast.showError(error))
  const cancel = () => {
    setCancelling(true)
    void siwx.cancel().finally(() => setCancelling(false))
  }
  return (
    <section className="gw-siwx" data-testid="gw-siwx" data-status={siwx.status} aria-labelledby="gw-siwx-title">
      <AppIcon name={name} icon={kit.options.metadata?.icons[0]} />
      <p className="gw-siwx-title" id="gw-siwx-title" data-testid="gw-siwx-title">
        {name} needs to connect to your wallet
      </p>
      <p className="gw-siwx-text">Sign this message to prove you own this wallet and proceed. {consequence}</p>
      <dl className="gw-siwx-summary" aria-label="Message to sign" data-testid="gw-siwx-summary">
        <dt>Website</dt>
        <dd data-testid="gw-siwx-domain">{message?.domain ?? globalThis.location?.host}</dd>
        <dt>Account</dt>
        <dd data-testid="gw-siwx-account" title={address}>
          {truncateAddress(address)}
        </dd>
        <dt>Network</dt>
        <dd data-testid="gw-siwx-network">{network?.name}</dd>
        {message?.statement && (
          <>
            <dt>Statement</dt>
            <dd data-testid="gw-siwx-statement">{message.statement}</dd>
          </>
        )}
        {message?.expirationTime && (
          <>
            <dt>Expires</dt>
            <dd data-testid="gw-siwx-expires">{new Date(message.expirationTime).toLocaleString()}</dd>
          </>
        )}
      </dl>
      <p className="gw-siwx-status" role="status" aria-live="polite" data-testid="gw-siwx-status">
        {signing ? 'Confirm the signature in your wallet…' : ''}
      </p>
      <div className="gw-siwx-actions">
        <Button variant="secondary" data-testid="gw-siwx-cancel" busy={cancelling} aria-disabled={signing || undefined} onClick={signing ? undefined : cancel}>
          Cancel
        </Button>
        <Button data-testid="gw-siwx-sign" busy={signing} aria-disabled={cancelling || undefined} onClick={cancelling ? undefined : () => void sign()}>
          {signing ? 'Signing…' : 'Sign'}
        </Button>
      </div>
    </section>
  )
}))

export default SIWXSignMessageView
