import { makeAutoObservable, observableRef } from 'mobx'
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
  icon: z.optional(z.string()),
})
export type StoredConnection = z.infer<typeof storedConnectionSchema>

const schemas = {
  connectedNamespaces: z.array(namespaceSchema),
  connections: namespaceRecord(z.array(storedConnectionSchema)),
  disconnectedConnectorIds: namespaceRecord(z.array(z.string())),
  connectedConnectorIds: namespaceRecord(z.string()),
  recentConnections: namespaceRecord(z.array(storedConnectionSchema)),
}

/** How many disconnected connections per namespace are remembered with their details (ProfileWallets' recent list). */
export const RECENT_CONNECTIONS_MAX = 5

export interface ConnectionsSnapshot {
  readonly connectedNamespaces: readonly ChainNamespace[]
  readonly connections: Partial<Record<ChainNamespace, readonly StoredConnection[]>>
  readonly disconnectedConnectorIds: Partial<Record<ChainNamespace, readonly string[]>>
  readonly connectedConnectorIds: Partial<Record<ChainNamespace, string>>
  /** Disconnected connections with their accounts and wallet, newest first (at most RECENT_CONNECTIONS_MAX). */
  readonly recentConnections: Partial<Record<ChainNamespace, readonly StoredConnection[]>>
}

/**
 * The stored connection facts; every read is validated and a corrupt value is dropped (and logged). `snapshot`
 * is the last state read or written, observable, for the lists the modal and the connections hooks show.
 */
export class StoredConnections {
  snapshot: ConnectionsSnapshot

  constructor(private readonly storage: KitStorage) {
    this.snapshot = this.read()
    makeAutoObservable<StoredConnections, 'storage'>(this, { storage: false, snapshot: observableRef, read: false }, { autoBind: true })
  }

  read(): ConnectionsSnapshot {
    const { storage } = this
    return {
      connectedNamespaces: storage.get(CONNECTION_KEYS.connectedNamespaces, schemas.connectedNamespaces) ?? [],
      connections: storage.get(CONNECTION_KEYS.connections, schemas.connections) ?? {},
      disconnectedConnectorIds: storage.get(CONNECTION_KEYS.disconnectedConnectorIds, schemas.disconnectedConnectorIds) ?? {},
      connectedConnectorIds: storage.get(CONNECTION_KEYS.connectedConnectorIds, schemas.connectedConnectorIds) ?? {},
      recentConnections: storage.get(CONNECTION_KEYS.recentConnections, schemas.recentConnections) ?? {},
    }
  }

  /** A connection was made: it is the namespace's connected one, and no longer counted as disconnected. */
  saveConnected(namespace: ChainNamespace, connection: StoredConnection): void {
    const state = this.read()
    const others = (state.connections[namespace] ?? []).filter((known) => known.connectorId !== connection.connectorId)
    this.write({
      connectedNamespaces: lastOf(state.connectedNamespaces, namespace),
      connections: { ...state.connections, [namespace]: [connection, ...others] },
      disconnectedConnectorIds: {
        ...state.disconnectedConnectorIds,
        [namespace]: (state.disconnectedConnectorIds[namespace] ?? []).filter((id) => id !== connection.connectorId),
      },
      connectedConnectorIds: { ...state.connectedConnectorIds, [namespace]: connection.connectorId },
      recentConnections: withoutConnector(state.recentConnections, namespace, connection.connectorId),
    })
  }

  /** The namespace became the active one: connectedNamespaces keeps it last, so a restore ends on it. */
  markActive(namespace: ChainNamespace): void {
    const state = this.read()
    if (state.connectedNamespaces.includes(namespace)) this.write({ ...state, connectedNamespaces: lastOf(state.connectedNamespaces, namespace) })
  }

  /** The connector was disconnected: it is only remembered, as disconnected. */
  saveDisconnected(namespace: ChainNamespace, connectorId: string): void {
    const state = this.read()
    // Another wallet may be the connected one by now: only this connector's facts change.
    const wasConnected = state.connectedConnectorIds[namespace] === connectorId
    const { [namespace]: _connected, ...otherConnected } = state.connectedConnectorIds
    const details = state.connections[namespace]?.find((known) => known.connectorId === connectorId)
    const recent = withoutConnector(state.recentConnections, namespace, connectorId)[namespace] ?? []
    this.write({
      connectedNamespaces: wasConnected ? state.connectedNamespaces.filter((known) => known !== namespace) : state.connectedNamespaces,
      connections: { ...state.connections, [namespace]: (state.connections[namespace] ?? []).filter((known) => known.connectorId !== connectorId) },
      disconnectedConnectorIds: {
        ...state.disconnectedConnectorIds,
        [namespace]: [...new Set([...(state.disconnectedConnectorIds[namespace] ?? []), connectorId])],
      },
      connectedConnectorIds: wasConnected ? otherConnected : state.connectedConnectorIds,
      recentConnections: details ? { ...state.recentConnections, [namespace]: [details, ...recent].slice(0, RECENT_CONNECTIONS_MAX) } : state.recentConnections,
    })
  }

  /** Forgets a remembered (disconnected) connection altogether (AppKit's deleteConnection). */
  deleteRecent(namespace: ChainNamespace, connectorId: string): void {
    const state = this.read()
    this.write({
      ...state,
      recentConnections: withoutConnector(state.recentConnections, namespace, connectorId),
      disconnectedConnectorIds: { ...state.disconnectedConnectorIds, [namespace]: (state.disconnectedConnectorIds[namespace] ?? []).filter((id) => id !== connectorId) },
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
    this.snapshot = this.read()
  }

  private write(state: ConnectionsSnapshot): void {
    for (const key of Object.keys(CONNECTION_KEYS) as (keyof typeof CONNECTION_KEYS)[]) this.storage.set(CONNECTION_KEYS[key], state[key])
    this.snapshot = state
  }
}

/** The active namespace is the last of connectedNamespaces. */
const lastOf = (namespaces: readonly ChainNamespace[], namespace: ChainNamespace): ChainNamespace[] => [...namespaces.filter((known) => known !== namespace), namespace]

function withoutConnector(
  record: Partial<Record<ChainNamespace, readonly StoredConnection[]>>,
  namespace: ChainNamespace,
  connectorId: string,
): Partial<Record<ChainNamespace, readonly StoredConnection[]>> {
  const list = record[namespace]
  return list ? { ...record, [namespace]: list.filter((known) => known.connectorId !== connectorId) } : record
}
