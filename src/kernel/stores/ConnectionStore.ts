import { makeAutoObservable, observableRef, reaction } from 'mobx'
import * as z from 'zod/mini'
import type { ChainAdapter, Eip1193Provider } from '../adapterTypes'
import type { KitRoot } from '../root'
import { CONNECTION_KEYS } from '../connections/connectionKeys'
import type { ConnectionFlows } from '../connections/ConnectionFlows'
import { CaipError } from '../errors'
import type { CaipNetwork, ChainNamespace } from '../types'
import type { ConnectorInfo } from './ConnectorStore'
import type { WalletRecord } from './WalletDirectoryStore'
import type { WalletConnectStore } from '../walletconnect/WalletConnectStore'
import type { AuthStore } from '../auth/AuthStore'

/** The connecting view's state: waiting for the wallet, or what went wrong. */
export interface ConnectAttempt {
  readonly connectorId: string
  readonly status: 'connecting' | 'failed'
  /** §8 wording: 'Connection rejected' or 'Failed to connect'. */
  readonly error?: string
  readonly detail?: string
}

const storedNamespacesSchema = z.array(z.string())

/**
 * Connections (§4) as the views and the public API see them: the connecting attempt, the adapters, and
 * every flow (connect, restore, disconnect, switch, balance, wallet events), which runs in the lazily
 * loaded ConnectionFlows chunk. It loads on intent, on the first call, or at start when there is a stored
 * connection to restore.
 */
export class ConnectionStore {
  attempt: ConnectAttempt | undefined = undefined
  private attemptSeq = 0
  private flows: Promise<ConnectionFlows> | undefined
  /** The directory wallet last picked for WalletConnect (its deep links and logo). */
  pickedWallet: WalletRecord | undefined = undefined
  /** WalletConnect's store, made by its chunk on first use (walletConnectOf). */
  walletConnect: WalletConnectStore | undefined = undefined
  /** E-mail login and the embedded wallet, made by its chunk on first use (authOf). */
  auth: AuthStore | undefined = undefined

  constructor(private readonly kit: KitRoot) {
    makeAutoObservable<ConnectionStore, 'kit' | 'attemptSeq' | 'flows'>(this, { kit: false, attemptSeq: false, flows: false, walletEvents: false, pickedWallet: false, walletConnect: false, auth: observableRef }, { autoBind: true })
    // Leaving the connecting view (back, close) abandons its attempt: a late answer is ignored.
    kit.onDestroy(reaction(() => kit.router.view, (view) => view !== 'ConnectingExternal' && this.cancelAttempt()))
  }

  /** The e-mail login store arrives with its chunk (authOf); views that show its state observe it here. */
  adoptAuth(store: AuthStore): AuthStore {
    this.auth = store
    return store
  }

  /** The connection code, fetched once. */
  load(): Promise<ConnectionFlows> {
    this.flows ??= import('../connections/ConnectionFlows').then(({ ConnectionFlows }) => new ConnectionFlows(this.kit))
    return this.flows
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
    this.kit.account.setStatus(this.kit.account.isConnected ? 'connected' : 'disconnected')
  }

  /** Abandons a pending attempt; its late answer is ignored. */
  cancelAttempt(): void {
    if (this.attempt?.status !== 'connecting') return
    this.attemptSeq++
    this.attempt = undefined
    this.settleStatus()
  }

  adapterFor(namespace: ChainNamespace | undefined): ChainAdapter | undefined {
    return this.kit.options.adapters.find((adapter) => adapter.namespace === namespace)
  }

  /** An adapter for the namespace, or the §5 "adapter doesn't exist" error. */
  requireAdapter(namespace: ChainNamespace): ChainAdapter {
    const adapter = this.adapterFor(namespace)
    if (!adapter) throw new CaipError('ADAPTER_MISSING', { values: { namespace }, input: namespace })
    return adapter
  }

  /** The connected wallet's EIP-1193 provider, when the connection is in `namespace`. */
  walletProvider(namespace: ChainNamespace): Eip1193Provider | undefined {
    const { connectorId } = this.kit.account
    if (this.kit.account.namespace !== namespace || !connectorId) return undefined
    return this.adapterFor(namespace)?.getProvider(connectorId)
  }

  /** An installed wallet was picked: show its connecting view and ask it (WalletConnect: its QR code). */
  selectConnector(connector: ConnectorInfo): void {
    if (connector.type === 'WALLET_CONNECT') {
      this.pickedWallet = undefined
      return this.kit.router.push('ConnectingWalletConnect', {})
    }
    this.kit.router.push('ConnectingExternal', { connectorId: connector.id })
    void this.connect(connector.id)
  }

  /**
   * A directory wallet was picked: the installed one with the same rdns connects directly; others use
   * WalletConnect (and join the recent wallets once connected).
   */
  selectWallet(wallet: WalletRecord): void {
    const installed = wallet.rdns ? this.kit.connectors.installed.find((connector) => connector.rdns === wallet.rdns) : undefined
    if (installed) return this.selectConnector(installed)
    this.pickedWallet = wallet
    this.kit.router.push('ConnectingWalletConnect', { walletId: wallet.id, name: wallet.name })
  }

  /** Asks the connector's wallet to connect; the attempt shows at once, before the flow's chunk arrives. */
  connect(connectorId: string): Promise<boolean> {
    const seq = ++this.attemptSeq
    this.attempt = { connectorId, status: 'connecting' }
    this.kit.account.setStatus('connecting')
    return this.load().then((flows) => flows.connect(connectorId, seq))
  }

  /** §4 on start; the flows load only when there is a stored connection to sync or to disconnect. */
  reconnectOnStart(): Promise<void> {
    const stored = this.kit.storage.get(CONNECTION_KEYS.connectedNamespaces, storedNamespacesSchema)
    if (!stored || stored.length === 0) return Promise.resolve()
    if (this.kit.options.enableReconnect) this.kit.account.setStatus('reconnecting')
    return this.load().then((flows) => flows.reconnectOnStart())
  }

  disconnect(namespace?: ChainNamespace): Promise<void> {
    return this.run((flows) => flows.disconnect(namespace))
  }

  switchNetwork(network: CaipNetwork): Promise<void> {
    return this.run((flows) => flows.switchNetwork(network))
  }

  refreshBalance(force = false): Promise<void> {
    return this.run((flows) => flows.refreshBalance(force))
  }

  /** Sends through the connected wallet (plugins: send, swaps); the kit checks the connection first. */
  sendTransaction(call: { readonly to: string; readonly value?: bigint; readonly data?: string }): Promise<string> {
    return this.run((flows) => flows.sendTransaction(call))
  }

  /** After networks were added or removed: the connected wallet's chain is looked up again. */
  resyncChain(): void {
    if (this.kit.account.isConnected) void this.run((flows) => flows.resyncChain())
  }

  /** What the wallet reports (AdapterContext callbacks); the flows are loaded by then. */
  readonly walletEvents = {
    accountsChanged: (connectorId: string, addresses: readonly string[]) => void this.run((flows) => flows.accountsChanged(connectorId, addresses)),
    chainChanged: (connectorId: string, chainId: number | string) => void this.run((flows) => flows.chainChanged(connectorId, chainId)),
    disconnected: (connectorId: string) => void this.run((flows) => flows.walletDisconnected(connectorId)),
  }

  private run<T>(call: (flows: ConnectionFlows) => T | Promise<T>): Promise<T> {
    return this.load().then(call)
  }
}
