import { makeAutoObservable } from 'mobx'
import * as z from 'zod/mini'
import type { AdapterContext, AnyChainAdapter } from '../adapterTypes'
import type { PluginSolanaTransfer, PluginWalletCall } from '../plugins/types'
import { CONNECTION_KEYS } from '../connections/connectionKeys'
import type { ConnectionFlows } from '../connections/ConnectionFlows'
import { CaipError } from '../errors/caip'
import type { KitStorage } from '../storage/storage'
import type { CaipNetwork, ChainNamespace } from '../types'
import type { AccountStore } from './AccountStore'
import type { WalletRecord } from './WalletDirectoryStore'
import type { ConnectAttempt } from '../connections/connectAttempt'

export interface ConnectionStoreDeps {
  readonly adapters: readonly AnyChainAdapter[]
  readonly account: Pick<AccountStore, 'isConnected' | 'connectorId' | 'namespace' | 'parkedIn' | 'setStatus'>
  readonly storage: KitStorage
  readonly enableReconnect: boolean
  /** The connection code (a kernel slice, its own chunk). */
  readonly flows: () => Promise<ConnectionFlows>
}

const storedNamespacesSchema = z.array(z.string())

/**
 * Connections (§4) as the views and the public API see them: the connecting attempt, the adapters, and the
 * entry points of every flow (connect, restore, disconnect, switch, balance, wallet events), which run in the
 * lazily loaded ConnectionFlows slice. It loads on intent, on the first call, or at start when there is a
 * stored connection to restore.
 */
export class ConnectionStore {
  attempt: ConnectAttempt | undefined = undefined
  /** The stored connections have been restored (or there were none): AppKit's `initialized`. */
  initialized = false
  private attemptSeq = 0
  /** The directory wallet last picked for WalletConnect (its deep links and logo). */
  pickedWallet: WalletRecord | undefined = undefined

  constructor(private readonly deps: ConnectionStoreDeps) {
    makeAutoObservable<ConnectionStore, 'deps' | 'attemptSeq'>(this, { deps: false, attemptSeq: false, walletEventsIn: false, pickedWallet: false }, { autoBind: true })
  }

  /** The connection code, fetched once. */
  load(): Promise<ConnectionFlows> {
    return Promise.all([this.deps.flows(), this.adaptersReady()]).then(([flows]) => flows)
  }

  /** Adapters that defer their discovery (LazyChainAdapter) start it: connection work needs their wallets listed. */
  adaptersReady(): Promise<void> {
    return Promise.all(this.deps.adapters.map((adapter) => adapter.ready?.())).then(() => undefined)
  }

  /** Counts connect attempts; a restore started before the visitor's own connect gives way to it. */
  get attemptCount(): number {
    return this.attemptSeq
  }

  setAttempt(attempt: ConnectAttempt | undefined): void {
    this.attempt = attempt
  }

  /** The account's status once no attempt is pending. */
  settleStatus(): void {
    this.deps.account.setStatus(this.deps.account.isConnected ? 'connected' : 'disconnected')
  }

  /** Abandons a pending attempt; its late answer is ignored. */
  cancelAttempt(): void {
    if (this.attempt?.status !== 'connecting') return
    this.attemptSeq++
    this.attempt = undefined
    this.settleStatus()
  }

  adapterFor(namespace: ChainNamespace | undefined): AnyChainAdapter | undefined {
    return this.deps.adapters.find((adapter) => adapter.namespace === namespace)
  }

  /** An adapter for the namespace, or the §5 "adapter doesn't exist" error. */
  requireAdapter(namespace: ChainNamespace): AnyChainAdapter {
    const adapter = this.adapterFor(namespace)
    if (!adapter) throw new CaipError('ADAPTER_MISSING', { values: { namespace }, input: namespace })
    return adapter
  }

  /** The connected wallet's provider (EIP-1193 for eip155), when the connection is in `namespace`. */
  walletProvider(namespace: ChainNamespace): unknown {
    const { account } = this.deps
    const connectorId = account.namespace === namespace ? account.connectorId : account.parkedIn(namespace)?.connectorId
    return connectorId && this.adapterFor(namespace)?.getProvider(connectorId)
  }

  /** The directory wallet picked for WalletConnect (undefined: the generic WalletConnect row). */
  pickWallet(wallet: WalletRecord | undefined): void {
    this.pickedWallet = wallet
  }

  /** Asks the connector's wallet to connect; the attempt shows at once, before the flow's chunk arrives. */
  connect(connectorId: string): Promise<boolean> {
    const seq = ++this.attemptSeq
    this.attempt = { connectorId, status: 'connecting' }
    this.deps.account.setStatus('connecting')
    return this.load().then((flows) => flows.connect(connectorId, seq))
  }

  markInitialized(): void {
    this.initialized = true
  }

  /** §4 on start; the flows load only when there is a stored connection to sync or to disconnect. */
  reconnectOnStart(): Promise<void> {
    const stored = this.deps.storage.get(CONNECTION_KEYS.connectedNamespaces, storedNamespacesSchema)
    if (!stored || stored.length === 0) return Promise.resolve()
    if (this.deps.enableReconnect) this.deps.account.setStatus('reconnecting')
    return this.load().then((flows) => flows.reconnectOnStart())
  }

  /** A namespace's connections (default: all), or only the wallet `connectorId`'s. */
  disconnect(namespace?: ChainNamespace, connectorId?: string): Promise<void> {
    return this.run((flows) => flows.disconnect(namespace, connectorId))
  }

  switchNetwork(network: CaipNetwork): Promise<void> {
    return this.run((flows) => flows.switchNetwork(network))
  }

  refreshBalance(force = false): Promise<void> {
    return this.run((flows) => flows.refreshBalance(force))
  }

  /** Sends through the connected wallet (plugins: send, swaps); the kit checks the connection first. */
  sendTransaction(call: PluginWalletCall | PluginSolanaTransfer): Promise<string> {
    return this.run((flows) => flows.sendTransaction(call))
  }

  /** After networks were added or removed: the connected wallet's chain is looked up again. */
  resyncChain(): void {
    if (this.deps.account.isConnected) void this.run((flows) => flows.resyncChain())
  }

  /** What a namespace's adapter reports (its AdapterContext callbacks); the flows are loaded by then. */
  walletEventsIn(namespace: ChainNamespace): Pick<AdapterContext, 'onAccountsChanged' | 'onChainChanged' | 'onDisconnect'> {
    return {
      onAccountsChanged: (connectorId, addresses) => void this.run((flows) => flows.accountsChanged(connectorId, addresses, namespace)),
      onChainChanged: (connectorId, chainId) => void this.run((flows) => flows.chainChanged(connectorId, chainId, namespace)),
      onDisconnect: (connectorId) => void this.run((flows) => flows.walletDisconnected(connectorId, namespace)),
    }
  }

  private run<T>(call: (flows: ConnectionFlows) => T | Promise<T>): Promise<T> {
    return this.load().then(call)
  }
}
