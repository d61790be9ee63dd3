import { SOCIAL_PROVIDER_NAMES } from '../../src/protocol/socialProviders'
/**
 * The contract between the local identity provider (server/idp, port 3005) and the secure site (server/secure):
 * one OAuth client per social provider, all served by the local OpenID provider when no real client id is
 * configured. Both sides import these; change them in one place.
 */
export const OAUTH_SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const
export type OAuthSocialProvider = (typeof OAUTH_SOCIAL_PROVIDERS)[number]

/** The local provider's client for `provider`: registered by the identity provider, used by the secure site. */
export function localSocialClient(provider: OAuthSocialProvider, secureSiteUrl: string) {
  return {
    clientId: `gangway-${provider}`,
    clientSecret: `gangway-local-${provider}-secret`,
    redirectUri: `${secureSiteUrl}/social/callback/${provider}`,
    /** Shown on the local sign-in and consent pages: which real provider this client stands in for. */
    displayName: PROVIDER_NAMES[provider],
  }
}

export const PROVIDER_NAMES: Readonly<Record<OAuthSocialProvider, string>> = SOCIAL_PROVIDER_NAMES

/** The local Farcaster relay stand-in lives under this path of the identity provider. */
export const FARCASTER_RELAY_PATH = '/farcaster'
