/**
 * The project's remote config (GET /appkit/v1/config) applied to the local flags (flags.ts): it may only turn
 * features off, never on, for everyone (isEnabled) or for the visitors outside a feature's rollout share
 * (applyRollouts). A feature the developer enabled explicitly and the remote config turned off (or, for socials,
 * narrowed) is listed in `ignored`. In the intent chunk, with the config call.
 */
import { applyRollouts } from './applyRollouts'
import { BOOLEAN_FLAGS } from './flags'
import type { FlagValue, IgnoredFlag, PluginFlag, RemoteFeatures, ResolvedFlags } from './flagTypes'

const OFF_BY_REMOTE: FlagValue<boolean> = Object.freeze({ value: false, source: 'remote' })

export function narrowFlags(local: ResolvedFlags, remote: RemoteFeatures, pluginFlags: readonly PluginFlag[], visitor: () => string): ResolvedFlags {
  const ignored: IgnoredFlag[] = []
  /** A local flag the remote value turns off, if it does. */
  const narrow = (flag: string, own: FlagValue<boolean>, remoteValue: boolean | undefined): FlagValue<boolean> => {
    if (!own.value || remoteValue !== false) return own
    if (own.source === 'local') ignored.push(Object.freeze({ flag, local: true, remote: false }))
    return OFF_BY_REMOTE
  }
  const result: Record<string, unknown> = {}
  for (const flag of BOOLEAN_FLAGS) {
    result[flag] = narrow(flag, local[flag], flag in remote ? (remote as Partial<Record<string, boolean>>)[flag] : undefined)
  }

  const localSocials = local.socials.value
  const remoteSocials = remote.socials
  if (remoteSocials === undefined) {
    result.socials = local.socials
  } else {
    const value = Object.freeze(remoteSocials.filter((provider) => localSocials.includes(provider)))
    const changed = value.length !== localSocials.length || value.some((provider, index) => provider !== localSocials[index])
    result.socials = changed ? Object.freeze({ value, source: 'remote' }) : local.socials
    const dropped = localSocials.some((provider) => !value.includes(provider))
    if (dropped && local.socials.source === 'local') ignored.push(Object.freeze({ flag: 'socials', local: localSocials, remote: remoteSocials }))
  }

  const plugins: Record<string, FlagValue<boolean>> = { ...local.plugins }
  const seen = new Set<string>()
  for (const { name, remote: remoteKey } of pluginFlags) {
    const own = local.plugins[name]
    if (!own || seen.has(name)) continue
    seen.add(name)
    plugins[name] = narrow(name, own, remoteKey === undefined ? undefined : remote.byId?.[remoteKey])
  }
  applyRollouts(Object.assign(result, { plugins }), remote, pluginFlags, visitor, ignored)
  result.plugins = Object.freeze(plugins)
  result.ignored = Object.freeze(ignored)
  return Object.freeze(result) as ResolvedFlags
}
