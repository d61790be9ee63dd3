/** The types of feature flags (flags.ts resolves them); kept apart so option and plugin types can name them. */
import type { FeatureFlag, SocialProvider } from '../types'

/** A plugin's feature flag: any name. `remote` names the remote config's feature id that may turn it off (never on). */
export interface PluginFlag {
  readonly name: string
  readonly remote?: string
}

/**
 * The remote config in local flag names. A key is absent when the remote config does not cover it.
 * email: social_login enabled and its config lists 'email'; socials: social_login's providers in the
 * remote order (empty when social_login is off); history: 'activity'; multiWallet: 'multi_wallet'; pay: 'pay'.
 */
export interface RemoteFeatures {
  readonly email?: boolean
  readonly socials?: readonly SocialProvider[]
  readonly swaps?: boolean
  readonly onramp?: boolean
  readonly history?: boolean
  readonly multiWallet?: boolean
  readonly pay?: boolean
  /** Every remote feature by its wire id (isEnabled): a plugin flag's `remote` key is looked up here. */
  readonly byId?: Readonly<Record<string, boolean>>
  /**
   * The share of visitors (0–100) each feature is on for, by its rollout name (email, socials, swaps, onramp,
   * activity, multiWallet, pay, or a plugin's remote id); a feature not listed is on for every visitor.
   */
  readonly rollouts?: Readonly<Record<string, number>>
}

/**
 * Why a flag has its value: the kit's default, the developer's option ('local'), the project's remote config turned it
 * off ('remote'), or this visitor is outside the feature's rollout share ('rollout').
 */
export type FlagSource = 'default' | 'local' | 'remote' | 'rollout'

export interface FlagValue<T> {
  readonly value: T
  /** 'rollout' or 'remote' when the remote config changed the value; else 'local' when the developer set it, else 'default'. */
  readonly source: FlagSource
}

export type BooleanFeatureFlag = Exclude<FeatureFlag, 'socials'>

/**
 * A feature the developer enabled explicitly that the remote config turned off (or, for socials, narrowed), or that is
 * off for this visitor, outside its rollout share (`reason: 'rollout'`, with the share).
 */
export interface IgnoredFlag {
  readonly flag: string
  readonly local: unknown
  readonly remote: unknown
  readonly reason?: 'remote' | 'rollout'
  readonly share?: number
}

export type ResolvedFlags = { readonly [K in BooleanFeatureFlag]: FlagValue<boolean> } & {
  readonly socials: FlagValue<readonly SocialProvider[]>
  /** The flags of plugins that are none of the built-in names, by name. */
  readonly plugins: Readonly<Record<string, FlagValue<boolean>>>
  readonly ignored: readonly IgnoredFlag[]
}
