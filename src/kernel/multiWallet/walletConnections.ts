import type { ConnectionsSnapshot, StoredConnection } from '../connections/storedConnections'
import type { PerConnectionStatus } from '../connections/connectionStatus'
import type { ConnectorInfo } from '../stores/ConnectorStore'
import type { CaipNetwork, ChainNamespace } from '../types'

/** One of the visitor's wallet connections in a namespace (AppKit's `Connection`, with its §4 status). */
export interface WalletConnection {
  readonly connectorId: string
  readonly namespace: ChainNamespace
  readonly name: string
  readonly icon?: string
  readonly accounts: readonly { readonly address: string }[]
  /** The network the connection is used on: the active one for the connected wallet. */
  readonly caipNetwork?: CaipNetwork
  readonly status: PerConnectionStatus
}

export interface WalletConnectionLists {
  /** The connected wallet first, then the other listed ('active') ones. */
  readonly connections: readonly WalletConnection[]
  /** Remembered ('disconnected') wallets, newest first. */
  readonly recentConnections: readonly WalletConnection[]
}

interface ListSources {
  readonly snapshot: ConnectionsSnapshot
  readonly namespace: ChainNamespace
  /** The live connection, which is ahead of the stored facts while a switch is applied. */
  readonly live: { readonly connectorId: string | undefined; readonly namespace: ChainNamespace | undefined }
  readonly activeNetwork: CaipNetwork | undefined
  findConnector(id: string): ConnectorInfo | undefined
}

/** The namespace's connections as ProfileWallets and the connections hooks list them. */
export function walletConnectionsOf(sources: ListSources): WalletConnectionLists {
  const { snapshot, namespace, live, activeNetwork } = sources
  const connectedId = live.namespace === namespace && live.connectorId ? live.connectorId : snapshot.connectedConnectorIds[namespace]
  const describe = (stored: StoredConnection, status: PerConnectionStatus): WalletConnection => {
    const connector = sources.findConnector(stored.connectorId)
    const icon = stored.icon ?? connector?.imageUrl
    const network = status === 'connected' && activeNetwork?.chainNamespace === namespace ? activeNetwork : undefined
    return {
      connectorId: stored.connectorId,
      namespace,
      name: stored.name ?? connector?.name ?? stored.connectorId,
      ...(icon !== undefined && { icon }),
      accounts: stored.accounts,
      ...(network && { caipNetwork: network }),
      status,
    }
  }
  const listed = snapshot.connections[namespace] ?? []
  const connected = listed.filter((stored) => stored.connectorId === connectedId).map((stored) => describe(stored, 'connected'))
  const active = listed.filter((stored) => stored.connectorId !== connectedId).map((stored) => describe(stored, 'active'))
  const listedIds = new Set(listed.map((stored) => stored.connectorId))
  const recent = (snapshot.recentConnections[namespace] ?? []).filter((stored) => !listedIds.has(stored.connectorId)).map((stored) => describe(stored, 'disconnected'))
  return { connections: [...connected, ...active], recentConnections: recent }
}
