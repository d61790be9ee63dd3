import { z } from 'zod'

/** Social providers in the order the config call lists them (spec §9 remote defaults). */
export const SOCIAL_PROVIDERS = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] as const
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]

/** A plugin's remote id, as projects.features.plugins keys it. */
export const PLUGIN_REMOTE_ID = /^[a-z][a-z0-9_]{0,63}$/

/** What a project's remote config turns on; stored as projects.features (jsonb). */
export const projectFeaturesSchema = z.object({
  email: z.boolean(),
  socials: z.array(z.enum(SOCIAL_PROVIDERS)),
  swaps: z.boolean(),
  onramp: z.boolean(),
  activity: z.boolean(),
  multiWallet: z.boolean(),
  /** The pay feature; absent: the config says nothing of it (the kit keeps the app's own setting). */
  pay: z.boolean().optional(),
  /** Features of the project's own plugins, by the remote id their flag names (`flag: { name, remote }`). */
  plugins: z.record(z.string().regex(PLUGIN_REMOTE_ID), z.boolean()).optional(),
})
export type ProjectFeatures = z.infer<typeof projectFeaturesSchema>

/** A deliberate misbehaviour of the config and origins calls, for client tests. */
/** The §6 remote feature names a rollout share may name (besides a plugin's remote id). */
export const REMOTE_FEATURE_NAMES = ['email', 'socials', 'swaps', 'onramp', 'activity', 'multiWallet', 'pay'] as const
export type RemoteFeatureName = (typeof REMOTE_FEATURE_NAMES)[number]

/** Rollout shares by feature name: the percentage (0–100, integer) of visitors the feature is on for. */
export const rolloutsSchema = z.record(z.string(), z.number().int().min(0).max(100))
export type Rollouts = z.infer<typeof rolloutsSchema>

export const PROJECT_FIXTURES = ['rate_limited', 'server_error', 'malformed'] as const
export type ProjectFixture = (typeof PROJECT_FIXTURES)[number]

export interface Project {
  id: string
  name: string
  allowedOrigins: string[]
  /** A seeded dev project: any http(s) page on localhost or 127.0.0.1, on any port, is allowed too (isProjectOrigin). */
  allowLocalOrigins: boolean
  features: ProjectFeatures
  analyticsEnabled: boolean
  /** Gas sponsorship: POST /v1/paymaster signs sponsorships of its smart accounts' user operations (default off). */
  sponsorGas: boolean
  fixture: ProjectFixture | null
  /** Rollout shares (dashboard); absent or empty: every feature is on for everyone its switch says. */
  rollouts?: Rollouts
  /** The secure site serves embedded wallets only to verifiedOrigins (else 'unverified_domain'); default off. */
  requireVerifiedDomain?: boolean
  /** Origins proven with the token at /.well-known/gangway-verification.txt (dashboard "Domain verification"). */
  verifiedOrigins?: readonly string[]
}
