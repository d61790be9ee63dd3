import * as oidc from 'openid-client'
import type { OAuthSocialProvider } from '../../idp/localSocialClients'
import { ApiError } from '../http/apiError'
import { refusedBy } from './socialErrors'
import type { SocialProfile } from './socialProfiles'
import type { SocialProviderConfig } from './socialProviderConfig'

/** What binds an authorization request to its answer: sent with the request, checked on the way back. */
export interface SocialChecks {
  state: string
  codeVerifier: string
  /** OpenID Connect providers only. */
  nonce: string | undefined
}

export type OutboundFetch = (url: string, init: RequestInit) => Promise<Response>

/** The secure site's OAuth client for every provider (openid-client underneath). */
export interface SocialClient {
  readonly configs: Readonly<Record<OAuthSocialProvider, SocialProviderConfig>>
  /** The provider's authorization URL; 502 'Could not reach the <Name> sign-in service' when discovery fails. */
  authorizationUrl(provider: OAuthSocialProvider, checks: SocialChecks): Promise<string>
  /** Exchanges the code of `callbackUrl` (the provider's redirect) and reads the user's profile. */
  profile(provider: OAuthSocialProvider, callbackUrl: URL, checks: SocialChecks): Promise<SocialProfile>
}

const TIMEOUT_SECONDS = 10

/** A fresh state, PKCE verifier and (OpenID Connect) nonce for one authorization request. */
export const newSocialChecks = (state: string, usesOidc: boolean): SocialChecks => ({
  state,
  codeVerifier: oidc.randomPKCECodeVerifier(),
  nonce: usesOidc ? oidc.randomNonce() : undefined,
})

const unreachable = (config: SocialProviderConfig) => new ApiError(502, `Could not reach the ${config.name} sign-in service`)
const unverifiable = (config: SocialProviderConfig) => new ApiError(502, `The ${config.name} sign-in answer could not be verified`)

/** A provider's resource (GitHub's /user, /user/emails) answered with an error status. */
class ResourceUnavailable extends Error {
  override name = 'ResourceUnavailable'
}

function isNetworkError(error: unknown): boolean {
  if (error instanceof ResourceUnavailable) return true
  if (error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError')) return true
  return error instanceof TypeError && error.cause !== undefined
}

async function buildConfiguration(config: SocialProviderConfig, outbound: OutboundFetch | undefined): Promise<oidc.Configuration> {
  const fetch: oidc.CustomFetch | undefined = outbound && ((url, init) => outbound(url, init as RequestInit))
  const auth = config.tokenAuth === 'client_secret_post' ? oidc.ClientSecretPost(config.clientSecret) : oidc.ClientSecretBasic(config.clientSecret)
  const insecure = config.issuer.startsWith('http:')
  if (!config.endpoints) {
    const discoveryOptions: oidc.DiscoveryRequestOptions = { execute: insecure ? [oidc.allowInsecureRequests] : [], timeout: TIMEOUT_SECONDS }
    if (fetch) discoveryOptions[oidc.customFetch] = fetch
    return oidc.discovery(new URL(config.issuer), config.clientId, { client_secret: config.clientSecret }, auth, discoveryOptions)
  }
  const { authorizationEndpoint, tokenEndpoint, userinfoEndpoint, jwksUri } = config.endpoints
  const server: oidc.ServerMetadata = {
    issuer: config.issuer,
    authorization_endpoint: authorizationEndpoint,
    token_endpoint: tokenEndpoint,
    ...(userinfoEndpoint !== undefined && { userinfo_endpoint: userinfoEndpoint }),
    ...(jwksUri !== undefined && { jwks_uri: jwksUri }),
  }
  const configuration = new oidc.Configuration(server, config.clientId, { client_secret: config.clientSecret }, auth)
  configuration.timeout = TIMEOUT_SECONDS
  if (fetch) configuration[oidc.customFetch] = fetch
  if (insecure) oidc.allowInsecureRequests(configuration)
  return configuration
}

async function readResource(configuration: oidc.Configuration, accessToken: string, url: string): Promise<unknown> {
  const headers = new Headers({ accept: 'application/json', 'user-agent': 'gangway-secure-site' })
  const response = await oidc.fetchProtectedResource(configuration, accessToken, new URL(url), 'GET', undefined, headers)
  if (!response.ok) throw new ResourceUnavailable(`${url} answered ${response.status}`)
  return response.json()
}

export function createSocialClient(configs: Record<OAuthSocialProvider, SocialProviderConfig>, options: { fetch?: OutboundFetch | undefined; log: (line: string) => void }): SocialClient {
  const cache = new Map<OAuthSocialProvider, Promise<oidc.Configuration>>()
  const configuration = (provider: OAuthSocialProvider): Promise<oidc.Configuration> => {
    let pending = cache.get(provider)
    if (!pending) {
      pending = buildConfiguration(configs[provider], options.fetch)
      // A failed discovery is tried again on the next sign-in.
      pending.catch(() => cache.delete(provider))
      cache.set(provider, pending)
    }
    return pending
  }

  async function readProfile(config: SocialProviderConfig, conf: oidc.Configuration, tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>): Promise<SocialProfile | undefined> {
    const source = config.profile
    if (source.from === 'idToken') return config.mapProfile(tokens.claims())
    if (source.from === 'userinfo') return config.mapProfile(await oidc.fetchUserInfo(conf, tokens.access_token, tokens.claims()?.sub ?? oidc.skipSubjectCheck))
    const user = await readResource(conf, tokens.access_token, source.url)
    // Not read → the sign-in fails: taken as "no verified e-mail" it would make a second user for this person.
    const emails = source.emailsUrl === undefined ? undefined : await readResource(conf, tokens.access_token, source.emailsUrl)
    return config.mapProfile(user, emails)
  }

  return {
    configs,
    async authorizationUrl(provider, checks) {
      const config = configs[provider]
      const conf = await configuration(provider).catch((error: unknown) => {
        options.log(`secure site: ${config.name} discovery at ${config.issuer} failed: ${error instanceof Error ? error.message : String(error)}`)
        throw unreachable(config)
      })
      const params: Record<string, string> = {
        ...config.authorizationParams,
        response_type: 'code',
        redirect_uri: config.redirectUri,
        scope: config.scope,
        state: checks.state,
        code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
        ...(checks.nonce !== undefined && { nonce: checks.nonce }),
      }
      return oidc.buildAuthorizationUrl(conf, params).href
    },
    async profile(provider, callbackUrl, checks) {
      const config = configs[provider]
      const conf = await configuration(provider).catch(() => {
        throw unreachable(config)
      })
      try {
        const tokens = await oidc.authorizationCodeGrant(conf, callbackUrl, {
          pkceCodeVerifier: checks.codeVerifier,
          expectedState: checks.state,
          ...(checks.nonce !== undefined && { expectedNonce: checks.nonce }),
        })
        const profile = await readProfile(config, conf, tokens)
        if (!profile) throw new Error('the profile names no subject')
        return profile
      } catch (error) {
        if (error instanceof oidc.ResponseBodyError || error instanceof oidc.AuthorizationResponseError) throw new ApiError(400, refusedBy(error.error))
        if (isNetworkError(error)) {
          options.log(`secure site: ${config.name} sign-in: ${error instanceof Error ? error.message : String(error)}`)
          throw unreachable(config)
        }
        options.log(`secure site: ${config.name} sign-in answer refused: ${error instanceof Error ? error.message : String(error)}`)
        throw unverifiable(config)
      }
    },
  }
}
