/**
 * createAppKit options: the input interface (AppKit's names), its zod schema, the §5 option errors and
 * the §6/§9 defaults. `parseOptions` validates everything before anything is built, then resolves one
 * frozen record with every default applied.
 */
export type { AllWalletsOption, AppKitOptions, CustomRpcUrl, ResolvedFeatures, ResolvedOptions, TokenOption, UniversalProviderConfigOverride } from './types'
export { ALLOWED_SOCIALS, DEFAULT_ACCOUNT_TYPES, DEFAULT_FEATURES, DEFAULT_SOCIALS } from './defaults'
export { parseOptions } from './parseOptions'
