import { reaction } from 'mobx'
import type { Eip1193Provider, NativeBalance } from './kernel/adapterTypes'
import { accountState, type AccountState } from './kernel/connections/accountState'
import { CaipError } from './kernel/errors/caip'
import { walletInfo, walletProviders, walletProviderType } from './kernel/appkit/connectedWallet'
import { addNetwork, removeNetwork } from './kernel/appkit/networkEdits'
import type { NetworkState } from './kernel/appkit/networkState'
import { publicState } from './kernel/appkit/publicState'
import { fetchBalance } from './kernel/appkit/fetchBalance'
import { walletConnectionsOf } from './kernel/appkit/walletConnectionsOf'
import { sameData } from './kernel/sameData'
import type { OpenOptions } from './kernel/openOptions'
import type { ResolvedFlags } from './kernel/plugins/flagTypes'
import type { SiwxStore } from './kernel/siwx/SiwxStore'
import type { SIWXConfig, SIWXState } from './kernel/siwx/siwxTypes'
import type { KitRoot } from './kernel/root'
import type { HeadlessWallets } from './kernel/headless/HeadlessWallets'
import type { ConnectedWalletInfo } from './kernel/stores/AccountStore'
import type { EventListener, KitEvent } from './kernel/stores/EventsStore'
import type { SwitchConnectionParams, SwitchConnectionResult } from './kernel/multiWallet/MultiWalletStore'
import type { WalletConnection } from './kernel/multiWallet/walletConnections'
import type { CaipNetwork, ChainNamespace, ConnectMethod, Features, PublicState, ThemeMode, ThemeVariables } from './kernel/types'

export type { NetworkState } from './kernel/appkit/networkState'

/** @internal Gangway's own React hooks reach the kit's stores through this; it is not part of the public API. */
export let kitRootOf: (appkit: AppKit) => KitRoot

/**
 * One kit, as the host app sees it (Reown AppKit's instance API): methods and observable getters, never the
 * stores behind them. createAppKit() makes it; the getters read MobX state, so an observer re-renders on change.
 */
export class AppKit {
  readonly #root: KitRoot

  static {
    kitRootOf = (appkit) => appkit.#root
  }

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
    return publicState(this.#root)
  }

  subscribeState(listener: (state: PublicState) => void): () => void {
    return this.#watch(() => this.getState(), listener)
  }

  /** The account of a namespace (§3), by default the active one's; throws 'namespace is required' when there is none. */
  getAccount(namespace: ChainNamespace | undefined = this.activeChain): AccountState {
    if (namespace === undefined) throw new CaipError('NAMESPACE_REQUIRED')
    return accountState(this.#root.account, namespace)
  }

  /** The connected address of a namespace (default: the active one), if any. */
  getAddress(namespace?: ChainNamespace): string | undefined {
    return this.#accountOf(namespace)?.address
  }

  getCaipAddress(namespace?: ChainNamespace): string | undefined {
    return this.#accountOf(namespace)?.caipAddress
  }

  getIsConnectedState(): boolean {
    return this.#root.account.isConnected
  }

  #accountOf(namespace = this.activeChain): AccountState | undefined {
    return namespace && accountState(this.#root.account, namespace)
  }

  /** Calls `listener` when the account of `namespace` (default: the active one) changes. */
  subscribeAccount(listener: (account: AccountState) => void, namespace?: ChainNamespace): () => void {
    const target = namespace ?? this.activeChain ?? 'eip155'
    return this.#watch(() => this.getAccount(target), listener)
  }

  getCaipNetwork(): CaipNetwork | undefined {
    return this.#root.networks.active
  }

  /** The configured networks, of one namespace or all. */
  getCaipNetworks(namespace?: ChainNamespace): readonly CaipNetwork[] {
    const { networks } = this.#root
    return namespace ? networks.ofNamespace(namespace) : networks.networks
  }

  getChainId(): number | string | undefined {
    return this.getCaipNetwork()?.id
  }

  /** Calls `listener` with the active network whenever it changes. */
  subscribeNetwork(listener: (network: NetworkState) => void): () => void {
    return this.#watch(() => {
      const caipNetwork = this.getCaipNetwork()
      return { caipNetwork, chainId: caipNetwork?.id, caipNetworkId: caipNetwork?.caipNetworkId }
    }, listener)
  }

  subscribeCaipNetworkChange(listener: (network: CaipNetwork | undefined) => void): () => void {
    return this.#watch(() => this.getCaipNetwork(), listener)
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

  /** Disconnects one namespace, or every connected one; with `connectorId`, only that wallet's connection. */
  disconnect(namespace?: ChainNamespace, connectorId?: string): Promise<void> {
    return this.#root.connection.disconnect(namespace, connectorId)
  }

  /** Multi-wallet: the namespace's connections (default: the active one), the connected wallet first; [] while its code loads. */
  getConnections(namespace = this.activeChain): readonly WalletConnection[] {
    return walletConnectionsOf(this.#root, namespace)
  }

  /** Multi-wallet (§4): makes a listed wallet the connected one; a remembered one reopens its connect flow in the modal. */
  switchConnection(params: SwitchConnectionParams): Promise<SwitchConnectionResult> {
    return this.#root.slice('multiWallet').then((store) => store.switchConnection(params))
  }

  /** Reads the connected account's native balance again; undefined when nothing is connected or it cannot be read. */
  fetchBalance(): Promise<NativeBalance | undefined> {
    return fetchBalance(this.#root)
  }

  /** Adds a network to a namespace's list; the namespace needs an adapter. */
  addNetwork(namespace: ChainNamespace, network: CaipNetwork): void {
    addNetwork(this.#root, namespace, network)
  }

  removeNetwork(namespace: ChainNamespace, caipNetworkId: string): void {
    removeNetwork(this.#root, namespace, caipNetworkId)
  }

  /** The connected wallet's provider for a namespace (useAppKitProvider): EIP-1193 for eip155, the Solana adapter's wallet provider for solana. */
  getWalletProvider(namespace: 'eip155'): Eip1193Provider | undefined
  getWalletProvider(namespace?: ChainNamespace): unknown
  getWalletProvider(namespace: ChainNamespace = this.#root.networks.activeChain ?? 'eip155'): unknown {
    return this.#root.connection.walletProvider(namespace)
  }

  /** Calls `listener` with every namespace's wallet provider when a connection comes or goes. */
  subscribeProviders(listener: (providers: Partial<Record<ChainNamespace, unknown>>) => void): () => void {
    // Tracks the connection's identity; the provider objects themselves are handed over as they are.
    return this.#watch(() => [this.#root.account.namespace, this.#root.account.connectorId, this.#root.account.address], () => listener(walletProviders(this.#root)))
  }

  /** The connector type behind a namespace's connection (INJECTED, ANNOUNCED, WALLET_CONNECT, AUTH), if connected there. */
  getWalletProviderType(namespace: ChainNamespace | undefined = this.activeChain): string | undefined {
    return walletProviderType(this.#root, namespace)
  }

  /** The connected wallet's name, identifier and icon (§3 connected wallet info), in `namespace` if given. */
  getWalletInfo(namespace?: ChainNamespace): ConnectedWalletInfo | undefined {
    return walletInfo(this.#root, namespace)
  }

  subscribeWalletInfo(listener: (walletInfo: ConnectedWalletInfo | undefined) => void, namespace?: ChainNamespace): () => void {
    return this.#watch(() => this.getWalletInfo(namespace), listener)
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

  getThemeMode(): ThemeMode {
    return this.themeMode
  }

  getThemeVariables(): ThemeVariables {
    return this.themeVariables
  }

  subscribeTheme(listener: (theme: { themeMode: ThemeMode; themeVariables: ThemeVariables }) => void): () => void {
    return this.#watch(() => ({ themeMode: this.themeMode, themeVariables: this.themeVariables }), listener)
  }

  isOpen(): boolean {
    return this.#root.modal.isOpen
  }

  /** The view the open modal shows; undefined while it is closed. */
  getView(): string | undefined {
    return this.isOpen() ? this.#root.router.view : undefined
  }

  /** A toast with your own text, as the kit shows its own. */
  showErrorMessage(message: string): void {
    this.#root.toast.show(message, 'error')
  }

  showSuccessMessage(message: string): void {
    this.#root.toast.show(message, 'success')
  }

  /** The error toast the modal shows now, '' when none (AppKit's getError). */
  getError(): string {
    const { toast } = this.#root
    return toast.open && toast.variant === 'error' ? toast.message : ''
  }

  /** Changes `features` after start: checked as createAppKit checks them (OptionsError), the flags and views follow. */
  updateFeatures(features: Partial<Features>): void {
    this.#root.updateFeatures(features)
  }

  setConnectMethodsOrder(order: readonly ConnectMethod[]): void {
    this.updateFeatures({ connectMethodsOrder: order })
  }

  subscribeEvents(listener: EventListener): () => void {
    return this.#root.events.subscribe(listener)
  }

  /** The latest kit event (useAppKitEvents). */
  get lastEvent(): KitEvent | undefined {
    return this.#root.events.last
  }

  getEvent(): KitEvent | undefined {
    return this.lastEvent
  }

  /** The resolved feature flags, each with its source: default, local or remote. */
  getFlags(): ResolvedFlags {
    return this.#root.flagStore.flags
  }

  /** The sign-in config: `siwx`, or `siweConfig` mapped onto SIWXConfig (once sign-in has started). */
  getSIWX(): SIWXConfig | undefined {
    return this.#siwx?.config ?? this.#root.options.siwx
  }

  /** The connected account's sign-in (status idle, signing, signed-in or error, and its session). */
  getSIWXState(): SIWXState {
    return this.#siwx?.state ?? { status: 'idle', session: undefined }
  }

  subscribeSIWXState(listener: (state: SIWXState) => void): () => void {
    return this.#watch(() => this.getSIWXState(), listener)
  }

  get #siwx(): SiwxStore | undefined {
    return this.#root.lazy.get<SiwxStore>('siwx')
  }

  /** Runs a plugin's action; its chunk is fetched first if this is the plugin's first use. */
  runAction(plugin: string, action: string, ...args: readonly unknown[]): Promise<unknown> {
    return this.#root.plugins.call(plugin, action, args)
  }

  /** @internal useAppKitWallets' store: the wallet lists and connect() without the modal (its chunk fetched on first call). */
  headlessWallets(): Promise<HeadlessWallets> {
    return this.#root.slice('headlessWallets')
  }

  /** For support: the kit's recent log lines and the WalletConnect client's (§9: about 1 MB each, oldest dropped). */
  getLogs(): Promise<string[]> {
    return import('./kernel/logs/readLogs').then(({ readLogs }) => readLogs(this.#root))
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

  /** A reaction that hands `listener` each new value of `read` (compared by content), until disposed or destroy(). */
  #watch<T>(read: () => T, listener: (value: T) => void): () => void {
    return this.#root.track(reaction(read, listener, { equals: sameData }))
  }

  /** Stops every reaction of this kit and removes its modal. */
  destroy(): void {
    this.#root.destroy()
  }
}
