import { localSocialClient, OAUTH_SOCIAL_PROVIDERS, PROVIDER_NAMES, type OAuthSocialProvider } from '../../idp/localSocialClients'
import { mapOidcClaims } from './socialProfiles'
import type { SocialProviderConfig } from './socialProviderConfig'
import { realProviderPreset } from './realProviderPresets'

export interface SocialProviderOptions {
  /** The secure site's public URL: redirect URIs are `<siteUrl>/social/callback/<provider>`. */
  siteUrl: string
  /** The local identity provider's issuer (default http://127.0.0.1:3005). */
  identityProviderUrl?: string | undefined
  /** SOCIAL_<PROVIDER>_CLIENT_ID and SOCIAL_<PROVIDER>_CLIENT_SECRET select the real provider. */
  env?: Readonly<Record<string, string | undefined>> | undefined
  /** Warnings about a configuration that falls back to the local identity provider. */
  log?: ((line: string) => void) | undefined
}

export const DEFAULT_IDENTITY_PROVIDER_URL = 'http://127.0.0.1:3005'

/** 127.0.0.1, localhost or ::1: a site only this machine reaches, where the local stand-ins belong. */
export function isLoopbackUrl(url: string): boolean {
  try {
    return ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(url).hostname)
  } catch {
    return false
  }
}

export const isOAuthSocialProvider = (value: string): value is OAuthSocialProvider => (OAUTH_SOCIAL_PROVIDERS as readonly string[]).includes(value)

/** The env variable names of a provider's real client: SOCIAL_GOOGLE_CLIENT_ID, SOCIAL_X_CLIENT_SECRET, … */
export const socialEnvNames = (provider: OAuthSocialProvider) => {
  const prefix = `SOCIAL_${provider.toUpperCase()}_CLIENT_`
  return { id: `${prefix}ID`, secret: `${prefix}SECRET` }
}

/**
 * Every OAuth provider's client: the real provider when both of its SOCIAL_<PROVIDER>_CLIENT_* variables are
 * set, else the local identity provider's client standing in for it (server/idp/localSocialClients.ts). Logs a
 * warning for a half-set pair, and when stand-ins serve a site that is not on a loopback address.
 */
export function socialProviderConfigs(options: SocialProviderOptions): Record<OAuthSocialProvider, SocialProviderConfig> {
  const siteUrl = options.siteUrl.replace(/\/+$/, '')
  const issuer = (options.identityProviderUrl ?? DEFAULT_IDENTITY_PROVIDER_URL).replace(/\/+$/, '')
  const log = options.log ?? (() => {})
  const standIns: string[] = []
  const entries = OAUTH_SOCIAL_PROVIDERS.map((provider): [OAuthSocialProvider, SocialProviderConfig] => {
    const names = socialEnvNames(provider)
    const clientId = options.env?.[names.id]?.trim()
    const clientSecret = options.env?.[names.secret]?.trim()
    const redirectUri = `${siteUrl}/social/callback/${provider}`
    if (clientId && clientSecret) return [provider, { ...realProviderPreset(provider), provider, name: PROVIDER_NAMES[provider], clientId, clientSecret, redirectUri }]
    if (clientId || clientSecret) {
      const [set, unset] = clientId ? [names.id, names.secret] : [names.secret, names.id]
      log(`secure site: warning: ${set} is set but ${unset} is not: ${PROVIDER_NAMES[provider]} sign-ins use the local identity provider`)
    }
    standIns.push(PROVIDER_NAMES[provider])
    const local = localSocialClient(provider, siteUrl)
    return [
      provider,
      {
        provider,
        name: PROVIDER_NAMES[provider],
        issuer,
        endpoints: undefined,
        clientId: local.clientId,
        clientSecret: local.clientSecret,
        tokenAuth: 'client_secret_basic',
        redirectUri: local.redirectUri,
        scope: 'openid email profile',
        usesOidc: true,
        authorizationParams: {},
        profile: { from: 'userinfo' },
        mapProfile: mapOidcClaims,
      },
    ]
  })
  if (standIns.length > 0 && !isLoopbackUrl(siteUrl)) {
    log(
      `secure site: warning: ${standIns.join(', ')} sign-ins use the local identity provider (test accounts) while the site's public URL ${siteUrl} ` +
        'is not a loopback address: set SOCIAL_<PROVIDER>_CLIENT_ID and SOCIAL_<PROVIDER>_CLIENT_SECRET for each',
    )
  }
  return Object.fromEntries(entries) as Record<OAuthSocialProvider, SocialProviderConfig>
}
