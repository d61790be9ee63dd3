import type { ChainNamespace } from '../types'
import type { ConnectionsSnapshot } from './storedConnections'
import { ConnectionError } from '../errors/connection'

/** §4 per connection and namespace: the connected one, another in the list, or only remembered. */
export type PerConnectionStatus = 'connected' | 'active' | 'disconnected'

const STATUSES: readonly string[] = ['connected', 'active', 'disconnected'] satisfies PerConnectionStatus[]

/** A status from anywhere (stored, from a plugin); anything else throws 'Invalid connection status'. */
export function assertConnectionStatus(status: string): PerConnectionStatus {
  if (!STATUSES.includes(status)) throw new ConnectionError('INVALID_CONNECTION_STATUS')
  return status as PerConnectionStatus
}

/** The status of a connector in a namespace, or undefined when the kit never saw it. */
export function connectionStatusOf(state: ConnectionsSnapshot, namespace: ChainNamespace, connectorId: string): PerConnectionStatus | undefined {
  if (state.connectedConnectorIds[namespace] === connectorId) return 'connected'
  if (state.connections[namespace]?.some((connection) => connection.connectorId === connectorId)) return 'active'
  if (state.disconnectedConnectorIds[namespace]?.includes(connectorId)) return 'disconnected'
  return undefined
}
