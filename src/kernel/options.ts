/**
 * createAppKit options: the input interface (AppKit's names), its zod schema, the §5 option errors and
 * the §6/§9 defaults. `parseOptions` validates everything before anything is built, then resolves one
 * frozen record with every default applied.
 */
import * as z from 'zod/mini'
import { isCaipNetworkId } from './caip'
import { DEFAULT_CHAIN_ID, DEFAULT_ENDPOINTS, TIMINGS, type TimingName } from './constants'
import { ERROR_TEXTS, OptionsError } from './errors'
import type { GangwayPlugin } from './plugins/types'
import type { StorageOption } from './storage/storage'
import type {
  AccountType,
  CaipNetwork,
  ChainAdapter,
  ChainNamespace,
  ConnectMethod,
  ConnectorGroup,
  CustomWallet,
  Endpoints,
  FeatureFlag,
  Features,
  Metadata,
  SocialProvider,
  ThemeMode,
  ThemeVariables,
  WalletFeature,
} from './types'

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
  plugins?: readonly GangwayPlugin[]
  endpoints?: Partial<Endpoints>
  storage?: StorageOption
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
  readonly plugins: readonly GangwayPlugin[]
  readonly endpoints: Readonly<Endpoints>
  readonly storage: StorageOption
  readonly debug: boolean
  readonly termsConditionsUrl: string | undefined
  readonly privacyPolicyUrl: string | undefined
  /** TIMINGS with `testing.timings` applied. */
  readonly timings: Readonly<Record<TimingName, number>>
}

// ---- defaults (§6, §9) ----

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

/** Plugin names that request the embedded wallet (the login frame). */
const EMBEDDED_WALLET_PLUGINS = ['email', 'social']

const FEATURE_FLAGS = [
  'swaps', 'onramp', 'receive', 'send', 'email', 'emailShowWallets', 'socials', 'history', 'analytics',
  'allWallets', 'legalCheckbox', 'smartSessions', 'collapseWallets', 'pay', 'multiWallet',
] as const satisfies readonly FeatureFlag[]

// ---- schema (validation only: the resolved record is built from the validated input) ----

const REASON = {
  projectId: 'a project identifier is required',
  networks: 'at least one network is required',
  siwx: 'siweConfig and siwx cannot both be set',
  embedded: 'the embedded wallet needs a project id and e-mail or socials enabled',
} as const

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const quote = (value: unknown) => (typeof value === 'string' ? `'${value}'` : String(value))

const namespaceSchema = z.enum(['eip155', 'solana', 'polkadot', 'bip122'])
const accountTypeSchema = z.enum(['eoa', 'smartAccount', 'payment', 'ordinal', 'stx'])
const stringList = z.array(z.string())

const networkSchema = z
  .looseObject({
    id: z.union([z.number(), z.string()], { error: 'expected a number or a string' }),
    caipNetworkId: z.string().check(
      z.refine(isCaipNetworkId, { error: (issue) => `${ERROR_TEXTS.invalidCaip2} ${quote(issue.input)}` }),
    ),
    chainNamespace: namespaceSchema,
    name: z.string(),
    nativeCurrency: z.object({ name: z.string(), symbol: z.string(), decimals: z.number() }),
    rpcUrls: z.object({ default: z.object({ http: stringList, webSocket: z.optional(stringList) }) }),
    blockExplorers: z.optional(z.object({ default: z.object({ name: z.string(), url: z.string() }) })),
    testnet: z.optional(z.boolean()),
  })
  .check(
    z.superRefine((network, ctx) => {
      const [namespace] = String(network.caipNetworkId).split(':')
      if (isCaipNetworkId(network.caipNetworkId) && namespace !== network.chainNamespace) {
        ctx.addIssue({
          code: 'custom',
          path: ['chainNamespace'],
          message: `'${network.chainNamespace}' does not match the caipNetworkId '${network.caipNetworkId}'`,
          input: network.chainNamespace,
        })
      }
    }),
  )

const socialsSchema = z
  .union([z.literal(false), z.array(z.string())], { error: 'expected false or a list of social providers' })
  .check(
    z.superRefine((socials, ctx) => {
      if (socials === false) return
      const unknown = socials.find((provider) => !(ALLOWED_SOCIALS as readonly string[]).includes(provider))
      if (unknown !== undefined) {
        ctx.addIssue({
          code: 'custom',
          message: `unknown social provider '${unknown}'; allowed: ${ALLOWED_SOCIALS.join(', ')}`,
          input: socials,
        })
      }
    }),
  )

const featuresSchema = z.object({
  ...Object.fromEntries(FEATURE_FLAGS.filter((flag) => flag !== 'socials').map((flag) => [flag, z.optional(z.boolean())])),
  socials: z.optional(socialsSchema),
  connectMethodsOrder: z.optional(z.array(z.enum(['email', 'social', 'wallet']))),
  walletFeaturesOrder: z.optional(z.array(z.enum(['onramp', 'swaps', 'receive', 'send']))),
  connectorTypeOrder: z.optional(
    z.array(z.enum(['walletConnect', 'recent', 'injected', 'featured', 'custom', 'external', 'recommended'])),
  ),
})

const isPlugin = (value: unknown): value is GangwayPlugin =>
  isRecord(value) &&
  typeof value.name === 'string' &&
  value.name !== '' &&
  isRecord(value.views) &&
  typeof value.load === 'function' &&
  (value.flag === undefined || (FEATURE_FLAGS as readonly unknown[]).includes(value.flag))

const isStorageBackend = (value: unknown) =>
  value === 'localStorage' ||
  value === 'memory' ||
  (typeof value === 'object' &&
    value !== null &&
    ['getItem', 'setItem', 'removeItem'].every((method) => typeof (value as Record<string, unknown>)[method] === 'function'))

const httpUrl = z.string().check(z.refine((url) => /^https?:\/\/./.test(url), 'expected an http(s) URL'))
const wsUrl = z.string().check(z.refine((url) => /^wss?:\/\/./.test(url), 'expected a ws(s) URL'))

const optionalString = z.optional(z.nullable(z.string()))

const optionsSchema = z.object(
  {
    projectId: z.string({ error: REASON.projectId }).check(z.refine((id) => id.trim() !== '', REASON.projectId)),
    networks: z.array(networkSchema, { error: REASON.networks }).check(z.minLength(1, REASON.networks)),
    defaultNetwork: z.optional(networkSchema),
    themeMode: z.optional(
      z.enum(['light', 'dark'], { error: (issue) => `expected 'light' or 'dark', got ${quote(issue.input)}` }),
    ),
    features: z.optional(featuresSchema),
    adapters: z.optional(
      z.array(
        z.custom<ChainAdapter>((adapter) => isRecord(adapter) && namespaceSchema.safeParse(adapter.namespace).success, {
          error: 'expected an adapter with a known namespace',
        }),
      ),
    ),
    metadata: z.optional(z.object({ name: z.string(), description: z.string(), url: z.string(), icons: stringList })),
    themeVariables: z.optional(
      z.object({
        '--w3m-color-mix': z.optional(z.string()),
        '--w3m-color-mix-strength': z.optional(z.number()),
        '--w3m-font-family': z.optional(z.string()),
        '--w3m-font-size-master': z.optional(z.string()),
        '--w3m-border-radius-master': z.optional(z.string()),
        '--w3m-z-index': z.optional(z.number()),
        '--w3m-accent': z.optional(z.string()),
        '--w3m-background': z.optional(z.string()),
      }),
    ),
    featuredWalletIds: z.optional(stringList),
    includeWalletIds: z.optional(stringList),
    excludeWalletIds: z.optional(stringList),
    customWallets: z.optional(
      z.array(
        z.object({
          id: z.string(),
          name: z.string(),
          homepage: z.optional(z.string()),
          image_url: z.optional(z.string()),
          mobile_link: optionalString,
          desktop_link: optionalString,
          webapp_link: optionalString,
          app_store: optionalString,
          play_store: optionalString,
        }),
      ),
    ),
    enableEIP6963: z.optional(z.boolean()),
    enableReconnect: z.optional(z.boolean()),
    defaultAccountTypes: z.optional(z.partialRecord(namespaceSchema, accountTypeSchema)),
    siweConfig: z.optional(z.custom<object>(isRecord, { error: 'expected an object' })),
    siwx: z.optional(z.custom<object>(isRecord, { error: 'expected an object' })),
    manualWCControl: z.optional(z.boolean()),
    enableEmbedded: z.optional(z.boolean()),
    disableAppend: z.optional(z.boolean()),
    allWallets: z.optional(z.enum(['SHOW', 'HIDE', 'ONLY_MOBILE'])),
    plugins: z.optional(
      z.array(
        z.custom<GangwayPlugin>(isPlugin, {
          error: 'expected a plugin { name: string, views: object, load: function, flag?: a feature key }',
        }),
      ),
    ),
    endpoints: z.optional(
      z.strictObject({
        api: z.optional(httpUrl),
        chainData: z.optional(httpUrl),
        secureSite: z.optional(httpUrl),
        relay: z.optional(wsUrl),
        analytics: z.optional(httpUrl),
      }),
    ),
    storage: z.optional(
      z.custom<StorageOption>(isStorageBackend, {
        error: "expected 'localStorage', 'memory' or an object with getItem, setItem and removeItem",
      }),
    ),
    debug: z.optional(z.boolean()),
    termsConditionsUrl: z.optional(z.string()),
    privacyPolicyUrl: z.optional(z.string()),
    testing: z.optional(
      z.strictObject({
        timings: z.optional(
          z.strictObject(
            Object.fromEntries(
              Object.keys(TIMINGS).map((name) => [name, z.optional(z.number().check(z.nonnegative('expected a number of ms ≥ 0')))]),
            ),
          ),
        ),
      }),
    ),
  },
  { error: 'expected an options object' },
)

type Issue = z.core.$ZodIssue

/** A readable reason for a zod issue that has no message of ours (zod/mini carries no locale). */
function describe(issue: Issue): string {
  if (issue.message && issue.message !== 'Invalid input') return issue.message
  switch (issue.code) {
    case 'invalid_type':
      return `expected ${issue.expected}`
    case 'invalid_value':
      return `expected one of ${issue.values.map((value) => quote(value)).join(', ')}`
    case 'too_small':
      return `expected at least ${String(issue.minimum)}`
    case 'too_big':
      return `expected at most ${String(issue.maximum)}`
    case 'unrecognized_keys':
      return `unknown key(s) ${issue.keys.map((key) => `'${key}'`).join(', ')}`
    default:
      return 'invalid value'
  }
}

function toOptionsError(issue: Issue | undefined): OptionsError {
  if (!issue) return new OptionsError('options', 'invalid value')
  const path = issue.path.map(String).join('.')
  return new OptionsError(path === '' ? 'options' : path, describe(issue))
}

// ---- resolution ----

/** `value` without the keys whose value is undefined (an explicit undefined never overrides a default). */
function defined<T extends object>(value: T | undefined): Partial<T> {
  if (!value) return {}
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as Partial<T>
}

const frozenList = <T>(list: readonly T[] | undefined): readonly T[] => Object.freeze([...(list ?? [])])

function resolveFeatures(input: Features | undefined): ResolvedFeatures {
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

/**
 * Validates createAppKit's options and applies every default. Throws OptionsError (naming the option)
 * on the first problem: the §5 rules first in option order, then the cross-option rules.
 */
export function parseOptions(input: unknown): ResolvedOptions {
  const result = optionsSchema.safeParse(input)
  if (!result.success) throw toOptionsError(result.error.issues[0])
  // The schema has checked every field the resolution reads; the references (networks, adapters,
  // plugins, storage, sign-in configs) are kept as given.
  const options = input as AppKitOptions

  if (options.siweConfig !== undefined && options.siwx !== undefined) throw new OptionsError('siwx', REASON.siwx)

  const plugins = options.plugins ?? []
  const seen = new Set<string>()
  for (const plugin of plugins) {
    if (seen.has(plugin.name)) throw new OptionsError('plugins', `duplicate plugin name '${plugin.name}'`)
    seen.add(plugin.name)
  }

  const features = resolveFeatures(options.features)
  const wantsEmbeddedWallet = plugins.some((plugin) => EMBEDDED_WALLET_PLUGINS.includes(plugin.name))
  if (wantsEmbeddedWallet && !features.email && features.socials.length === 0) {
    throw new OptionsError('features', REASON.embedded)
  }

  const networks = Object.freeze([...options.networks]) as unknown as readonly [CaipNetwork, ...CaipNetwork[]]
  const defaultNetwork =
    options.defaultNetwork ?? networks.find((network) => network.caipNetworkId === DEFAULT_CHAIN_ID) ?? networks[0]

  const explicitFeatures = new Set(Object.keys(defined(options.features)) as (keyof Features)[])

  return Object.freeze({
    projectId: options.projectId,
    networks,
    defaultNetwork,
    adapters: frozenList(options.adapters),
    metadata: options.metadata,
    features,
    explicitFeatures,
    themeMode: options.themeMode ?? 'dark',
    themeVariables: Object.freeze({ ...defined(options.themeVariables) }),
    featuredWalletIds: frozenList(options.featuredWalletIds),
    includeWalletIds: frozenList(options.includeWalletIds),
    excludeWalletIds: frozenList(options.excludeWalletIds),
    customWallets: frozenList(options.customWallets),
    enableEIP6963: options.enableEIP6963 ?? true,
    enableReconnect: options.enableReconnect ?? true,
    defaultAccountTypes: Object.freeze({ ...DEFAULT_ACCOUNT_TYPES, ...defined(options.defaultAccountTypes) }),
    siweConfig: options.siweConfig,
    siwx: options.siwx,
    manualWCControl: options.manualWCControl ?? false,
    enableEmbedded: options.enableEmbedded ?? false,
    disableAppend: options.disableAppend ?? false,
    allWallets: options.allWallets ?? 'SHOW',
    plugins: frozenList(plugins),
    endpoints: Object.freeze({ ...DEFAULT_ENDPOINTS, ...defined(options.endpoints) }),
    storage: options.storage ?? 'localStorage',
    debug: options.debug ?? false,
    termsConditionsUrl: options.termsConditionsUrl,
    privacyPolicyUrl: options.privacyPolicyUrl,
    timings: Object.freeze({ ...TIMINGS, ...defined(options.testing?.timings) }),
  })
}
