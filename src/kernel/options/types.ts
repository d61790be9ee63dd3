/** The input interface of createAppKit (AppKit's names) and the frozen record `parseOptions` resolves it to. */
import type { TimingName } from '../constants'
import type { PluginDescriptor } from '../plugins/types'
import type { StorageOption } from '../storage/storage'
import type { AnyChainAdapter } from '../adapterTypes'
import type { SIWEConfig, SIWXConfig } from '../siwx/siwxTypes'
import type {
  AccountType,
  CaipNetwork,
  CaipNetworkId,
  ChainNamespace,
  ConnectMethod,
  ConnectorGroup,
  CustomWallet,
  Endpoints,
  Features,
  Metadata,
  SocialProvider,
  ThemeMode,
  ThemeVariables,
  WalletFeature,
} from '../types'

export type AllWalletsOption = 'SHOW' | 'HIDE' | 'ONLY_MOBILE'

/** AppKit's customRpcUrls entry: a JSON-RPC URL, and the viem HTTP transport config to reach it with. */
export interface CustomRpcUrl {
  url: string
  /** Handed to viem's `http(url, config)` where the kit makes a viem client for the network (plugins' publicClient). */
  config?: object
}

/** AppKit's `tokens` entry: the ERC-20 whose balance the account shows on that network instead of the native one. */
export interface TokenOption {
  address: string
  image?: string
}

/** AppKit's universalProviderConfigOverride: replaces parts of the WalletConnect session proposal, per namespace. */
export interface UniversalProviderConfigOverride {
  /** Namespace → the methods asked for (replaces the kit's list). */
  methods?: Readonly<Record<string, readonly string[]>>
  /** Namespace → the CAIP-2 chains asked for (replaces the configured networks). */
  chains?: Readonly<Record<string, readonly string[]>>
  /** Namespace → the events asked for. */
  events?: Readonly<Record<string, readonly string[]>>
  /** CAIP-2 chain → JSON-RPC URL for the session's reads (wins over the kit's URL for that chain). */
  rpcMap?: Readonly<Record<string, string>>
  /** The CAIP-2 chain the session starts on when the kit's active network is not among the approved ones. */
  defaultChain?: string
}

/** The options of createAppKit (AppKit's names, plus plugins, endpoints, storage and testing). */
export interface AppKitOptions {
  projectId: string
  networks: readonly [CaipNetwork, ...CaipNetwork[]]
  defaultNetwork?: CaipNetwork
  adapters?: readonly AnyChainAdapter[]
  metadata?: Metadata
  features?: Features
  themeMode?: ThemeMode
  themeVariables?: ThemeVariables
  featuredWalletIds?: readonly string[]
  includeWalletIds?: readonly string[]
  excludeWalletIds?: readonly string[]
  customWallets?: readonly CustomWallet[]
  enableEIP6963?: boolean
  enableReconnect?: boolean
  defaultAccountTypes?: Partial<Record<ChainNamespace, AccountType>>
  /** Sign in with the wallet, AppKit's older SIWE shape (mapped onto SIWXConfig); cannot be combined with `siwx`. */
  siweConfig?: SIWEConfig
  /** Sign in with the wallet after connecting (AppKit's SIWXConfig; `cloudSiwx()` from gangway/siwx uses the reference cloud). */
  siwx?: SIWXConfig
  manualWCControl?: boolean
  enableEmbedded?: boolean
  disableAppend?: boolean
  allWallets?: AllWalletsOption
  plugins?: readonly PluginDescriptor[]
  endpoints?: Partial<Endpoints>
  storage?: StorageOption
  /** Keeps this kit's storage apart from another kit of the same project on the page (letters, digits, '.', '_', '-'). */
  storageKey?: string
  debug?: boolean
  termsConditionsUrl?: string
  privacyPolicyUrl?: string
  /** A wallet on a chain outside `networks` is allowed: connecting does not force SwitchNetwork (default false). */
  allowUnsupportedChain?: boolean
  /** false: no WalletConnect connector, QR row, or directory wallets that need it (default true). */
  enableWalletConnect?: boolean
  /** false: injected and EIP-6963 announced wallets are not listed (default true). */
  enableInjected?: boolean
  /** false: the Coinbase Wallet connector (rdns com.coinbase.wallet) is not listed (default true). */
  enableCoinbase?: boolean
  /** false: the Connect view offers e-mail and social login only, no wallet list (default true). */
  enableWallets?: boolean
  /** false: the visitor cannot switch network from the modal; switchNetwork() from code still works (default true). */
  enableNetworkSwitch?: boolean
  /** false: no "Haven't got a wallet? Get started" link under Connect (default true). */
  enableWalletGuide?: boolean
  /** Network images by chain id (network.id), wherever the modal draws a network icon. */
  chainImages?: Readonly<Record<number | string, string>>
  /** Wallet images by connector id (or directory wallet id), in the wallet lists. */
  connectorImages?: Readonly<Record<string, string>>
  /** JSON-RPC URLs by CAIP-2 network id: the first is used instead of the chain-data proxy. */
  customRpcUrls?: Readonly<Partial<Record<CaipNetworkId, readonly CustomRpcUrl[]>>>
  /** The ERC-20 whose balance the account shows, by CAIP-2 network id. */
  tokens?: Readonly<Partial<Record<CaipNetworkId, TokenOption>>>
  /** AppKit's basic mode: wallet connection only (e-mail, socials, swaps and onramp off). Default false. */
  basic?: boolean
  /**
   * No test ping (§7): by default each open of the modal sends one eth_chainId to the active network's node; a node
   * that fails it is skipped for later requests (the next of customRpcUrls, the chain-data proxy, the rpcMap of
   * universalProviderConfigOverride, the network's own rpcUrls). The name is WalletConnect UniversalProvider's.
   */
  disableProviderPing?: boolean
  universalProviderConfigOverride?: UniversalProviderConfigOverride
  /** For test runs only: shortens the §9 timings (ms), e.g. `{ timings: { frameLoadTimeout: 2000 } }`. */
  testing?: { timings?: Partial<Record<TimingName, number>> }
}

/** `features` with every default applied; `socials: false` resolves to an empty list. */
export interface ResolvedFeatures {
  readonly swaps: boolean
  readonly onramp: boolean
  readonly receive: boolean
  readonly send: boolean
  readonly email: boolean
  readonly emailShowWallets: boolean
  readonly socials: readonly SocialProvider[]
  readonly history: boolean
  readonly analytics: boolean
  readonly allWallets: boolean
  readonly legalCheckbox: boolean
  readonly smartSessions: boolean
  readonly collapseWallets: boolean
  readonly pay: boolean
  readonly multiWallet: boolean
  readonly connectMethodsOrder: readonly ConnectMethod[]
  readonly walletFeaturesOrder: readonly WalletFeature[]
  readonly connectorTypeOrder: readonly ConnectorGroup[]
}

export interface ResolvedOptions {
  readonly projectId: string
  readonly networks: readonly [CaipNetwork, ...CaipNetwork[]]
  readonly defaultNetwork: CaipNetwork
  readonly adapters: readonly AnyChainAdapter[]
  readonly metadata: Metadata | undefined
  readonly features: ResolvedFeatures
  /** The feature keys the developer set (not undefined) in `features`. */
  readonly explicitFeatures: ReadonlySet<keyof Features>
  readonly themeMode: ThemeMode
  readonly themeVariables: Readonly<ThemeVariables>
  readonly featuredWalletIds: readonly string[]
  readonly includeWalletIds: readonly string[]
  readonly excludeWalletIds: readonly string[]
  readonly customWallets: readonly CustomWallet[]
  readonly enableEIP6963: boolean
  readonly enableReconnect: boolean
  readonly defaultAccountTypes: Readonly<Record<ChainNamespace, AccountType>>
  readonly siweConfig: SIWEConfig | undefined
  readonly siwx: SIWXConfig | undefined
  readonly manualWCControl: boolean
  readonly enableEmbedded: boolean
  readonly disableAppend: boolean
  readonly allWallets: AllWalletsOption
  readonly plugins: readonly PluginDescriptor[]
  readonly endpoints: Readonly<Endpoints>
  readonly storage: StorageOption
  readonly storageKey: string | undefined
  readonly debug: boolean
  readonly termsConditionsUrl: string | undefined
  readonly privacyPolicyUrl: string | undefined
  readonly allowUnsupportedChain: boolean
  readonly enableWalletConnect: boolean
  readonly enableInjected: boolean
  readonly enableCoinbase: boolean
  readonly enableWallets: boolean
  readonly enableNetworkSwitch: boolean
  readonly enableWalletGuide: boolean
  readonly basic: boolean
  readonly disableProviderPing: boolean
  readonly chainImages: Readonly<Record<string, string>>
  readonly connectorImages: Readonly<Record<string, string>>
  readonly customRpcUrls: Readonly<Partial<Record<string, readonly CustomRpcUrl[]>>>
  readonly tokens: Readonly<Partial<Record<string, TokenOption>>>
  readonly universalProviderConfigOverride: UniversalProviderConfigOverride | undefined
  /** TIMINGS with `testing.timings` applied. */
  readonly timings: Readonly<Record<TimingName, number>>
}
