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
  readonly flag: string
  readonly local: unknown
  readonly remote: unknown
}

export type ResolvedFlags = { readonly [K in BooleanFeatureFlag]: FlagValue<boolean> } & {
  readonly socials: FlagValue<readonly SocialProvider[]>
  /** The flags of plugins that are none of the built-in names, by name. */
  readonly plugins: Readonly<Record<string, FlagValue<boolean>>>
  readonly ignored: readonly IgnoredFlag[]
}
