/** Builds the frozen ResolvedOptions from validated options, with every §6/§9 default applied. */
import { DEFAULT_CHAIN_ID, DEFAULT_ENDPOINTS, TIMINGS } from '../constants'
import type { CaipNetwork, Features } from '../types'
import { BOOLEAN_OPTIONS, DEFAULT_ACCOUNT_TYPES, DEFAULT_FEATURES } from './defaults'
import type { AppKitOptions, ResolvedFeatures, ResolvedOptions } from './types'

/** `value` without the keys whose value is undefined (an explicit undefined never overrides a default). */
function defined<T extends object>(value: T | undefined): Partial<T> {
  if (!value) return {}
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as Partial<T>
}

const frozenList = <T>(list: readonly T[] | undefined): readonly T[] => Object.freeze([...(list ?? [])])

/** `features` with every default applied; `socials: false` becomes an empty list, repeated providers are dropped. */
export function resolveFeatures(input: Features | undefined): ResolvedFeatures {
  const given = defined(input)
  const socials = given.socials === undefined ? DEFAULT_FEATURES.socials : given.socials === false ? [] : [...new Set(given.socials)]
  return Object.freeze({
    ...DEFAULT_FEATURES,
    ...given,
    socials: Object.freeze(socials),
    connectMethodsOrder: frozenList(given.connectMethodsOrder ?? DEFAULT_FEATURES.connectMethodsOrder),
    walletFeaturesOrder: frozenList(given.walletFeaturesOrder ?? DEFAULT_FEATURES.walletFeaturesOrder),
    connectorTypeOrder: frozenList(given.connectorTypeOrder ?? DEFAULT_FEATURES.connectorTypeOrder),
  })
}

const EMPTY = Object.freeze({})

/** The options the resolution keeps as given when set, and their defaults when not. */
const KEPT_DEFAULTS = {
  ...BOOLEAN_OPTIONS,
  themeMode: 'dark',
  allWallets: 'SHOW',
  storage: 'localStorage',
  chainImages: EMPTY,
  connectorImages: EMPTY,
  customRpcUrls: EMPTY,
  tokens: EMPTY,
} as const

/** The resolved record of options the schema has accepted; `features` is resolveFeatures(options.features). */
export function resolveOptions(options: AppKitOptions, features: ResolvedFeatures): ResolvedOptions {
  const networks = Object.freeze([...options.networks]) as unknown as readonly [CaipNetwork, ...CaipNetwork[]]
  const defaultNetwork =
    options.defaultNetwork ?? networks.find((network) => network.caipNetworkId === DEFAULT_CHAIN_ID) ?? networks[0]

  const explicitFeatures = new Set(Object.keys(defined(options.features)) as (keyof Features)[])

  // Every option set (not undefined) over the defaults, then the ones resolved from what was given. The options
  // kept as given without a default (metadata, sign-in configs, …) are absent, so undefined, when not set.
  return Object.freeze({
    ...KEPT_DEFAULTS,
    ...defined(options),
    projectId: options.projectId,
    networks,
    defaultNetwork,
    adapters: frozenList(options.adapters),
    features,
    explicitFeatures,
    themeVariables: Object.freeze({ ...defined(options.themeVariables) }),
    featuredWalletIds: frozenList(options.featuredWalletIds),
    includeWalletIds: frozenList(options.includeWalletIds),
    excludeWalletIds: frozenList(options.excludeWalletIds),
    customWallets: frozenList(options.customWallets),
    defaultAccountTypes: Object.freeze({ ...DEFAULT_ACCOUNT_TYPES, ...defined(options.defaultAccountTypes) }),
    plugins: frozenList(options.plugins),
    endpoints: Object.freeze({ ...DEFAULT_ENDPOINTS, ...defined(options.endpoints) }),
    timings: Object.freeze({ ...TIMINGS, ...defined(options.testing?.timings) }),
  } satisfies Omit<ResolvedOptions, 'metadata' | 'siweConfig' | 'siwx' | 'storageKey' | 'termsConditionsUrl' | 'privacyPolicyUrl' | 'universalProviderConfigOverride'>) as ResolvedOptions
}
