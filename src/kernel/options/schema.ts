/**
 * The zod/mini schema of createAppKit's options and the §5 shape errors: validation only (the resolved
 * record is built from the validated input).
 */
import * as z from 'zod/mini'
import { TIMINGS } from '../constants'
import { OPTION_REASONS as REASON } from '../errors/options'
import type { SIWEConfig, SIWXConfig } from '../siwx/siwxTypes'
import type { PluginDescriptor } from '../plugins/types'
import type { StorageOption } from '../storage/storage'
import type { ChainAdapter } from '../adapterTypes'
import { namespaceRecord, stringRecord } from '../../protocol/zodRecords'
import { isCaipNetworkId } from '../caip'
import { ALLOWED_SOCIALS, BOOLEAN_OPTIONS, FEATURE_FLAGS } from './defaults'
import { namespaceSchema, networkSchema } from './networkSchema'
import { quote } from './reasons'

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const accountTypeSchema = z.enum(['eoa', 'smartAccount', 'payment', 'ordinal', 'stx'])
const stringList = z.array(z.string())

const socialsSchema = z
  .custom<false | string[]>((socials) => socials === false || (Array.isArray(socials) && socials.every((provider) => typeof provider === 'string')), {
    error: 'expected false or a list of social providers',
    abort: true,
  })
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

/** The §2 theme variables; also checks setThemeVariables() at run time. */
export const themeVariablesSchema = z.object({
  '--w3m-color-mix': z.optional(z.string()),
  '--w3m-color-mix-strength': z.optional(z.number()),
  '--w3m-font-family': z.optional(z.string()),
  '--w3m-font-size-master': z.optional(z.string()),
  '--w3m-border-radius-master': z.optional(z.string()),
  '--w3m-z-index': z.optional(z.number()),
  '--w3m-accent': z.optional(z.string()),
  '--w3m-background': z.optional(z.string()),
})

const featuresSchema = z.catchall(z.object({
  ...Object.fromEntries(FEATURE_FLAGS.filter((flag) => flag !== 'socials').map((flag) => [flag, z.optional(z.boolean())])),
  socials: z.optional(socialsSchema),
  connectMethodsOrder: z.optional(z.array(z.enum(['email', 'social', 'wallet']))),
  walletFeaturesOrder: z.optional(z.array(z.enum(['onramp', 'swaps', 'receive', 'send']))),
  connectorTypeOrder: z.optional(
    z.array(z.enum(['walletConnect', 'recent', 'injected', 'featured', 'custom', 'external', 'recommended'])),
  ),
  // A plugin's own flag (any other name) is a boolean too.
}), z.boolean())

const isPlugin = (value: unknown): value is PluginDescriptor =>
  isRecord(value) &&
  typeof value.name === 'string' &&
  value.name !== '' &&
  (value.views === undefined || isRecord(value.views)) &&
  typeof value.load === 'function' &&
  (value.flag === undefined || (typeof value.flag === 'string' && value.flag !== '') || (isRecord(value.flag) && typeof value.flag.name === 'string' && value.flag.name !== ''))

const isStorageBackend = (value: unknown) =>
  value === 'localStorage' ||
  value === 'memory' ||
  (typeof value === 'object' &&
    value !== null &&
    ['getItem', 'setItem', 'removeItem'].every((method) => typeof (value as Record<string, unknown>)[method] === 'function'))

const httpUrl = z.string().check(z.refine((url) => /^https?:\/\/./.test(url), 'expected an http(s) URL'))
const wsUrl = z.string().check(z.refine((url) => /^wss?:\/\/./.test(url), 'expected a ws(s) URL'))

const optionalString = z.optional(z.nullable(z.string()))
const flag = z.optional(z.boolean())

/** A record keyed by CAIP-2 network ids ('eip155:1'): customRpcUrls, tokens, the WalletConnect rpcMap. */
const networkRecord = <T extends z.ZodMiniType>(value: T) =>
  z.optional(stringRecord(value).check(z.refine((record) => Object.keys(record).every(isCaipNetworkId), "expected CAIP-2 network ids as keys")))
const listRecord = z.optional(stringRecord(stringList))

export const optionsSchema = z.object(
  {
    projectId: z.string({ error: REASON.projectId }).check(z.refine((id) => id.trim() !== '', REASON.projectId)),
    networks: z.array(networkSchema, { error: REASON.networks }).check(z.refine((networks) => networks.length > 0, REASON.networks)),
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
    themeVariables: z.optional(themeVariablesSchema),
    featuredWalletIds: z.optional(stringList),
    includeWalletIds: z.optional(stringList),
    excludeWalletIds: z.optional(stringList),
    ...Object.fromEntries(Object.keys(BOOLEAN_OPTIONS).map((name) => [name, flag])),
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
    defaultAccountTypes: z.optional(namespaceRecord(accountTypeSchema)),
    // Their methods are checked when sign-in first starts (the siwx slice), so the check stays out of the entry.
    siweConfig: z.optional(z.custom<SIWEConfig>(isRecord, { error: 'expected an object' })),
    siwx: z.optional(z.custom<SIWXConfig>(isRecord, { error: 'expected an object' })),
    allWallets: z.optional(z.enum(['SHOW', 'HIDE', 'ONLY_MOBILE'])),
    plugins: z.optional(
      z.array(
        z.custom<PluginDescriptor>(isPlugin, {
          error: 'expected a plugin { name: string, load: function, views?: object, flag?: a name or { name, remote? } }',
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
        fonts: z.optional(httpUrl),
      }),
    ),
    storage: z.optional(
      z.custom<StorageOption>(isStorageBackend, {
        error: "expected 'localStorage', 'memory' or an object with getItem, setItem and removeItem",
      }),
    ),
    // It becomes part of every storage key (`@gangway/<projectId>:<storageKey>/…`): short and plain.
    storageKey: z.optional(z.string().check(z.refine((key) => /^[\w.-]{1,64}$/.test(key), "expected 1 to 64 of a-z A-Z 0-9 . _ -"))),
    termsConditionsUrl: z.optional(z.string()),
    privacyPolicyUrl: z.optional(z.string()),
    chainImages: z.optional(stringRecord(z.string())),
    connectorImages: z.optional(stringRecord(z.string())),
    customRpcUrls: networkRecord(z.array(z.object({ url: httpUrl, config: z.optional(z.custom<object>(isRecord, { error: 'expected an object' })) }))),
    tokens: networkRecord(
      z.object({
        address: z.string().check(z.refine((address) => /^0x[\da-f]{40}$/i.test(address), 'expected a 0x address')),
        image: z.optional(z.string()),
      }),
    ),
    universalProviderConfigOverride: z.optional(
      z.strictObject({ methods: listRecord, chains: listRecord, events: listRecord, rpcMap: networkRecord(httpUrl), defaultChain: z.optional(z.string()) }),
    ),
    testing: z.optional(
      z.strictObject({
        timings: z.optional(
          z.strictObject(
            Object.fromEntries(
              Object.keys(TIMINGS).map((name) => [name, z.optional(z.number().check(z.refine((ms) => ms >= 0, 'expected a number of ms ≥ 0')))]),
            ),
          ),
        ),
      }),
    ),
  },
  { error: 'expected an options object' },
)
