import type { AdapterConnection } from '../adapterTypes'
import type { TimingName } from '../constants'
import type { KitStorage } from '../storage/storage'
import type { AccountStore, ConnectedWalletInfo } from '../stores/AccountStore'
import type { AlertStore } from '../stores/AlertStore'
import type { ConnectorInfo, ConnectorStore } from '../stores/ConnectorStore'
import type { EventsStore } from '../stores/EventsStore'
import type { NetworkStore } from '../stores/NetworkStore'
import type { ResolvedOptions } from '../options'
import type { CaipNetwork, ChainNamespace } from '../types'
import type { ConnectionAttempts } from './connectAttempt'
import type { StoredConnections } from './storedConnections'
import type { LoadingFlag } from '../whileLoading'

export interface ConnectionFlowsDeps {
  readonly account: AccountStore
  readonly networks: NetworkStore
  readonly connectors: Pick<ConnectorStore, 'find'>
  readonly connection: ConnectionAttempts
  readonly storage: KitStorage
  readonly events: Pick<EventsStore, 'emit'>
  readonly alerts: Pick<AlertStore, 'show'>
  /** §4: its loading flag is on while a connection is in flight. */
  readonly modal: LoadingFlag
  readonly timings: Readonly<Record<Extract<TimingName, 'walletConnectTimeout' | 'disconnectWait'>, number>>
  readonly enableReconnect: boolean
  /** The multi-wallet feature is on (§6 multiWallet): a namespace keeps several connections. */
  multiWallet(): boolean
  /** The `tokens` option: on these networks the account's balance is the token's, not the native one. */
  readonly tokens: ResolvedOptions['tokens']
  /** A network's JSON-RPC URL (customRpcUrls, else the chain-data proxy), for the token balance read. */
  rpcUrl(network: CaipNetwork): string
  /** Connectors whose session the kit keeps (WalletConnect, the embedded wallet): the session read back before the adapter asks. */
  restoreSession(connectorId: string): Promise<ConnectedWalletInfo | undefined>
  /** §4 another namespace through the auth connector: true when the embedded wallet's account there is connected now. */
  switchByAuth?(network: CaipNetwork): Promise<boolean>
  /** Before the adapter asks a connector: a plugin's connector gets its provider from the plugin's code. */
  prepareConnector(connectorId: string): Promise<void>
  readonly lifecycle: { readonly isDestroyed: boolean; onDestroy(dispose: () => void): void }
}

/** What the restore and switch flows (their own files) use of ConnectionFlows. */
export interface ConnectionFlowParts {
  readonly deps: ConnectionFlowsDeps
  readonly stored: StoredConnections
  applyConnection(connector: ConnectorInfo, result: AdapterConnection, walletInfo?: ConnectedWalletInfo): void
  forget(namespace: ChainNamespace, connectorId: string): void
  chainChanged(connectorId: string, chainId: number | string, namespace: ChainNamespace): void
  setChain(namespace: ChainNamespace, chainId: number | string, address: string): void
  refreshBalance(force?: boolean): Promise<void>
}
