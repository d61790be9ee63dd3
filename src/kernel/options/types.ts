/** The input interface of createAppKit (AppKit's names) and the frozen record `parseOptions` resolves it to. */
import type { TimingName } from '../constants'
import type { PluginDescriptor } from '../plugins/types'
import type { StorageOption } from '../storage/storage'
import type { ChainAdapter } from '../adapterTypes'
import type {
  AccountType,
  CaipNetwork,
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

/** The options of createAppKit (AppKit's names, plus plugins, endpoints, storage and testing). */
export interface AppKitOptions {
  projectId: string
  networks: readonly [CaipNetwork, ...CaipNetwork[]]
  defaultNetwork?: CaipNetwork
  adapters?: readonly ChainAdapter[]
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
  /** Legacy sign-in config; cannot be combined with `siwx`. */
  siweConfig?: object
  siwx?: object
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
  readonly adapters: readonly ChainAdapter[]
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
  readonly siweConfig: object | undefined
  readonly siwx: object | undefined
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
  /** TIMINGS with `testing.timings` applied. */
  readonly timings: Readonly<Record<TimingName, number>>
}
