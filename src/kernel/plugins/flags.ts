/**
 * Feature flags as the local options set them (DESIGN.md "Local options are the authority"): one deeply
 * frozen record saying, for every flag, its value and where it came from. The project's remote config may
 * only narrow it, once it arrives (narrowFlags.ts, in the intent chunk).
 */
import type { ResolvedOptions } from '../options'
import type { FeatureFlag } from '../types'
import type { BooleanFeatureFlag, FlagValue, PluginFlag, ResolvedFlags } from './flagTypes'
import type { PluginDescriptor } from './types'

export const BOOLEAN_FLAGS: readonly BooleanFeatureFlag[] = [
  'swaps', 'onramp', 'receive', 'send', 'email', 'emailShowWallets', 'history', 'analytics', 'allWallets',
  'legalCheckbox', 'smartSessions', 'collapseWallets', 'pay', 'multiWallet',
]

const isBuiltIn = (name: string): name is BooleanFeatureFlag => (BOOLEAN_FLAGS as readonly string[]).includes(name)

/** A plugin's flag name (a string flag is its name). */
export function flagNameOf(flag: string | PluginFlag | undefined): string | undefined {
  return typeof flag === 'string' ? flag : flag?.name
}

/** A flag's value and source, any name: a built-in feature, socials (on while a provider is left), or a plugin's own. */
export function flagValue(flags: ResolvedFlags, name: string): FlagValue<boolean> {
  if (name === 'socials') return { value: flags.socials.value.length > 0, source: flags.socials.source }
  if (isBuiltIn(name)) return flags[name]
  return flags.plugins[name] ?? { value: true, source: 'default' }
}

export function isFlagEnabled(flags: ResolvedFlags, name: string): boolean {
  return flagValue(flags, name).value
}

/** The flags the installed plugins declare. */
export function pluginFlagsOf(plugins: readonly PluginDescriptor[]): readonly PluginFlag[] {
  return plugins.flatMap((plugin) => (typeof plugin.flag === 'string' ? [{ name: plugin.flag }] : plugin.flag ? [plugin.flag] : []))
}

/**
 * The flags from the local options alone: a built-in feature as resolved from `features`; a plugin flag that
 * is none of the built-in names on unless `features[name]` is false.
 */
export function localFlags(options: ResolvedOptions, pluginFlags: readonly PluginFlag[] = []): ResolvedFlags {
  const { features, explicitFeatures } = options
  const valueOf = <T>(flag: FeatureFlag, value: T): FlagValue<T> => Object.freeze({ value, source: explicitFeatures.has(flag) ? 'local' : 'default' })
  const result: Record<string, unknown> = { socials: valueOf('socials', features.socials) }
  for (const flag of BOOLEAN_FLAGS) result[flag] = valueOf(flag, features[flag])
  const plugins: Record<string, FlagValue<boolean>> = {}
  for (const { name } of pluginFlags) {
    if (name === 'socials' || isBuiltIn(name) || Object.hasOwn(plugins, name)) continue
    const given = (features as unknown as Readonly<Record<string, unknown>>)[name]
    plugins[name] = Object.freeze(typeof given === 'boolean' ? { value: given, source: 'local' } : { value: true, source: 'default' })
  }
  result.plugins = Object.freeze(plugins)
  result.ignored = Object.freeze([])
  return Object.freeze(result) as ResolvedFlags
}
