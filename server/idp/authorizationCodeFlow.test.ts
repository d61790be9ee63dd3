/** The local OpenID provider end to end, driven the way the secure site (openid-client) and a browser drive it. */
import { authorizationCodeGrant, fetchUserInfo } from 'openid-client'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { startIdentityProvider, type IdentityProvider } from './startIdentityProvider'
import { IdpBrowser } from './testing/idpBrowser'
import { beginAuthorization, discoverClient, signInAndAllow, TEST_SECURE_SITE_URL } from './testing/socialClientKit'
import { SLOW_SETUP_MS } from '../testing/hookTimeouts'

let idp: IdentityProvider
beforeAll(async () => {
  idp = await startIdentityProvider({ port: 0, secureSiteUrl: TEST_SECURE_SITE_URL })
}, SLOW_SETUP_MS)
afterAll(() => idp.close())

// oidc-provider prints a NOTICE or WARNING whenever it falls back to a development default.
let consoleSpies: MockInstance[] = []
beforeEach(() => {
  consoleSpies = (['info', 'warn', 'log', 'error'] as const).map((method) => vi.spyOn(console, method))
})
afterEach(() => {
  for (const spy of consoleSpies) {
    expect(spy.mock.calls.filter((call) => String(call[0]).includes('oidc-provider'))).toEqual([])
    spy.mockRestore()
  }
})

describe('local OpenID provider: authorization code + PKCE', () => {
  it('signs alice in: tokens, ID token claims and userinfo carry her e-mail and user name', async () => {
    const config = await discoverClient(idp.url)
    const browser = new IdpBrowser(idp.url)
    const { page, checks } = await beginAuthorization(config, browser)
    expect(page.url.pathname).toMatch(/^\/interaction\//)
    expect(page.body).toContain('<title>Sign in with Google</title>')
    expect(page.body).toContain('Gangway local identity provider')
    const callback = await signInAndAllow(browser, page, 'alice@example.com')
    expect(callback.origin + callback.pathname).toBe(`${TEST_SECURE_SITE_URL}/social/callback/google`)

    const tokens = await authorizationCodeGrant(config, callback, checks)
    expect(tokens.claims()).toMatchObject({ iss: idp.url, sub: 'alice', aud: 'gangway-google', email: 'alice@example.com' })
    const userInfo = await fetchUserInfo(config, tokens.access_token, 'alice')
    expect(userInfo).toEqual({
      sub: 'alice',
      email: 'alice@example.com',
      email_verified: true,
      name: 'Alice Example',
      preferred_username: 'alice',
    })

    await expect(authorizationCodeGrant(config, callback, checks)).rejects.toMatchObject({ error: 'invalid_grant' })
  })

  it('with a session, asks only for consent for another provider client', async () => {
    const browser = new IdpBrowser(idp.url)
    const google = await beginAuthorization(await discoverClient(idp.url), browser)
    await signInAndAllow(browser, google.page, 'bob@example.com')

    const githubConfig = await discoverClient(idp.url, 'github')
    const { page, checks } = await beginAuthorization(githubConfig, browser, 'github')
    expect(page.body).toContain('<title>Sign in with GitHub</title>')
    expect(page.body).toContain('data-testid="idp-consent-allow"')
    expect(page.body).toContain('bob@example.com')
    const done = await browser.submit(page, '/confirm')
    expect(done.left).toBe(true)
    const tokens = await authorizationCodeGrant(githubConfig, done.url, checks)
    expect(tokens.claims()).toMatchObject({ sub: 'bob', preferred_username: 'bob' })
  })

  it('Cancel on the sign-in page sends access_denied with the state back to the client', async () => {
    const browser = new IdpBrowser(idp.url)
    const { page, checks } = await beginAuthorization(await discoverClient(idp.url), browser)
    const done = await browser.submit(page, '/abort')
    expect(done.left).toBe(true)
    expect(done.url.searchParams.get('error')).toBe('access_denied')
    expect(done.url.searchParams.get('state')).toBe(checks.expectedState)
  })

  it('Deny on the consent page sends access_denied too', async () => {
    const browser = new IdpBrowser(idp.url)
    const { page } = await beginAuthorization(await discoverClient(idp.url), browser)
    const consent = await browser.submit(page, '/login', { login: 'carol@example.com', password: 'gangway' })
    expect(consent.body).toContain('data-testid="idp-consent-deny"')
    const done = await browser.submit(consent, '/abort')
    expect(done.url.searchParams.get('error')).toBe('access_denied')
  })

  it('shows the alert and keeps the login after a wrong password, then accepts the right one', async () => {
    const config = await discoverClient(idp.url)
    const browser = new IdpBrowser(idp.url)
    const { page, checks } = await beginAuthorization(config, browser)
    const again = await browser.submit(page, '/login', { login: 'alice@example.com', password: 'wrong' })
    expect(again.status).toBe(200)
    expect(again.body).toMatch(/<p role="alert">Wrong e-mail or password<\/p>/)
    expect(again.body).toContain('value="alice@example.com"')
    const callback = await signInAndAllow(browser, again, 'alice@example.com')
    expect((await authorizationCodeGrant(config, callback, checks)).claims()?.sub).toBe('alice')
  })

  it('escapes what it echoes', async () => {
    const browser = new IdpBrowser(idp.url)
    const { page } = await beginAuthorization(await discoverClient(idp.url), browser)
    const again = await browser.submit(page, '/login', { login: '"><script>alert(1)</script>', password: 'x' })
    expect(again.body).not.toContain('<script>')
    expect(again.body).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"')
  })

  it('signs in a new <name>@example.test user, and dave, who has no e-mail', async () => {
    const config = await discoverClient(idp.url, 'x')
    for (const [login, expected] of [
      ['X@Example.test', { sub: 'test:x@example.test', email: 'x@example.test', email_verified: true, preferred_username: 'x' }],
      [' dave ', { sub: 'dave', preferred_username: 'dave_x', name: 'Dave Example' }],
    ] as const) {
      const browser = new IdpBrowser(idp.url)
      const { page, checks } = await beginAuthorization(config, browser, 'x')
      const tokens = await authorizationCodeGrant(config, await signInAndAllow(browser, page, login), checks)
      const userInfo = await fetchUserInfo(config, tokens.access_token, expected.sub)
      expect(userInfo).toMatchObject(expected)
      if (expected.sub === 'dave') expect(userInfo).not.toHaveProperty('email')
    }
  })

  it('refuses an authorization request without PKCE', async () => {
    const url = new URL('/auth', idp.url)
    url.search = new URLSearchParams({
      client_id: 'gangway-google',
      redirect_uri: `${TEST_SECURE_SITE_URL}/social/callback/google`,
      response_type: 'code',
      scope: 'openid email',
      state: 'abc',
    }).toString()
    const response = await fetch(url, { redirect: 'manual' })
    const location = new URL(response.headers.get('location') ?? '')
    expect(location.searchParams.get('error')).toBe('invalid_request')
    expect(location.searchParams.get('error_description')).toMatch(/PKCE/)
  })
})
