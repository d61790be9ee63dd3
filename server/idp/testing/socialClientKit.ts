/** Tests' OAuth client side: what the secure site does with openid-client against the local identity provider. */
import {
  allowInsecureRequests,
  buildAuthorizationUrl,
  calculatePKCECodeChallenge,
  discovery,
  randomNonce,
  randomPKCECodeVerifier,
  randomState,
  type Configuration,
} from 'openid-client'
import { localSocialClient, type OAuthSocialProvider } from '../localSocialClients'
import type { IdpBrowser, Page } from './idpBrowser'

export const TEST_SECURE_SITE_URL = 'http://127.0.0.1:3003'

export interface Checks {
  pkceCodeVerifier: string
  expectedState: string
  expectedNonce: string
}

export async function discoverClient(issuer: string, provider: OAuthSocialProvider = 'google'): Promise<Configuration> {
  const { clientId, clientSecret } = localSocialClient(provider, TEST_SECURE_SITE_URL)
  return discovery(new URL(issuer), clientId, clientSecret, undefined, { execute: [allowInsecureRequests] })
}

/** Opens the authorization URL in `browser`; returns the first page (sign-in, or consent with a session) and the checks. */
export async function beginAuthorization(
  config: Configuration,
  browser: IdpBrowser,
  provider: OAuthSocialProvider = 'google',
): Promise<{ page: Page; checks: Checks }> {
  const checks: Checks = { pkceCodeVerifier: randomPKCECodeVerifier(), expectedState: randomState(), expectedNonce: randomNonce() }
  const url = buildAuthorizationUrl(config, {
    redirect_uri: localSocialClient(provider, TEST_SECURE_SITE_URL).redirectUri,
    scope: 'openid email profile',
    code_challenge: await calculatePKCECodeChallenge(checks.pkceCodeVerifier),
    code_challenge_method: 'S256',
    state: checks.expectedState,
    nonce: checks.expectedNonce,
  })
  return { page: await browser.navigate(url), checks }
}

/** Signs in on the sign-in page and allows on the consent page; returns the callback URL the provider redirected to. */
export async function signInAndAllow(browser: IdpBrowser, signInPage: Page, login: string, password = 'gangway'): Promise<URL> {
  const consent = await browser.submit(signInPage, '/login', { login, password })
  if (!consent.body.includes('data-testid="idp-consent-allow"')) throw new Error(`expected the consent page, got ${consent.body}`)
  const done = await browser.submit(consent, '/confirm')
  if (!done.left) throw new Error(`expected a redirect to the client, got ${done.status} ${done.body}`)
  return done.url
}
