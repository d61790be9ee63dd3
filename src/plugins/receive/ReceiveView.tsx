import { observer } from 'mobx-react-lite'
import { useId } from 'react'
import type { PluginViewProps } from 'gangway/plugin'
import { QrCode, useStyles } from 'gangway/ui'
import type { ReceiveStore } from './ReceiveStore'
import { RECEIVE_CSS } from './receiveStyles'

/** The Receive view: the connected address as a QR code and in full, a copy button, and its networks. */
export const ReceiveView = observer(function ReceiveView({ store }: PluginViewProps<ReceiveStore>) {
  const addressId = useId()
  const networksId = useId()
  useStyles('receive', RECEIVE_CSS)
  const { address, networks, activeNetworkId } = store
  if (!address) {
    return (
      <p className="gw-muted" data-testid="gw-receive-disconnected">
        Connect a wallet to see the address that receives funds.
      </p>
    )
  }
  return (
    <div className="gw-receive" data-testid="gw-receive">
      {/* Plain, so any wallet's scanner reads it. */}
      <QrCode value={address} label={`QR code of the address ${address}`} testId="gw-receive-qr" className="gw-receive-qr" />
      <section className="gw-receive-card" aria-labelledby={addressId}>
        <h3 className="gw-receive-heading" id={addressId}>
          Your address
        </h3>
        <p className="gw-receive-address" data-testid="gw-receive-address">
          {address}
        </p>
        <button type="button" className="gw-receive-copy" data-testid="gw-receive-copy" onClick={() => void store.copy()}>
          Copy address
        </button>
      </section>
      <section className="gw-receive-card" aria-labelledby={networksId}>
        <h3 className="gw-receive-heading" id={networksId}>
          Networks
        </h3>
        <p className="gw-receive-note">Send only assets on these networks to this address.</p>
        <ul className="gw-receive-networks" data-testid="gw-receive-networks">
          {networks.map((network) => (
            <li key={network.caipNetworkId} className="gw-receive-network" data-network-id={network.caipNetworkId} aria-current={network.caipNetworkId === activeNetworkId}>
              {network.name}
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
})
