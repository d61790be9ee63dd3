import * as z from 'zod/mini'
import type { KitStorage } from '../storage/storage'
import type { ChainNamespace } from '../types'
import { namespaceRecord } from '../../protocol/zodRecords'
import { CONNECTION_KEYS } from './connectionKeys'

export { CONNECTION_KEYS }

const namespaceSchema = z.enum(['eip155', 'solana', 'polkadot', 'bip122'])
// Refinements rather than zod's length checks, whose code would otherwise join the entry's zod.
const nonEmpty = z.string().check(z.refine((value) => value !== ''))
export const storedConnectionSchema = z.object({
  connectorId: nonEmpty,
  accounts: z.array(z.object({ address: nonEmpty })),
  name: z.optional(z.string()),
})
export type StoredConnection = z.infer<typeof storedConnectionSchema>

const schemas = {
  connectedNamespaces: z.array(namespaceSchema),
  connections: namespaceRecord(z.array(storedConnectionSchema)),
  disconnectedConnectorIds: namespaceRecord(z.array(z.string())),
  connectedConnectorIds: namespaceRecord(z.string()),
}

export interface ConnectionsSnapshot {
  readonly connectedNamespaces: readonly ChainNamespace[]
  readonly connections: Partial<Record<ChainNamespace, readonly StoredConnection[]>>
  readonly disconnectedConnectorIds: Partial<Record<ChainNamespace, readonly string[]>>
  readonly connectedConnectorIds: Partial<Record<ChainNamespace, string>>
}

/** The stored connection facts; every read is validated and a corrupt value is dropped (and logged). */
export class StoredConnections {
  constructor(private readonly storage: KitStorage) {}

  read(): ConnectionsSnapshot {
    const { storage } = this
    return {
      connectedNamespaces: storage.get(CONNECTION_KEYS.connectedNamespaces, schemas.connectedNamespaces) ?? [],
      connections: storage.get(CONNECTION_KEYS.connections, schemas.connections) ?? {},
      disconnectedConnectorIds: storage.get(CONNECTION_KEYS.disconnectedConnectorIds, schemas.disconnectedConnectorIds) ?? {},
      connectedConnectorIds: storage.get(CONNECTION_KEYS.connectedConnectorIds, schemas.connectedConnectorIds) ?? {},
    }
  }

  /** A connection was made: it is the namespace's connected one, and no longer counted as disconnected. */
  saveConnected(namespace: ChainNamespace, connection: StoredConnection): void {
    const state = this.read()
    const others = (state.connections[namespace] ?? []).filter((known) => known.connectorId !== connection.connectorId)
    this.write({
      connectedNamespaces: [...new Set([...state.connectedNamespaces, namespace])],
      connections: { ...state.connections, [namespace]: [connection, ...others] },
      disconnectedConnectorIds: {
        ...state.disconnectedConnectorIds,
        [namespace]: (state.disconnectedConnectorIds[namespace] ?? []).filter((id) => id !== connection.connectorId),
      },
      connectedConnectorIds: { ...state.connectedConnectorIds, [namespace]: connection.connectorId },
    })
  }

  /** The connector was disconnected: it is only remembered, as disconnected. */
  saveDisconnected(namespace: ChainNamespace, connectorId: string): void {
    const state = this.read()
    // Another wallet may be the connected one by now: only this connector's facts change.
    const wasConnected = state.connectedConnectorIds[namespace] === connectorId
    const { [namespace]: _connected, ...otherConnected } = state.connectedConnectorIds
    this.write({
      connectedNamespaces: wasConnected ? state.connectedNamespaces.filter((known) => known !== namespace) : state.connectedNamespaces,
      connections: { ...state.connections, [namespace]: (state.connections[namespace] ?? []).filter((known) => known.connectorId !== connectorId) },
      disconnectedConnectorIds: {
        ...state.disconnectedConnectorIds,
        [namespace]: [...new Set([...(state.disconnectedConnectorIds[namespace] ?? []), connectorId])],
      },
      connectedConnectorIds: wasConnected ? otherConnected : state.connectedConnectorIds,
    })
  }

  /** §4: with reconnect disabled every connection starts disconnected. */
  disconnectAll(): void {
    const state = this.read()
    for (const namespace of state.connectedNamespaces) {
      const connectorId = state.connectedConnectorIds[namespace]
      if (connectorId) this.saveDisconnected(namespace, connectorId)
    }
    this.storage.remove(CONNECTION_KEYS.connectedNamespaces)
    this.storage.remove(CONNECTION_KEYS.connectedConnectorIds)
  }

  private write(state: ConnectionsSnapshot): void {
    for (const key of Object.keys(CONNECTION_KEYS) as (keyof typeof CONNECTION_KEYS)[]) this.storage.set(CONNECTION_KEYS[key], state[key])
  }
}
