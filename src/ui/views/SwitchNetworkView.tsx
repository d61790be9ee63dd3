import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import type { CaipNetwork } from '../../kernel/types'
import { useKit } from '../KitContext'
import { NetworkImage } from '../components/NetworkImage'
import { CONNECTION_CSS } from './connectionStyles'
import { needsAnotherWallet } from '../../kernel/connections/needsAnotherWallet'

export const UNSUPPORTED_NETWORK_TEXT = "This app doesn't support your current network. Switch to an available option to continue."

/**
 * The configured networks; picking one asks the wallet to switch (§4). Shows the unsupported-network state. With
 * enableNetworkSwitch: false the list is only shown: the visitor cannot switch from the modal.
 */
const SwitchNetworkView = observer(function SwitchNetworkView() {
  const kit = useKit()
  const { networks } = kit
  useEffect(() => networks.clearSwitchError(), [networks])
  const choose = (network: CaipNetwork) => {
    if (networks.switching !== undefined) return
    if (needsAnotherWallet(kit.account, network, kit.connectors)) {
      return kit.router.push('SwitchActiveChain', { switchToChain: network.chainNamespace, navigateTo: 'Connect', navigateWithReplace: true, network })
    }
    const wasUnsupported = networks.isUnsupported
    const entry = kit.router.current
    kit.connection
      .switchNetwork(network)
      // Only when the visitor is still here: they may have gone back while the wallet asked.
      .then(() => kit.router.current === entry && (wasUnsupported ? kit.router.reset('Account') : kit.router.goBackOrCloseModal()))
      .catch(() => undefined) // the store keeps the error for the view
  }
  const pending = networks.networks.find((network) => network.caipNetworkId === networks.switching)
  return (
    <div className="gw-section" data-testid="gw-switch-network">
      <style>{CONNECTION_CSS}</style>
      {networks.isUnsupported && (
        <p className="gw-notice" role="alert" data-testid="gw-unsupported-network">
          {UNSUPPORTED_NETWORK_TEXT}
        </p>
      )}
      {networks.networks.map((network) => {
        const active = !networks.isUnsupported && networks.active?.caipNetworkId === network.caipNetworkId
        const content = (
          <>
            <span className="gw-row-icon">
              <NetworkImage network={network} />
            </span>
            <span className="gw-row-label">{network.name}</span>
            {active && <span className="gw-row-tag">Active</span>}
            {networks.switching === network.caipNetworkId && <span className="gw-row-note">Approve in wallet</span>}
          </>
        )
        if (!kit.options.enableNetworkSwitch) {
          return (
            <div key={network.caipNetworkId} className="gw-row gw-row-static" data-testid="gw-network-row" data-network-id={network.caipNetworkId}>
              {content}
            </div>
          )
        }
        return (
          <button
            key={network.caipNetworkId}
            type="button"
            className="gw-row"
            data-testid="gw-network-row"
            data-network-id={network.caipNetworkId}
            aria-current={active}
            // aria-disabled, not disabled: the focused row keeps focus while the wallet answers.
            aria-disabled={networks.switching !== undefined}
            onClick={() => choose(network)}
          >
            {content}
          </button>
        )
      })}
      <p className="gw-visually-hidden" role="status">
        {pending ? `Approve the switch to ${pending.name} in your wallet` : ''}
      </p>
      {networks.switchError && (
        <p className="gw-inline-error" role="alert" data-testid="gw-switch-error">
          {networks.switchError.message}
        </p>
      )}
    </div>
  )
})

export default SwitchNetworkView
