import type { AppKit } from '../appkit'
import { ERROR_TEXTS } from '../errors'
import type { CaipNetwork } from '../types'

/**
 * §4 switching: a network outside `networks` shows 'Network Not Found'; the same namespace with a
 * connected address asks the wallet through the adapter (adding the chain on 4902); otherwise the
 * network is simply set. A wallet that refuses keeps the previous network.
 */
export async function switchNetwork(kit: AppKit, requested: CaipNetwork): Promise<void> {
  const network = kit.networks.find(requested.caipNetworkId)
  if (!network) {
    kit.alerts.show('NETWORK_NOT_FOUND')
    throw new Error(ERROR_TEXTS.networkNotFound)
  }
  const { account } = kit
  const adapter = kit.connection.adapterFor(network.chainNamespace)
  if (account.isConnected && account.namespace === network.chainNamespace && account.connectorId && adapter && account.address) {
    try {
      await adapter.switchNetwork(account.connectorId, network)
    } catch (error) {
      kit.events.emit('SWITCH_NETWORK_ERROR', { network: network.caipNetworkId })
      throw error instanceof Error && 'code' in error ? error : new Error(ERROR_TEXTS.failedToSwitchChain, { cause: error })
    }
    // Wallets also emit chainChanged; setting it here covers those that do not.
    kit.connection.chainChanged(account.connectorId, network.id)
  } else {
    kit.networks.setActive(network)
  }
  kit.events.emit('SWITCH_NETWORK', { network: network.caipNetworkId })
}
