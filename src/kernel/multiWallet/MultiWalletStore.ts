import { makeAutoObservable, runInAction } from 'mobx'
import type { AnyChainAdapter, NativeBalance } from '../adapterTypes'
import type { ConnectionFlows } from '../connections/ConnectionFlows'
import { assertConnectionStatus, connectionStatusOf } from '../connections/connectionStatus'
import type { StoredConnections } from '../connections/storedConnections'
import type { AccountStore } from '../stores/AccountStore'
import type { ConnectorStore } from '../stores/ConnectorStore'
import type { NetworkStore } from '../stores/NetworkStore'
import type { ChainNamespace } from '../types'
import { walletConnectionsOf, type WalletConnection, type WalletConnectionLists } from './walletConnections'

export interface MultiWalletDeps {
  readonly stored: Pick<StoredConnections, 'snapshot' | 'read' | 'deleteRecent'>
  readonly flows: Pick<ConnectionFlows, 'activate' | 'disconnect'>
  readonly account: Pick<AccountStore, 'namespace' | 'connectorId'>
  readonly connectors: Pick<ConnectorStore, 'find'>
  readonly networks: Pick<NetworkStore, 'active'>
  adapterFor(namespace: ChainNamespace): Pick<AnyChainAdapter, 'getBalance'> | undefined
  /** §4 on disconnected: the wallet's own connect flow opens (social, e-mail, WalletConnect or the browser wallet), then ProfileWallets. */
  reopen(connection: WalletConnection): void
}

/** What switchConnection did (AppKit's onChange / onSuccess payload). */
export interface SwitchConnectionResult {
  readonly address: string | undefined
  readonly namespace: ChainNamespace
  readonly hasSwitchedAccount: boolean
  readonly hasSwitchedWallet: boolean
  /** The wallet's connect flow was opened instead (it was only remembered): it connects when the visitor approves. */
  readonly reopened: boolean
}

export interface SwitchConnectionParams {
  readonly connection: Pick<WalletConnection, 'connectorId'>
  readonly address?: string
  readonly namespace?: ChainNamespace
}

type BalanceEntry = { readonly status: 'loading' } | { readonly status: 'ready'; readonly balance: NativeBalance } | { readonly status: 'failed' }

/**
 * Multi-wallet (§4 per connection and namespace, §6 multiWallet): the visitor's connections per namespace,
 * switching the connected one, ending one or all, and each listed account's native balance. A kernel slice:
 * ProfileWallets, the connections hooks and getConnections/switchConnection load it.
 */
export class MultiWalletStore {
  /** A switch is under way (useAppKitConnection's isPending). */
  isSwitching = false
  private readonly balances = new Map<string, BalanceEntry>()

  constructor(private readonly deps: MultiWalletDeps) {
    makeAutoObservable<MultiWalletStore, 'deps'>(this, { deps: false }, { autoBind: true })
  }

  lists(namespace: ChainNamespace): WalletConnectionLists {
    const { deps } = this
    return walletConnectionsOf({
      snapshot: deps.stored.snapshot,
      namespace,
      live: { connectorId: deps.account.connectorId, namespace: deps.account.namespace },
      activeNetwork: deps.networks.active,
      findConnector: deps.connectors.find,
    })
  }

  /** The namespaces with any connection, listed or remembered. */
  get namespaces(): readonly ChainNamespace[] {
    const { snapshot } = this.deps.stored
    const all = [...Object.keys(snapshot.connections), ...Object.keys(snapshot.recentConnections), ...(this.deps.account.namespace ? [this.deps.account.namespace] : [])] as ChainNamespace[]
    return [...new Set(all)].filter((namespace) => this.lists(namespace).connections.length + this.lists(namespace).recentConnections.length > 0)
  }

  /**
   * §4: the connected wallet stays (an account it lists is already the one it uses); a listed one is asked
   * without a prompt and becomes the connected wallet; a remembered one reopens its connect flow. Any other
   * status throws 'Invalid connection status'.
   */
  async switchConnection(params: SwitchConnectionParams): Promise<SwitchConnectionResult> {
    const { deps } = this
    const namespace = params.namespace ?? deps.account.namespace ?? 'eip155'
    const { connectorId } = params.connection
    const status = assertConnectionStatus(connectionStatusOf(deps.stored.read(), namespace, connectorId) ?? 'unknown')
    const unchanged = { namespace, hasSwitchedAccount: false, hasSwitchedWallet: false, reopened: false }
    const addressOf = () => this.lists(namespace).connections.find((connection) => connection.connectorId === connectorId)?.accounts[0]?.address
    if (status === 'connected') return { ...unchanged, address: params.address ?? addressOf() }
    const connection = [...this.lists(namespace).connections, ...this.lists(namespace).recentConnections].find((known) => known.connectorId === connectorId)
    if (status === 'active') {
      this.isSwitching = true
      try {
        if (await deps.flows.activate(namespace, connectorId)) return { ...unchanged, address: addressOf(), hasSwitchedWallet: true }
      } finally {
        runInAction(() => (this.isSwitching = false))
      }
    }
    if (connection) deps.reopen(connection)
    return { ...unchanged, address: undefined, reopened: true }
  }

  /** Ends one wallet's connection; the connected one hands over to another listed wallet when there is one. */
  disconnect(namespace: ChainNamespace, connectorId: string): Promise<void> {
    return this.deps.flows.disconnect(namespace, connectorId)
  }

  /** Ends every connection, in every namespace. */
  disconnectAll(): Promise<void> {
    return this.deps.flows.disconnect()
  }

  /** Forgets a remembered wallet (AppKit's deleteConnection). */
  deleteRecent(namespace: ChainNamespace, connectorId: string): void {
    this.deps.stored.deleteRecent(namespace, connectorId)
  }

  /** An account's native balance on the active network, once loadBalances read it. */
  balanceOf(address: string): BalanceEntry | undefined {
    const network = this.deps.networks.active
    return network ? this.balances.get(`${network.caipNetworkId}:${address}`) : undefined
  }

  /** Reads the native balance of every listed account of the namespace on the active network, once each per network. */
  loadBalances(namespace: ChainNamespace): void {
    const { deps } = this
    const network = deps.networks.active
    const adapter = deps.adapterFor(namespace)
    if (!network || network.chainNamespace !== namespace || !adapter) return
    for (const connection of this.lists(namespace).connections) {
      for (const { address } of connection.accounts) {
        const key = `${network.caipNetworkId}:${address}`
        if (this.balances.get(key)?.status === 'ready' || this.balances.get(key)?.status === 'loading') continue
        this.balances.set(key, { status: 'loading' })
        adapter.getBalance(address, network).then(
          (balance) => runInAction(() => this.balances.set(key, { status: 'ready', balance })),
          () => runInAction(() => this.balances.set(key, { status: 'failed' })),
        )
      }
    }
  }
}
