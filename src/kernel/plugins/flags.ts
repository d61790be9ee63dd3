/**
 * Feature flag resolution (DESIGN.md "Local options are the authority"): the local options decide, the
 * project's remote config (GET /appkit/v1/config) may only turn features off, never on. The result is one
 * deeply frozen record saying, for every flag, its value and where it came from.
 */
import type { ResolvedOptions } from '../options'
import type { FeatureFlag } from '../types'
import type { BooleanFeatureFlag, FlagSource, FlagValue, IgnoredFlag, PluginFlag, RemoteFeatures, ResolvedFlags } from './flagTypes'

const BOOLEAN_FLAGS: readonly BooleanFeatureFlag[] = [
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

/**
 * A plugin flag that is none of the built-in names: on unless `features[name]` is false locally; its `remote`
 * key, when the remote config lists that feature as disabled, turns it off.
 */
function resolvePluginFlag(flag: PluginFlag, options: ResolvedOptions, remote: RemoteFeatures | null, ignored: IgnoredFlag[]): FlagValue<boolean> {
  const given = (options.features as unknown as Readonly<Record<string, unknown>>)[flag.name]
  const explicit = typeof given === 'boolean'
  const local = explicit ? given : true
  const remoteValue = flag.remote === undefined ? undefined : remote?.byId?.[flag.remote]
  if (local && remoteValue === false) {
    if (explicit) ignored.push(Object.freeze({ flag: flag.name, local, remote: remoteValue }))
    return Object.freeze({ value: false, source: 'remote' })
  }
  return Object.freeze({ value: local, source: explicit ? 'local' : 'default' })
}

/**
 * Resolves the flags from the local options and the remote config (null when it is unavailable, in which
 * case the local values apply).
 */
export function resolveFlags(options: ResolvedOptions, remote: RemoteFeatures | null, pluginFlags: readonly PluginFlag[] = []): ResolvedFlags {
  const { features, explicitFeatures } = options
  const localSource = (flag: FeatureFlag): FlagSource => (explicitFeatures.has(flag) ? 'local' : 'default')
  const ignored: IgnoredFlag[] = []
  const result: Record<string, unknown> = {}

  for (const flag of BOOLEAN_FLAGS) {
    const local = features[flag]
    const remoteValue = remote && flag in remote ? (remote as Partial<Record<BooleanFeatureFlag, boolean>>)[flag] : undefined
    const turnedOff = local && remoteValue === false
    result[flag] = Object.freeze({ value: turnedOff ? false : local, source: turnedOff ? 'remote' : localSource(flag) })
    if (turnedOff && explicitFeatures.has(flag)) ignored.push(Object.freeze({ flag, local, remote: remoteValue }))
  }

  const localSocials = features.socials
  const remoteSocials = remote?.socials
  if (remoteSocials === undefined) {
    result.socials = Object.freeze({ value: localSocials, source: localSource('socials') })
  } else {
    const value = Object.freeze(remoteSocials.filter((provider) => localSocials.includes(provider)))
    const changed = value.length !== localSocials.length || value.some((provider, index) => provider !== localSocials[index])
    result.socials = Object.freeze({ value, source: changed ? 'remote' : localSource('socials') })
    const dropped = localSocials.some((provider) => !value.includes(provider))
    if (dropped && explicitFeatures.has('socials')) ignored.push(Object.freeze({ flag: 'socials', local: localSocials, remote: remoteSocials }))
  }

  const plugins: Record<string, FlagValue<boolean>> = {}
  for (const flag of pluginFlags) {
    if (flag.name === 'socials' || isBuiltIn(flag.name) || Object.hasOwn(plugins, flag.name)) continue
    plugins[flag.name] = resolvePluginFlag(flag, options, remote, ignored)
  }
  result.plugins = Object.freeze(plugins)
  result.ignored = Object.freeze(ignored)
  return Object.freeze(result) as ResolvedFlags
}
