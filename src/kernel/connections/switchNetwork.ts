import type { ConnectionFlowParts } from './connectionFlowParts'
import { withTimeout } from './withTimeout'
import { activateNamespace } from './activateNamespace'
import type { CaipNetwork } from '../types'
import { ConnectionError, connectionText } from '../errors/connection'
import { isUserRejection } from '../errors/provider'

/**
 * §4 switching: a network outside `networks` shows 'Network Not Found'; another namespace makes that
 * namespace's connection the active one (or none, the current one kept aside); the same namespace with a
 * connected address asks the wallet through the adapter (which adds the chain on 4902); otherwise the
 * network is simply set. A wallet that refuses keeps the previous network.
 */
export async function switchNetwork(flows: ConnectionFlowParts, requested: CaipNetwork): Promise<void> {
  const { account, networks, alerts, events, connection, timings } = flows.deps
  const network = networks.find(requested.caipNetworkId)
  if (!network) {
    alerts.show('NETWORK_NOT_FOUND')
    throw new ConnectionError('NETWORK_NOT_FOUND')
  }
  // Another namespace: its own connection, if it has one, becomes the active one (the current one stays, set aside).
  if (account.namespace !== network.chainNamespace && (account.isConnected || account.parked.length > 0)) {
    // The embedded wallet connects in that namespace too: its account there connects at once (§4).
    if (await flows.deps.switchByAuth?.(network)) return events.emit('SWITCH_NETWORK', { network: network.caipNetworkId })
    const connected = activateNamespace(flows, network.chainNamespace)
    account.noteChange('switched')
    if (!connected) networks.setActive(network)
    if (!connected || networks.active?.caipNetworkId === network.caipNetworkId) return events.emit('SWITCH_NETWORK', { network: network.caipNetworkId })
  }
  const adapter = connection.adapterFor(network.chainNamespace)
  if (account.isConnected && account.namespace === network.chainNamespace && account.connectorId && adapter && account.address) {
    const { connectorId } = account
    networks.setSwitching(network.caipNetworkId)
    try {
      await withTimeout(adapter.switchNetwork(connectorId, network), timings.walletConnectTimeout, () => new ConnectionError('WALLET_TIMEOUT'))
    } catch (error) {
      const failure = isUserRejection(error) ? error : new ConnectionError('FAILED_TO_SWITCH_CHAIN', { cause: error })
      networks.setSwitchError(network.caipNetworkId, isUserRejection(error) ? 'Switch rejected in the wallet' : connectionText('FAILED_TO_SWITCH_CHAIN'))
      events.emit('SWITCH_NETWORK_ERROR', { network: network.caipNetworkId })
      throw failure
    }
    networks.setSwitching(undefined)
    // Wallets also emit chainChanged; setting it here covers those that do not.
    flows.chainChanged(connectorId, network.id, network.chainNamespace)
  } else {
    networks.setActive(network)
  }
  events.emit('SWITCH_NETWORK', { network: network.caipNetworkId })
}
