import { describe, expect, it } from 'vitest'
import { createSocialClient, newSocialChecks } from './socialClient'
import { socialProviderConfigs } from './socialProviders'

const SITE = 'https://secure.example.com'

describe('social provider configuration', () => {
  it('defaults every provider to the local identity provider’s client, discovered from its issuer', () => {
    const configs = socialProviderConfigs({ siteUrl: `${SITE}/` })
    expect(configs.google).toMatchObject({
      issuer: 'http://127.0.0.1:3005',
      endpoints: undefined,
      clientId: 'gangway-google',
      clientSecret: 'gangway-local-google-secret',
      tokenAuth: 'client_secret_basic',
      redirectUri: `${SITE}/social/callback/google`,
      scope: 'openid email profile',
      usesOidc: true,
      profile: { from: 'userinfo' },
    })
    expect(Object.keys(configs)).toEqual(['google', 'github', 'apple', 'facebook', 'x', 'discord'])
    expect(socialProviderConfigs({ siteUrl: SITE, identityProviderUrl: 'http://idp.local:4000/' }).x.issuer).toBe('http://idp.local:4000')
  })

  it('uses the real provider when both SOCIAL_<PROVIDER>_CLIENT_ID and _SECRET are set', () => {
    const env = { SOCIAL_GOOGLE_CLIENT_ID: 'g-id', SOCIAL_GOOGLE_CLIENT_SECRET: 'g-secret', SOCIAL_X_CLIENT_ID: 'x-id', SOCIAL_DISCORD_CLIENT_ID: 'only-id' }
    const configs = socialProviderConfigs({ siteUrl: SITE, env })
    expect(configs.google).toMatchObject({ issuer: 'https://accounts.google.com', clientId: 'g-id', clientSecret: 'g-secret', usesOidc: true, redirectUri: `${SITE}/social/callback/google` })
    expect(configs.google.endpoints?.tokenEndpoint).toBe('https://oauth2.googleapis.com/token')
    // Half a configuration is none.
    expect(configs.x.clientId).toBe('gangway-x')
    expect(configs.discord.clientId).toBe('gangway-discord')
  })

  it('builds each real provider’s authorization URL from its published endpoint, offline', async () => {
    const env = Object.fromEntries(['GOOGLE', 'GITHUB', 'APPLE', 'FACEBOOK', 'X', 'DISCORD'].flatMap((name) => [[`SOCIAL_${name}_CLIENT_ID`, `${name}-id`], [`SOCIAL_${name}_CLIENT_SECRET`, 's']]))
    const client = createSocialClient(socialProviderConfigs({ siteUrl: SITE, env }), { log: () => {} })
    const url = async (provider: 'google' | 'github' | 'apple' | 'facebook' | 'x' | 'discord') => {
      const checks = newSocialChecks('f'.repeat(64), client.configs[provider].usesOidc)
      return new URL(await client.authorizationUrl(provider, checks))
    }
    const expected = {
      google: ['https://accounts.google.com/o/oauth2/v2/auth', 'openid email profile', true],
      apple: ['https://appleid.apple.com/auth/authorize', 'openid email name', true],
      github: ['https://github.com/login/oauth/authorize', 'read:user user:email', false],
      discord: ['https://discord.com/oauth2/authorize', 'identify email', false],
      x: ['https://x.com/i/oauth2/authorize', 'users.read tweet.read', false],
      facebook: ['https://www.facebook.com/v21.0/dialog/oauth', 'public_profile email', false],
    } as const
    for (const [provider, [endpoint, scope, nonce]] of Object.entries(expected) as [keyof typeof expected, (typeof expected)[keyof typeof expected]][]) {
      const uri = await url(provider)
      expect(`${uri.origin}${uri.pathname}`).toBe(endpoint)
      expect(Object.fromEntries(uri.searchParams)).toMatchObject({
        client_id: `${provider.toUpperCase()}-id`,
        response_type: 'code',
        redirect_uri: `${SITE}/social/callback/${provider}`,
        scope,
        state: 'f'.repeat(64),
        code_challenge_method: 'S256',
      })
      expect(uri.searchParams.has('nonce')).toBe(nonce)
    }
    expect((await url('apple')).searchParams.get('response_mode')).toBe('form_post')
  })
})

describe('social provider configuration: warnings at start', () => {
  const warnings = (options: Omit<Parameters<typeof socialProviderConfigs>[0], 'log'>): string[] => {
    const lines: string[] = []
    socialProviderConfigs({ ...options, log: (line) => lines.push(line) })
    return lines
  }
  const ALL_REAL = Object.fromEntries(['GOOGLE', 'GITHUB', 'APPLE', 'FACEBOOK', 'X', 'DISCORD'].flatMap((name) => [[`SOCIAL_${name}_CLIENT_ID`, 'id'], [`SOCIAL_${name}_CLIENT_SECRET`, 's']]))

  it('half a client: names the variable missing and the fallback', () => {
    expect(warnings({ siteUrl: 'http://127.0.0.1:3003', env: { SOCIAL_DISCORD_CLIENT_ID: 'only-id', SOCIAL_X_CLIENT_SECRET: 'only-secret' } })).toEqual([
      'secure site: warning: SOCIAL_X_CLIENT_SECRET is set but SOCIAL_X_CLIENT_ID is not: X sign-ins use the local identity provider',
      'secure site: warning: SOCIAL_DISCORD_CLIENT_ID is set but SOCIAL_DISCORD_CLIENT_SECRET is not: Discord sign-ins use the local identity provider',
    ])
  })

  it('stand-ins on a site that is not on a loopback address: one warning naming them', () => {
    const env = Object.fromEntries(Object.entries(ALL_REAL).filter(([name]) => !/^SOCIAL_(APPLE|X)_/.test(name)))
    expect(warnings({ siteUrl: SITE, env })).toEqual([
      `secure site: warning: Apple, X sign-ins use the local identity provider (test accounts) while the site's public URL ${SITE} is not a loopback address: set SOCIAL_<PROVIDER>_CLIENT_ID and SOCIAL_<PROVIDER>_CLIENT_SECRET for each`,
    ])
    expect(warnings({ siteUrl: SITE, env: ALL_REAL })).toEqual([])
  })

  it('none on loopback addresses', () => {
    for (const siteUrl of ['http://127.0.0.1:3003', 'http://localhost:3003/', 'http://[::1]:3003']) expect(warnings({ siteUrl })).toEqual([])
  })
})
