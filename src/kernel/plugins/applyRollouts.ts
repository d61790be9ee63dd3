import type { FlagValue, IgnoredFlag, PluginFlag, RemoteFeatures } from './flagTypes'
import { rolloutBucket } from './rolloutBucket'

/** The remote config's rollout names (its `rollouts` keys) of the built-in flags; a plugin's is its flag's `remote` id. */
const BUILT_IN: Readonly<Record<string, string>> = { email: 'email', socials: 'socials', swaps: 'swaps', onramp: 'onramp', activity: 'history', multiWallet: 'multiWallet', pay: 'pay' }

const OUTSIDE_ROLLOUT: FlagValue<boolean> = Object.freeze({ value: false, source: 'rollout' })
const NO_SOCIALS_BY_ROLLOUT = Object.freeze({ value: Object.freeze([]), source: 'rollout' as const })

/**
 * Turns off, for this visitor, each feature whose rollout share (0–100, `remote.rollouts`) does not reach the
 * visitor's bucket for it (rolloutBucket). Only narrows: a feature already off stays as it is. `flags` holds the
 * flags narrowed by the remote config (built-in flags, `socials`, and `plugins` by name) and is changed in place; a
 * feature the developer enabled explicitly is added to `ignored` with the reason. The visitor id is asked for only
 * when a share below 100 applies.
 */
export function applyRollouts(
  flags: Record<string, unknown> & { plugins: Record<string, FlagValue<boolean>> },
  remote: RemoteFeatures,
  pluginFlags: readonly PluginFlag[],
  visitor: () => string,
  ignored: IgnoredFlag[],
): void {
  const rollouts = remote.rollouts
  if (!rollouts) return
  const outside = (key: string): boolean => {
    const share = rollouts[key]
    return share !== undefined && share < 100 && rolloutBucket(visitor(), key) >= share
  }
  for (const [key, flag] of Object.entries(BUILT_IN)) {
    const own = flags[flag] as FlagValue<boolean | readonly string[]>
    const on = Array.isArray(own.value) ? own.value.length > 0 : own.value === true
    if (!on || !outside(key)) continue
    if (own.source === 'local') ignored.push(Object.freeze({ flag, local: own.value, remote: false, reason: 'rollout' as const, share: rollouts[key]! }))
    flags[flag] = flag === 'socials' ? NO_SOCIALS_BY_ROLLOUT : OUTSIDE_ROLLOUT
  }
  for (const { name, remote: key } of pluginFlags) {
    const own = flags.plugins[name]
    if (key === undefined || !own?.value || !outside(key)) continue
    if (own.source === 'local') ignored.push(Object.freeze({ flag: name, local: true, remote: false, reason: 'rollout' as const, share: rollouts[key]! }))
    flags.plugins[name] = OUTSIDE_ROLLOUT
  }
}
