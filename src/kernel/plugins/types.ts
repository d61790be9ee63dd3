import type { TokenBalance } from '../account/tokenBalance'
import type { HttpClient } from '../http/client'
import type { CaipNetwork, ChainNamespace, ConnectMethod, Endpoints, FeatureFlag, WalletFeature } from '../types'

/**
 * A plugin's descriptor: tiny, imported by the host at config time. Its real code (views, store slice,
 * actions) is the module `load()` returns, fetched with dynamic import() the first time it is needed.
 * `TView` is the view component type; the kernel treats it as opaque (it never imports React) and the
 * public `definePlugin` in src/index.ts fixes it to a React component.
 */
export interface GangwayPlugin<TStore = unknown, TView = unknown> {
  /** Unique name, kebab-case. */
  readonly name: string
  /** The feature key that gates the plugin; omitted = always enabled. */
  readonly flag?: FeatureFlag
  /** The views the plugin adds: view name → its header title. Names must not clash with core views. */
  readonly views: Readonly<Record<string, PluginViewMeta>>
  /** When set, the plugin renders a section of the Connect view for this connect method. */
  readonly connectMethod?: ConnectMethod
  /** When set, the Account view's wallet features row (§9 order) shows a button that opens `view`. */
  readonly walletFeature?: { readonly feature: WalletFeature; readonly view: string; readonly label: string }
  /** Names of the actions the lazy part implements; calling one loads the chunk first (kit.runAction). */
  readonly actions?: readonly string[]
  /** Fetches the lazy part. Called at most once per kit instance. */
  readonly load: () => Promise<PluginModule<TStore, TView>>
}

export interface PluginViewMeta {
  readonly title: string
}

export interface PluginModule<TStore = unknown, TView = unknown> {
  /** Builds the plugin's store slice for one kit instance. */
  readonly createStore?: (context: PluginContext) => TStore
  /** View name → component, for every name in the descriptor's `views`. */
  readonly views: Readonly<Record<string, TView>>
  /** The Connect view section, for plugins with a `connectMethod`. */
  readonly connectSection?: TView
  /** Action name → implementation, for every name in the descriptor's `actions`; receives the store slice. */
  readonly actions?: Readonly<Record<string, PluginAction<TStore>>>
}

/** Declared with method syntax so a plugin typed with its own store fits the kit's list of plugins. */
export type PluginAction<TStore = unknown> = {
  run(store: TStore, ...args: readonly unknown[]): unknown
}['run']

/** The connected account as a plugin sees it. */
export interface PluginAccount {
  readonly address: string
  readonly caipAddress: string
  readonly namespace: ChainNamespace
}

/** A transaction for the connected wallet to send (§5: 'to' and data start with 0x). */
export interface PluginWalletCall {
  readonly to: string
  readonly value?: bigint
  readonly data?: string
}

/** What a plugin's lazy part may use: the public API only. */
export interface PluginContext {
  readonly projectId: string
  readonly endpoints: Readonly<Endpoints>
  navigate(view: string, args?: unknown): void
  /** Replaces the current view (no history entry). */
  replace(view: string, args?: unknown): void
  goBack(): void
  showToast(message: string, variant: 'success' | 'error' | 'loading'): void
  getCaipNetwork(): CaipNetwork | undefined
  /** The wallet is on a chain outside `networks`: chain-data calls are not made (§7). */
  isUnsupportedNetwork(): boolean
  /** The configured networks, as they are now. */
  readonly networks: readonly CaipNetwork[]
  /** The connected account, or undefined when not connected. */
  getAccount(): PluginAccount | undefined
  /** The chain-data API (projectId, st and sv on every call; answers checked with the schema given). */
  readonly chainData: HttpClient
  /** Sends through the connected wallet; resolves with the transaction hash, rejects with the wallet's error. */
  sendTransaction(call: PluginWalletCall): Promise<string>
  /**
   * The account's token balances on the active network (§3 token balance; 30 s cache; after a failure,
   * an empty list for 30 s and the 'Token Balance Unavailable' toast). `force` skips the cache.
   */
  tokenBalances(force?: boolean): Promise<readonly TokenBalance[]>
  /** Reads the native balance again (after a send). */
  refreshBalance(): Promise<void>
  /** Emits a kit event (subscribeEvents, analytics). */
  emit(event: string, properties?: Record<string, unknown>): void
}
