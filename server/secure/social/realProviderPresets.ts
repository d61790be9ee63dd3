import type { OAuthSocialProvider } from '../../idp/localSocialClients'
import { mapDiscordUser, mapFacebookUser, mapGithubUser, mapOidcClaims, mapXUser } from './socialProfiles'
import type { SocialProviderConfig } from './socialProviderConfig'

/** What a real provider's client needs besides its id, secret and redirect URI. */
export type ProviderPreset = Omit<SocialProviderConfig, 'provider' | 'name' | 'clientId' | 'clientSecret' | 'redirectUri'>

const plainOAuth = { usesOidc: false, authorizationParams: {} } as const

/**
 * The real providers' published endpoints and profile mappings, used when SOCIAL_<PROVIDER>_CLIENT_ID and
 * _SECRET are set. Register `<SECURE_SITE_URL>/social/callback/<provider>` as the redirect URI at each.
 */
const PRESETS: Record<OAuthSocialProvider, ProviderPreset> = {
  google: {
    issuer: 'https://accounts.google.com',
    endpoints: {
      authorizationEndpoint: 'https://accounts.google.com/o/oauth2/v2/auth',
      tokenEndpoint: 'https://oauth2.googleapis.com/token',
      userinfoEndpoint: 'https://openidconnect.googleapis.com/v1/userinfo',
      jwksUri: 'https://www.googleapis.com/oauth2/v3/certs',
    },
    tokenAuth: 'client_secret_basic',
    scope: 'openid email profile',
    usesOidc: true,
    authorizationParams: {},
    profile: { from: 'userinfo' },
    mapProfile: mapOidcClaims,
  },
  apple: {
    issuer: 'https://appleid.apple.com',
    endpoints: {
      authorizationEndpoint: 'https://appleid.apple.com/auth/authorize',
      tokenEndpoint: 'https://appleid.apple.com/auth/token',
      jwksUri: 'https://appleid.apple.com/auth/keys',
    },
    tokenAuth: 'client_secret_post',
    scope: 'openid email name',
    usesOidc: true,
    // Apple posts the answer when the e-mail or name is asked for; POST /social/callback/apple turns it into the GET.
    authorizationParams: { response_mode: 'form_post' },
    profile: { from: 'idToken' },
    mapProfile: mapOidcClaims,
  },
  github: {
    ...plainOAuth,
    issuer: 'https://github.com',
    endpoints: { authorizationEndpoint: 'https://github.com/login/oauth/authorize', tokenEndpoint: 'https://github.com/login/oauth/access_token' },
    tokenAuth: 'client_secret_post',
    scope: 'read:user user:email',
    profile: { from: 'resource', url: 'https://api.github.com/user', emailsUrl: 'https://api.github.com/user/emails' },
    mapProfile: mapGithubUser,
  },
  discord: {
    ...plainOAuth,
    issuer: 'https://discord.com',
    endpoints: { authorizationEndpoint: 'https://discord.com/oauth2/authorize', tokenEndpoint: 'https://discord.com/api/oauth2/token' },
    tokenAuth: 'client_secret_basic',
    scope: 'identify email',
    profile: { from: 'resource', url: 'https://discord.com/api/users/@me' },
    mapProfile: mapDiscordUser,
  },
  x: {
    ...plainOAuth,
    issuer: 'https://x.com',
    endpoints: { authorizationEndpoint: 'https://x.com/i/oauth2/authorize', tokenEndpoint: 'https://api.x.com/2/oauth2/token' },
    tokenAuth: 'client_secret_basic',
    scope: 'users.read tweet.read',
    profile: { from: 'resource', url: 'https://api.x.com/2/users/me' },
    mapProfile: mapXUser,
  },
  facebook: {
    ...plainOAuth,
    issuer: 'https://www.facebook.com',
    endpoints: { authorizationEndpoint: 'https://www.facebook.com/v21.0/dialog/oauth', tokenEndpoint: 'https://graph.facebook.com/v21.0/oauth/access_token' },
    tokenAuth: 'client_secret_post',
    scope: 'public_profile email',
    profile: { from: 'resource', url: 'https://graph.facebook.com/v21.0/me?fields=id,name,email' },
    mapProfile: mapFacebookUser,
  },
}

export const realProviderPreset = (provider: OAuthSocialProvider): ProviderPreset => PRESETS[provider]
