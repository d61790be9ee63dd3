/**
 * The plugin contract: what a plugin declares (its descriptor, imported by the host at config time), what its
 * lazy part provides, and the PluginContext it receives. `TView` is the view component type: the kernel
 * treats it as opaque (it never imports React) and gangway/plugin fixes it to a React component.
 * No runtime code here.
 */
import type { TokenBalance } from '../account/tokenBalance'
import type { Eip1193Provider, RequestArguments } from '../adapterTypes'
import type { AlertId } from '../alertCatalogue'
import type { HttpClient } from '../http/client'
import type { RouteEntry } from '../router/views'
import type { EmbeddedWalletInfo } from '../stores/AccountStore'
import type { ToastVariant } from '../stores/ToastStore'
import type { TimingName } from '../constants'
import type { CaipNetwork, ChainNamespace, Endpoints, Metadata } from '../types'
import type { FlagValue, PluginFlag, ResolvedFlags } from './flagTypes'
import type { PluginAccountTab, PluginWalletFeature } from './accountExtensionTypes'
import type { EmbeddedWallet } from './embeddedWallet'
import type { PublicClient } from 'viem'
import type { $ZodType } from 'zod/v4/core'

export type { PluginFlag }

export interface PluginViewMeta {
  /** The modal header's title while the view shows. */
  readonly title: string
}

export type { PluginAccountTab, PluginWalletFeature } from './accountExtensionTypes'

/** What an Account action's `when` reads (observable: the row follows it). */
export interface PluginAccountState {
  readonly account: PluginAccount
  readonly network: CaipNetwork | undefined
  /** §3 profileName: the account's name, when the kit has one. */
  readonly profileName: string | undefined
}

/** A row of the Account view's actions, after the network row (AppKit's "Choose account name" is one). */
export interface PluginAccountAction {
  readonly id: string
  /** The plugin view the row opens. */
  readonly view: string
  readonly label: string
  /** The row shows only while this answers true; omitted = always. Keep it tiny: it ships in the descriptor. */
  readonly when?: (state: PluginAccountState) => boolean
}

/** A wallet the plugin brings: listed with the installed wallets; its provider comes from the lazy part. */
export interface PluginConnectorInfo {
  readonly id: string
  readonly name: string
  readonly imageUrl?: string
  readonly namespace?: ChainNamespace
}

/** Kit code a plugin's lazy part may ask to load with it. */
export type PluginNeed = 'format' | 'viem'

/** What a plugin's `setup` gets, in the browser at start, before any of its code loads. */
export interface PluginSetup {
  /** Resolves once the stored connections are synced (restored or dropped). */
  afterRestore(): Promise<void>
  /** Runs one of the plugin's actions (its chunk loads first). */
  runAction(action: string, ...args: readonly unknown[]): Promise<unknown>
}

/**
 * A plugin's descriptor: tiny, imported by the host at config time. Its real code (views, store slice,
 * actions, sections) is the module `load()` returns, fetched with dynamic import() the first time it is
 * needed, and never while its flag is off.
 */
export interface PluginDescriptor<TStore = unknown, TView = unknown> {
  /** Unique name, kebab-case. */
  readonly name: string
  /** The flag that gates the plugin; omitted = always on. A string is the flag's name. */
  readonly flag?: string | PluginFlag
  /** The views the plugin adds: view name → its header title. */
  readonly views?: Readonly<Record<string, PluginViewMeta>>
  /** The Connect view shows the module's `connectSection` in this method's place ('email', 'social', or another name, placed after them). */
  readonly connectMethod?: string
  readonly walletFeature?: PluginWalletFeature
  readonly accountTabs?: readonly PluginAccountTab[]
  /** A row the Account view shows under the network row while its `when` holds (opens one of the plugin's views). */
  readonly accountAction?: PluginAccountAction
  /** Names of the actions the lazy part implements; running one loads the chunk first. */
  readonly actions?: readonly string[]
  /** A wallet the plugin brings (its provider is the module's `createProvider`). */
  readonly connector?: PluginConnectorInfo
  /** The plugin signs visitors in to the kit's embedded wallet (the secure login frame): the kit adds its auth connector. */
  readonly embeddedWallet?: boolean
  /**
   * Kit code the lazy part uses, loaded with it: 'format' (context.format: balances, USD, relative time, base
   * units; it brings decimal.js and dayjs), 'viem' (context.publicClient without a wait).
   */
  readonly needs?: readonly PluginNeed[]
  /** Runs once in the browser at start, before any of the plugin's code loads (keep it tiny). */
  readonly setup?: (kit: PluginSetup) => void
  /** Fetches the lazy part. Called at most once per kit instance (again only after a failure). */
  readonly load: () => Promise<PluginModule<TStore, TView>>
}

/** Declared with method syntax so a plugin typed with its own store fits the kit's list of plugins. */
export type PluginAction<TStore = unknown> = {
  run(store: TStore, ...args: readonly unknown[]): unknown
}['run']

export interface PluginModule<TStore = unknown, TView = unknown> {
  /** Builds the plugin's store slice for one kit instance. */
  readonly createStore?: (context: PluginContext) => TStore
  /** View name → component, for every name in the descriptor's `views`. */
  readonly views?: Readonly<Record<string, TView>>
  /** The Connect view section, for plugins with a `connectMethod`. */
  readonly connectSection?: TView
  /** Tab id → component, for every tab in the descriptor's `accountTabs`. */
  readonly accountTabs?: Readonly<Record<string, TView>>
  /** Action name → implementation, for every name in the descriptor's `actions`; receives the store slice. */
  readonly actions?: Readonly<Record<string, PluginAction<TStore>>>
  /** The EIP-1193 provider of the descriptor's `connector` (method syntax: a plugin's own store type fits the kit's list). */
  createProvider?(store: TStore, context: PluginContext): Eip1193Provider
}

/** The connected account as a plugin sees it. */
export interface PluginAccount {
  readonly address: string
  readonly caipAddress: string
  readonly namespace: ChainNamespace
  /** The connector behind the connection (e.g. 'auth' for the embedded wallet). */
  readonly connectorId: string | undefined
  /** §3 embeddedWalletInfo: set for an e-mail or social login. */
  readonly embeddedWalletInfo: EmbeddedWalletInfo | undefined
}

/** A transaction for the connected wallet to send (§5: 'to' and data start with 0x). */
export interface PluginWalletCall {
  readonly to: string
  readonly value?: bigint
  readonly data?: string
}

/** A Solana send (§4 send flow's solana path), built and signed by the Solana adapter: SOL, or the SPL token `token`. */
export interface PluginSolanaTransfer {
  readonly namespace: 'solana'
  readonly to: string
  /** Base units (lamports, or the token's smallest unit). */
  readonly amount: bigint
  /** The SPL token's mint; absent for SOL. */
  readonly token?: string
}

/** The modal's router, as a plugin uses it. */
export interface PluginRouter {
  /** The view showing now and the stack under it (observable). */
  readonly view: string
  readonly history: readonly RouteEntry[]
  /** The current view's arguments. */
  readonly args: unknown
  navigate(view: string, args?: unknown): void
  /** Replaces the current view (no history entry). */
  replace(view: string, args?: unknown): void
  /** §2 back: pops, or shows Account when connected and Connect is next, or closes with one entry left. */
  back(): void
  /** Fetches a view's code ahead of time (the next step of a flow). */
  preload(view: string): void
  /** Opens the modal on a view. */
  open(view?: string, args?: unknown): Promise<void>
  close(): Promise<void>
}

/** Storage namespaced to one plugin of one kit; every read checked with a zod schema (undefined when invalid). */
export interface PluginStorage {
  get<T>(key: string, schema: $ZodType<T>): T | undefined
  set(key: string, value: unknown): void
  remove(key: string): void
}

/** The kit's formatting, as its own views use it (§9 display rules). */
export interface PluginFormat {
  /** Native balance: 3 decimals, truncated (0.000 for zero or not a number). */
  balance(value: string | undefined): string
  /** Token amount: 2 decimals. */
  tokenBalance(value: string): string
  /** US dollars. */
  usd(value: number): string
  /** An address with its head and tail (§9 default: 4 leading and 6 trailing characters). */
  address(address: string, head?: number, tail?: number): string
  /** An e-mail, truncated past 30 characters (§5). */
  email(email: string): string
  /** A shortened relative time ('3 min ago'). */
  relativeTime(date: Date | string | number, now?: number): string
  /** Base units → whole units, with the token's decimals ('1500000', 6 → '1.5'). */
  fromBaseUnits(value: bigint | string, decimals: number): string
  /** Whole units → base units ('1.5', 6 → 1500000n). */
  toBaseUnits(value: string, decimals: number): bigint
  /** A count of pending transactions, capped at the §9 limit of 99: '3', '99', '99+'. */
  pendingCount(count: number): string
}

/** Everything a plugin's lazy part may use of one kit: the public API only. */
export interface PluginContext {
  /** The plugin's own name. */
  readonly plugin: string
  readonly projectId: string
  readonly endpoints: Readonly<Endpoints>
  readonly metadata: Metadata | undefined
  readonly sdkVersion: string
  /** The §9 timings, with the host's `testing.timings` applied (e2e runs shorten the long ones). */
  readonly timings: Readonly<Record<TimingName, number>>

  // ---- account and network (observable) ----
  /** The connected account, or undefined when not connected. */
  readonly account: PluginAccount | undefined
  /** The active network. */
  readonly network: CaipNetwork | undefined
  /** The wallet is on a chain outside `networks`: chain-data calls are not made (§7). */
  readonly isUnsupportedNetwork: boolean
  /** The configured networks, as they are now. */
  readonly networks: readonly CaipNetwork[]
  readonly isModalOpen: boolean
  /** §3 profileName: the account's name, once the kit has read its identity (observable). */
  readonly profileName: string | undefined
  /**
   * The account now has this name (a plugin just registered it): shown at once wherever the kit shows the profile
   * name, as AppKit sets profileName after a registration, and the account's cached identity is dropped so the
   * next lookup asks the cloud again.
   */
  setProfileName(name: string): Promise<void>

  // ---- the wallet ----
  /** EIP-1193 request on the active connection; rejects with the wallet's error (4001 when the visitor says no). */
  request(args: RequestArguments): Promise<unknown>
  /** Sends through the connected wallet; resolves with the transaction hash (a Solana transfer: its signature). */
  sendTransaction(call: PluginWalletCall | PluginSolanaTransfer): Promise<string>
  /**
   * The kit's switchNetwork (§4): the connected wallet is asked (4001 when the visitor says no), or the network is
   * simply set when nobody is connected; a network outside `networks` shows 'Network Not Found' and rejects.
   */
  switchNetwork(network: CaipNetwork): Promise<void>
  /** The account's token balances on the active network (30 s cache; `force` skips it). */
  tokenBalances(force?: boolean): Promise<readonly TokenBalance[]>
  /** Reads the native balance again (after a send). */
  refreshBalance(): Promise<void>
  /** The kit's embedded wallet and its login frame (the auth connector e-mail and social login share), loaded on first use. */
  embeddedWallet(): Promise<EmbeddedWallet>

  // ---- chain data and RPC ----
  /** The chain-data API (projectId, st and sv on every call; answers checked with the schema given). */
  readonly chainData: HttpClient
  /** The API (wallet directory, project config). */
  readonly api: HttpClient
  /** The JSON-RPC URL of a network (default: the active one): the chain-data proxy (§7). */
  rpcUrl(network?: CaipNetwork): string | undefined
  /** A viem public client for a network (default: the active one), on that RPC URL; viem loads with the first call. */
  publicClient(network?: CaipNetwork): Promise<PublicClient>

  // ---- the modal ----
  readonly router: PluginRouter
  toast(message: string, variant: ToastVariant): void
  /** An error toast with a kit error's short message. */
  toastError(error: unknown): void
  /** Shows a §8 alert from the catalogue. */
  alert(id: AlertId, detail?: string): void

  // ---- events, storage, flags, formatting ----
  /** Emits a kit event (subscribeEvents, analytics). */
  emit(event: string, properties?: Record<string, unknown>): void
  /** Storage for this plugin of this kit. */
  readonly storage: PluginStorage
  /** The resolved flags (observable: the remote config may arrive later). */
  readonly flags: ResolvedFlags
  /** A flag's value and source (any name; a plugin flag's own, or a built-in one). */
  flag(name: string): FlagValue<boolean>
  /** The kit's display formatting (§9); the plugin's descriptor lists 'format' in `needs` (UsageError otherwise). */
  readonly format: PluginFormat

  // ---- lifecycle ----
  /** Runs one of the plugin's own actions. */
  runAction(action: string, ...args: readonly unknown[]): Promise<unknown>
  /** Called when the kit is destroyed. */
  onDispose(dispose: () => void): void
  readonly isDestroyed: boolean
}

/** What the kit keeps of a loaded plugin: its checked module, its store slice and its context. */
export interface LoadedPlugin<TStore = unknown, TView = unknown> {
  readonly module: PluginModule<TStore, TView>
  readonly store: TStore
  readonly context: PluginContext
}
