import { z } from 'zod'

/** Social providers in the order the config call lists them (spec §9 remote defaults). */
export const SOCIAL_PROVIDERS = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] as const
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]

/** What a project's remote config turns on; stored as projects.features (jsonb). */
export const projectFeaturesSchema = z.object({
  email: z.boolean(),
  socials: z.array(z.enum(SOCIAL_PROVIDERS)),
  swaps: z.boolean(),
  onramp: z.boolean(),
  activity: z.boolean(),
  multiWallet: z.boolean(),
  /** Features of the project's own plugins, by the remote id their flag names (`flag: { name, remote }`). */
  plugins: z.record(z.string().regex(/^[a-z][a-z0-9_]{0,63}$/), z.boolean()).optional(),
})
export type ProjectFeatures = z.infer<typeof projectFeaturesSchema>

/** A deliberate misbehaviour of the config and origins calls, for client tests. */
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
}
