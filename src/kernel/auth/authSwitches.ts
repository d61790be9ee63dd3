import { connectsIn } from '../connections/connectorIn'
import type { AccountStore } from '../stores/AccountStore'
import type { ConnectorStore } from '../stores/ConnectorStore'
import type { CaipNetwork } from '../types'
import { AUTH_CONNECTOR_ID } from './authConnectorInfo'

/**
 * §4 "a different namespace: the auth connector is used when supported": the embedded wallet is the active
 * connection, it connects in the network's namespace too, and that namespace has no connection of its own set aside.
 */
export function authSwitches(account: Pick<AccountStore, 'connectorId' | 'namespace' | 'parkedIn'>, connectors: Pick<ConnectorStore, 'find'>, network: CaipNetwork): boolean {
  const auth = connectors.find(AUTH_CONNECTOR_ID)
  const namespace = network.chainNamespace
  return account.connectorId === AUTH_CONNECTOR_ID && account.namespace !== namespace && !account.parkedIn(namespace) && auth !== undefined && connectsIn(auth, namespace)
}
