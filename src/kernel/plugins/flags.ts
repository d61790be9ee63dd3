/**
 * Feature flag resolution (DESIGN.md "Local options are the authority"): the local options decide, the
 * project's remote config (GET /appkit/v1/config) may only turn features off, never on. The result is one
 * deeply frozen record saying, for every flag, its value and where it came from.
 */
import type { ResolvedOptions } from '../options'
import type { FeatureFlag, SocialProvider } from '../types'

/**
 * The remote config in local flag names. A key is absent when the remote config does not cover it.
 * email: social_login enabled and its config lists 'email'; socials: social_login's providers in the
 * remote order (empty when social_login is off); history: 'activity'; multiWallet: 'multi_wallet'.
 */
export interface RemoteFeatures {
  readonly email?: boolean
  readonly socials?: readonly SocialProvider[]
  readonly swaps?: boolean
  readonly onramp?: boolean
  readonly history?: boolean
  readonly multiWallet?: boolean
}

export type FlagSource = 'default' | 'local' | 'remote'

export interface FlagValue<T> {
  readonly value: T
  /** 'remote' when the remote config changed the value; else 'local' when the developer set it, else 'default'. */
  readonly source: FlagSource
}

export type BooleanFeatureFlag = Exclude<FeatureFlag, 'socials'>

/** A feature the developer enabled explicitly that the remote config turned off (or, for socials, narrowed). */
export interface IgnoredFlag {
  readonly flag: FeatureFlag | 'socials'
  readonly local: unknown
  readonly remote: unknown
}

export type ResolvedFlags = { readonly [K in BooleanFeatureFlag]: FlagValue<boolean> } & {
  readonly socials: FlagValue<readonly SocialProvider[]>
  readonly ignored: readonly IgnoredFlag[]
}

const BOOLEAN_FLAGS: readonly BooleanFeatureFlag[] = [
  'swaps', 'onramp', 'receive', 'send', 'email', 'emailShowWallets', 'history', 'analytics', 'allWallets',
  'legalCheckbox', 'smartSessions', 'collapseWallets', 'pay', 'multiWallet',
]

/** A plugin flag's on/off value: socials is on when at least one provider is left. */
export function isFlagEnabled(flags: ResolvedFlags, flag: FeatureFlag): boolean {
  return flag === 'socials' ? flags.socials.value.length > 0 : flags[flag].value
}

/**
 * Resolves the flags from the local options and the remote config (null when it is unavailable, in which
 * case the local values apply).
 */
export function resolveFlags(options: ResolvedOptions, remote: RemoteFeatures | null): ResolvedFlags {
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

  result.ignored = Object.freeze(ignored)
  return Object.freeze(result) as ResolvedFlags
}
