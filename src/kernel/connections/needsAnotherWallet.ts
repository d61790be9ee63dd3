import { authSwitches } from '../auth/authSwitches'
import type { AccountStore } from '../stores/AccountStore'
import type { ConnectorStore } from '../stores/ConnectorStore'
import type { CaipNetwork } from '../types'

/**
 * §4 switching to another namespace: true when the visitor is connected but has no connection in the network's
 * namespace, so the switch needs another wallet (SwitchActiveChain, then Connect for that namespace). Not with the
 * embedded wallet where it connects in that namespace too: the switch connects its account there.
 */
export function needsAnotherWallet(account: Pick<AccountStore, 'isConnected' | 'namespace' | 'parkedIn' | 'connectorId'>, network: CaipNetwork, connectors: Pick<ConnectorStore, 'find'>): boolean {
  return account.isConnected && account.namespace !== network.chainNamespace && !account.parkedIn(network.chainNamespace) && !authSwitches(account, connectors, network)
}
