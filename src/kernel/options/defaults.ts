/** The §6/§9 defaults of the options, and the constant lists the schema and the rules check against. */
import type { AccountType, ChainNamespace, FeatureFlag, SocialProvider } from '../types'
import type { AppKitOptions, ResolvedFeatures } from './types'

/** Social providers in their default order (§9). */
export const DEFAULT_SOCIALS: readonly SocialProvider[] = Object.freeze(['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'])

/** Allowed providers, as §5 lists them (plus farcaster, §1). */
export const ALLOWED_SOCIALS = ['google', 'github', 'apple', 'facebook', 'x', 'discord', 'farcaster'] as const

export const DEFAULT_FEATURES: ResolvedFeatures = Object.freeze<ResolvedFeatures>({
  receive: true,
  send: true,
  emailShowWallets: true,
  analytics: true,
  allWallets: true,
  email: true,
  socials: DEFAULT_SOCIALS,
  swaps: true,
  onramp: true,
  history: true,
  legalCheckbox: false,
  smartSessions: false,
  collapseWallets: false,
  pay: false,
  multiWallet: false,
  connectMethodsOrder: Object.freeze(['email', 'social', 'wallet']),
  walletFeaturesOrder: Object.freeze(['onramp', 'swaps', 'receive', 'send']),
  connectorTypeOrder: Object.freeze(['walletConnect', 'recent', 'injected', 'featured', 'custom', 'external', 'recommended']),
})

export const DEFAULT_ACCOUNT_TYPES: Readonly<Record<ChainNamespace, AccountType>> = Object.freeze({
  eip155: 'smartAccount',
  solana: 'eoa',
  polkadot: 'eoa',
  bip122: 'payment',
})

/** The feature flags in `features` (a plugin's `flag` names one of them). */
export const FEATURE_FLAGS = [
  'swaps', 'onramp', 'receive', 'send', 'email', 'emailShowWallets', 'socials', 'history', 'analytics',
  'allWallets', 'legalCheckbox', 'smartSessions', 'collapseWallets', 'pay', 'multiWallet',
] as const satisfies readonly FeatureFlag[]


/** The boolean options and their defaults (AppKit's names and defaults, §6); the schema checks each is a boolean. */
export const BOOLEAN_OPTIONS = {
  enableEIP6963: true,
  enableReconnect: true,
  manualWCControl: false,
  enableEmbedded: false,
  disableAppend: false,
  debug: false,
  allowUnsupportedChain: false,
  enableWalletConnect: true,
  enableInjected: true,
  enableCoinbase: true,
  enableWallets: true,
  enableNetworkSwitch: true,
  enableWalletGuide: true,
  basic: false,
  disableProviderPing: false,
} as const satisfies Partial<Record<keyof AppKitOptions, boolean>>
