/** Public types shared by the kernel, the UI and plugins. No runtime code here. */

export type ChainNamespace = 'eip155' | 'solana' | 'polkadot' | 'bip122'
export type CaipNetworkId = `${ChainNamespace}:${string}`
export type CaipAddress = `${ChainNamespace}:${string}:${string}`

/** A network as AppKit's `defineChain` gives it: a viem-style chain plus its CAIP-2 id. */
export interface CaipNetwork {
  id: number | string
  caipNetworkId: CaipNetworkId
  chainNamespace: ChainNamespace
  name: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  rpcUrls: { default: { http: readonly string[]; webSocket?: readonly string[] } }
  blockExplorers?: { default: { name: string; url: string } }
  testnet?: boolean
}

export type ThemeMode = 'light' | 'dark'

/** AppKit's theme variable names (§2: seven variables plus background). */
export interface ThemeVariables {
  '--w3m-color-mix'?: string
  '--w3m-color-mix-strength'?: number
  '--w3m-font-family'?: string
  '--w3m-font-size-master'?: string
  '--w3m-border-radius-master'?: string
  '--w3m-z-index'?: number
  '--w3m-accent'?: string
  '--w3m-background'?: string
}

import type { SocialProvider } from '../protocol/socialProviders'
export { SOCIAL_PROVIDERS, type SocialProvider } from '../protocol/socialProviders'

export type ConnectMethod = 'email' | 'social' | 'wallet'
export type WalletFeature = 'onramp' | 'swaps' | 'receive' | 'send'
export type ConnectorGroup = 'walletConnect' | 'recent' | 'injected' | 'featured' | 'custom' | 'external' | 'recommended'
export type AccountType = 'eoa' | 'smartAccount' | 'payment' | 'ordinal' | 'stx'

/** Local `features` option (AppKit's names). */
export interface Features {
  swaps?: boolean
  onramp?: boolean
  receive?: boolean
  send?: boolean
  email?: boolean
  emailShowWallets?: boolean
  socials?: readonly SocialProvider[] | false
  history?: boolean
  analytics?: boolean
  allWallets?: boolean
  legalCheckbox?: boolean
  smartSessions?: boolean
  collapseWallets?: boolean
  pay?: boolean
  multiWallet?: boolean
  connectMethodsOrder?: readonly ConnectMethod[]
  walletFeaturesOrder?: readonly WalletFeature[]
  connectorTypeOrder?: readonly ConnectorGroup[]
  /** A plugin's own flag: any other name, on unless false (gangway/plugin's `flag`). */
  readonly [pluginFlag: string]: boolean | readonly string[] | undefined
}

/** The boolean feature keys a plugin flag may name. */
export type FeatureFlag =
  | 'swaps'
  | 'onramp'
  | 'receive'
  | 'send'
  | 'email'
  | 'emailShowWallets'
  | 'socials'
  | 'history'
  | 'analytics'
  | 'allWallets'
  | 'legalCheckbox'
  | 'smartSessions'
  | 'collapseWallets'
  | 'pay'
  | 'multiWallet'

export interface Endpoints {
  /** Wallet directory, project config, origins (GET /getWallets, /appkit/v1/config, /projects/v1/origins). */
  api: string
  /** Chain-data API (balances, history, identity, JSON-RPC proxy). */
  chainData: string
  /** Secure site serving the login frame. */
  secureSite: string
  /** WalletConnect relay (ws:// or wss://). */
  relay: string
  /** Analytics sink (POST /e). */
  analytics: string
  /**
   * A fonts stylesheet (§2: the modal's font comes from a fonts host). Unset by default: the modal uses the
   * system font stack and nothing leaves for a fonts host. When set, it is added on the first open.
   */
  fonts?: string
}

/** What the kit needs of a storage: localStorage's shape, synchronous. */
export interface StorageBackend {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

export interface Metadata {
  name: string
  description: string
  url: string
  icons: readonly string[]
}

export interface CustomWallet {
  id: string
  name: string
  homepage?: string
  image_url?: string
  mobile_link?: string | null
  desktop_link?: string | null
  webapp_link?: string | null
  app_store?: string | null
  play_store?: string | null
}

export type ModalView = string

export interface PublicState {
  open: boolean
  loading: boolean
  selectedNetworkId: CaipNetworkId | undefined
  activeChain: ChainNamespace | undefined
  /** The adapters have started and the stored connections were restored (or there were none). */
  initialized: boolean
  /** The wallet a connect attempt is waiting for, if one is. */
  connectingWallet: ConnectingWallet | undefined
}

export interface ConnectingWallet {
  readonly id: string
  readonly name: string
  readonly imageUrl?: string
}
