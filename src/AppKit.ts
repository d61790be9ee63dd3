import { reaction } from 'mobx'
import type { Eip1193Provider } from './kernel/adapterTypes'
import { accountState, type AccountState } from './kernel/connections/accountState'
import { parseNetwork } from './kernel/connections/parseNetwork'
import { CaipError } from './kernel/errors/caip'
import { sameData } from './kernel/sameData'
import type { OpenOptions } from './kernel/openOptions'
import type { ResolvedFlags } from './kernel/plugins/flagTypes'
import type { KitRoot } from './kernel/root'
import type { ConnectedWalletInfo } from './kernel/stores/AccountStore'
import type { EventListener, KitEvent } from './kernel/stores/EventsStore'
import type { CaipNetwork, ChainNamespace, PublicState, ThemeMode, ThemeVariables } from './kernel/types'

/**
 * One kit, as the host app sees it (Reown AppKit's instance API): methods and observable getters, never the
 * stores behind them. createAppKit() makes it; the getters read MobX state, so an observer re-renders on change.
 */
export class AppKit {
  readonly #root: KitRoot

  /** @internal createAppKit() makes the kit; the root is the kit's internal state. */
  constructor(root: KitRoot) {
    this.#root = root
  }

  /** Opens the modal in the same frame (§2 open rules); rejects with `Unknown view 'X'` for a view no one provides. */
  open<V extends string>(options: OpenOptions<V> = {}): Promise<void> {
    return this.#root.open(options)
  }

  close(): Promise<void> {
    return this.#root.close()
  }

  getState(): PublicState {
    const { modal, networks } = this.#root
    return { open: modal.isOpen, loading: modal.loading, selectedNetworkId: networks.active?.caipNetworkId, activeChain: networks.activeChain }
  }

  subscribeState(listener: (state: PublicState) => void): () => void {
    return this.#root.track(reaction(() => this.getState(), listener, { equals: sameData }))
  }

  /** The account of a namespace (§3); throws 'namespace is required' without one. */
  getAccount(namespace?: ChainNamespace): AccountState {
    if (namespace === undefined) throw new CaipError('NAMESPACE_REQUIRED')
    return accountState(this.#root.account, namespace)
  }

  /** Calls `listener` when the account of `namespace` (default: the active one) changes. */
  subscribeAccount(listener: (account: AccountState) => void, namespace?: ChainNamespace): () => void {
    const target = namespace ?? this.#root.networks.activeChain ?? 'eip155'
    return this.#root.track(reaction(() => this.getAccount(target), listener, { equals: sameData }))
  }

  getCaipNetwork(): CaipNetwork | undefined {
    return this.#root.networks.active
  }

  /** The wallet is on a chain outside `networks` (§4). */
  get isUnsupportedNetwork(): boolean {
    return this.#root.networks.isUnsupported
  }

  /** The namespace of the active network. */
  get activeChain(): ChainNamespace | undefined {
    return this.#root.networks.activeChain
  }

  /** Switches the active network (§4); one outside `networks` shows 'Network Not Found'. */
  switchNetwork(network: CaipNetwork): Promise<void> {
    return this.#root.connection.switchNetwork(network)
  }

  /** Disconnects one namespace, or every connected one. */
  disconnect(namespace?: ChainNamespace): Promise<void> {
    return this.#root.connection.disconnect(namespace)
  }

  /** Adds a network to a namespace's list; the namespace needs an adapter. */
  addNetwork(namespace: ChainNamespace, network: CaipNetwork): void {
    const { connection, networks } = this.#root
    connection.requireAdapter(namespace)
    networks.add(parseNetwork(namespace, network))
    connection.resyncChain()
  }

  removeNetwork(namespace: ChainNamespace, caipNetworkId: string): void {
    const { connection, networks } = this.#root
    connection.requireAdapter(namespace)
    if (!caipNetworkId.startsWith(`${namespace}:`)) throw new CaipError('NETWORK_OUTSIDE_NAMESPACE', { values: { network: caipNetworkId, namespace }, input: caipNetworkId })
    networks.remove(caipNetworkId)
    connection.resyncChain()
  }

  /** The connected wallet's EIP-1193 provider for a namespace (useAppKitProvider). */
  getWalletProvider(namespace: ChainNamespace = this.#root.networks.activeChain ?? 'eip155'): Eip1193Provider | undefined {
    return this.#root.connection.walletProvider(namespace)
  }

  /** The connector type behind a namespace's connection (INJECTED, ANNOUNCED, WALLET_CONNECT, AUTH), if connected there. */
  getWalletProviderType(namespace: ChainNamespace): string | undefined {
    const { account, connectors } = this.#root
    const id = account.namespace === namespace ? account.connectorId : undefined
    return id ? connectors.find(id)?.type : undefined
  }

  /** The connected wallet's name, identifier and icon (§3 connected wallet info). */
  getWalletInfo(): ConnectedWalletInfo | undefined {
    return this.#root.account.walletInfo
  }

  get themeMode(): ThemeMode {
    return this.#root.theme.mode
  }

  get themeVariables(): ThemeVariables {
    return this.#root.theme.variables
  }

  setThemeMode(mode: ThemeMode): void {
    this.#root.theme.setMode(mode)
  }

  setThemeVariables(variables: ThemeVariables): void {
    this.#root.theme.setVariables(variables)
  }

  subscribeEvents(listener: EventListener): () => void {
    return this.#root.events.subscribe(listener)
  }

  /** The latest kit event (useAppKitEvents). */
  get lastEvent(): KitEvent | undefined {
    return this.#root.events.last
  }

  /** The resolved feature flags, each with its source: default, local or remote. */
  getFlags(): ResolvedFlags {
    return this.#root.flagStore.flags
  }

  /** Runs a plugin's action; its chunk is fetched first if this is the plugin's first use. */
  runAction(plugin: string, action: string, ...args: readonly unknown[]): Promise<unknown> {
    return this.#root.plugins.call(plugin, action, args)
  }

  /** Intent (pointer on or focus in the connect button): the remote config, directory and analytics calls start, once. */
  prefetch(): void {
    this.#root.prefetch()
  }

  /** The <gangway-modal> element in a browser: place it yourself with disableAppend or enableEmbedded. */
  get element(): HTMLElement | undefined {
    return this.#root.element
  }

  /** Resolves once the modal's UI chunk has rendered. */
  get uiReady(): Promise<void> {
    return this.#root.uiReady
  }

  /** Stops every reaction of this kit and removes its modal. */
  destroy(): void {
    this.#root.destroy()
  }
}
