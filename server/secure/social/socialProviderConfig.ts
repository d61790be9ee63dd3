import type { OAuthSocialProvider } from '../../idp/localSocialClients'
import type { SocialProfile } from './socialProfiles'

/** A provider's published endpoints (real providers); the local identity provider's are discovered instead. */
export interface SocialEndpoints {
  authorizationEndpoint: string
  tokenEndpoint: string
  /** OpenID Connect userinfo (Google); absent where the profile comes from elsewhere. */
  userinfoEndpoint?: string
  jwksUri?: string
}

/** Where the user's profile is read after the code exchange. */
export type ProfileSource =
  | { from: 'userinfo' }
  /** The ID token's claims (Apple has no userinfo endpoint). */
  | { from: 'idToken' }
  /** A JSON resource read with the access token; GitHub also lists the e-mails at `emailsUrl`. */
  | { from: 'resource'; url: string; emailsUrl?: string }

/** One OAuth provider as the secure site's client sees it. */
export interface SocialProviderConfig {
  provider: OAuthSocialProvider
  /** For messages: 'Could not reach the Google sign-in service'. */
  name: string
  /** The issuer: discovered from (local) or the ID token's expected `iss` (real OpenID Connect providers). */
  issuer: string
  /** Undefined: discover them from the issuer on first use. */
  endpoints: SocialEndpoints | undefined
  clientId: string
  /** Apple: the client secret is itself a JWT signed with the team's key (generate it, then configure it here). */
  clientSecret: string
  tokenAuth: 'client_secret_basic' | 'client_secret_post'
  redirectUri: string
  scope: string
  /** OpenID Connect: a nonce is sent and the ID token checked against it. */
  usesOidc: boolean
  /** Extra authorization request parameters (Apple: response_mode=form_post, since it asks for the e-mail). */
  authorizationParams: Readonly<Record<string, string>>
  profile: ProfileSource
  /** The profile JSON (and, for GitHub, its e-mail list) → profile; undefined when it names no subject. */
  mapProfile(json: unknown, emails?: unknown): SocialProfile | undefined
}
