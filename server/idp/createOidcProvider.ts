/**
 * The OpenID provider behind the local sign-in: one confidential client per social provider (the secure
 * site's), authorization code + PKCE S256 only, scopes openid email profile, everything in memory and
 * every key made at start. Configured so that oidc-provider never falls back to a development default.
 */
import { generateKeyPair, randomBytes, randomUUID } from 'node:crypto'
import { promisify } from 'node:util'
import Provider, { type ClientMetadata, type Configuration, type JWK } from 'oidc-provider'
import { errorPage } from './errorPage'
import { localSocialClient, OAUTH_SOCIAL_PROVIDERS } from './localSocialClients'
import { createMemoryAdapter } from './memoryAdapter'
import { findTestUserBySub, testUserClaims } from './testUsers'

export const SUPPORTED_SCOPES = ['openid', 'email', 'profile'] as const

/** The registered clients: the secure site's, one per social provider. */
export function socialClientMetadata(secureSiteUrl: string): ClientMetadata[] {
  return OAUTH_SOCIAL_PROVIDERS.map((provider) => {
    const client = localSocialClient(provider, secureSiteUrl)
    return {
      client_id: client.clientId,
      client_secret: client.clientSecret,
      client_name: client.displayName,
      redirect_uris: [client.redirectUri],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
    }
  })
}

async function signingKey(): Promise<JWK> {
  const { privateKey } = await promisify(generateKeyPair)('rsa', { modulusLength: 2048 })
  return { ...privateKey.export({ format: 'jwk' }), kid: randomUUID(), alg: 'RS256', use: 'sig' }
}

export async function createOidcProvider(issuer: string, secureSiteUrl: string): Promise<Provider> {
  const configuration: Configuration = {
    adapter: createMemoryAdapter(),
    clients: socialClientMetadata(secureSiteUrl),
    // oidc-provider accepts either for a client registered with one of them (openid-client sends post by default).
    clientAuthMethods: ['client_secret_basic', 'client_secret_post'],
    jwks: { keys: [await signingKey()] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    responseTypes: ['code'],
    pkce: { required: () => true },
    scopes: [...SUPPORTED_SCOPES],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'preferred_username'] },
    // The ID token carries the scope's claims too, as Google's does, not only the userinfo answer.
    conformIdTokenClaims: false,
    async findAccount(_ctx, sub) {
      const user = findTestUserBySub(sub)
      return user && { accountId: user.sub, claims: () => testUserClaims(user) }
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: { enabled: false },
    },
    // Only the secure site's server calls the token and userinfo endpoints; browsers never do.
    clientBasedCORS: () => false,
    ttl: {
      AuthorizationCode: 60,
      AccessToken: 60 * 60,
      IdToken: 60 * 60,
      RefreshToken: 24 * 60 * 60,
      ClientCredentials: 10 * 60,
      DeviceCode: 10 * 60,
      BackchannelAuthenticationRequest: 10 * 60,
      PreAuthorizedCode: 10 * 60,
      Interaction: 60 * 60,
      Session: 24 * 60 * 60,
      Grant: 24 * 60 * 60,
    },
    renderError(ctx, out) {
      ctx.type = 'html'
      ctx.body = errorPage(out.error, out.error_description)
    },
  }
  return new Provider(issuer, configuration)
}
