import type { AccountStore } from '../stores/AccountStore'
import type { CaipNetwork } from '../types'

/**
 * §4 switching to another namespace: true when the visitor is connected but has no connection in the network's
 * namespace, so the switch needs another wallet (SwitchActiveChain, then Connect for that namespace).
 */
export function needsAnotherWallet(account: Pick<AccountStore, 'isConnected' | 'namespace' | 'parkedIn'>, network: CaipNetwork): boolean {
  return account.isConnected && account.namespace !== network.chainNamespace && !account.parkedIn(network.chainNamespace)
}
