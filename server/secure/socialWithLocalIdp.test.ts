import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IdpBrowser } from '../idp/testing/idpBrowser'
import { signInAndAllow } from '../idp/testing/socialClientKit'
import { startIdentityProvider, type IdentityProvider } from '../idp/startIdentityProvider'
import type { SecureSiteOptions } from './createSecureSiteApp'
import { pageData, SITE_URL, type Json } from './testing/socialTestKit'
import { useSecureSite } from './testing/useSecureSite'
import { SLOW_SETUP_MS } from '../testing/hookTimeouts'

const DEVICE = 'device-local-idp-01'

describe('secure site: social login and Farcaster against the local identity provider (server/idp)', () => {
  let idp: IdentityProvider | undefined
  const siteOptions: Partial<SecureSiteOptions> = {}
  beforeAll(async () => {
    // The stand-in signs with the site's (fake) clock, as a phone in sync with it would.
    idp = await startIdentityProvider({ port: 0, secureSiteUrl: SITE_URL, now: () => site.now() })
    siteOptions.identityProviderUrl = idp.url
  }, SLOW_SETUP_MS)
  afterAll(async () => idp?.close())
  const site = useSecureSite({ site: siteOptions })

  const post = async (path: string, body: Json, token?: string): Promise<[number, Json]> => {
    const response = await site.post(path, body, token)
    return [response.status, (await response.json()) as Json]
  }
  /** redirect → the provider's sign-in and consent pages → the popup's callback page → its result URI. */
  const popupResult = async (provider: string, login: string): Promise<string> => {
    const [, { uri }] = await post('social/redirect', { provider, deviceId: DEVICE })
    const browser = new IdpBrowser(idp!.url)
    const callback = await signInAndAllow(browser, await browser.navigate(uri as string), login)
    const page = await site.get(callback.pathname + callback.search)
    return pageData(await page.text(), 'result-uri')!
  }

  it('Google then GitHub as alice: one wallet; dave on X: no e-mail; a replayed result is refused', async () => {
    const resultUri = await popupResult('google', 'alice@example.com')
    const [status, google] = await post('social/connect', { resultUri, deviceId: DEVICE })
    expect([status, google]).toEqual([200, { token: expect.any(String), email: 'alice@example.com', userName: 'alice', provider: 'google' }])
    const [, me] = await post('user', {}, google['token'] as string)
    expect(me).toMatchObject({ email: 'alice@example.com', userName: 'alice', authProvider: 'google' })
    expect(await post('social/connect', { resultUri, deviceId: DEVICE })).toEqual([400, { message: 'This sign-in was already used' }])

    const [, github] = await post('social/connect', { resultUri: await popupResult('github', 'alice@example.com'), deviceId: DEVICE })
    expect((await post('user', {}, github['token'] as string))[1]['address']).toBe(me['address'])

    const [, dave] = await post('social/connect', { resultUri: await popupResult('x', 'dave'), deviceId: DEVICE })
    expect(dave).toEqual({ token: expect.any(String), userName: 'dave_x', provider: 'x' })
  })

  it('Cancel at the provider: "The provider refused the sign-in: access_denied"', async () => {
    const [, { uri }] = await post('social/redirect', { provider: 'discord', deviceId: DEVICE })
    const browser = new IdpBrowser(idp!.url)
    const cancelled = await browser.submit(await browser.navigate(uri as string), '/abort')
    const page = await site.get(cancelled.url.pathname + cancelled.url.search)
    const resultUri = pageData(await page.text(), 'result-uri')!
    expect(await post('social/connect', { resultUri, deviceId: DEVICE })).toEqual([400, { message: 'The provider refused the sign-in: access_denied' }])
  })

  it('Farcaster: channel → approved on the stand-in’s page → a session for farcaster-alice', async () => {
    const [, { url }] = await post('farcaster/channel', { deviceId: DEVICE })
    expect(url).toMatch(new RegExp(`^${idp!.url}/farcaster/approve\\?channelToken=`))
    expect(await post('farcaster/status', { deviceId: DEVICE })).toEqual([200, { state: 'pending' }])
    const browser = new IdpBrowser(idp!.url)
    const approvePage = await browser.navigate(url as string)
    const token = /name="channelToken" value="([^"]+)"/.exec(approvePage.body)![1]!
    await browser.navigate('/farcaster/approve', { channelToken: token, fid: '1001' })
    const [status, done] = await post('farcaster/status', { deviceId: DEVICE })
    expect([status, done]).toEqual([200, { state: 'completed', token: expect.any(String), userName: 'farcaster-alice' }])
    expect((await post('user', {}, done['token'] as string))[1]).toMatchObject({ userName: 'farcaster-alice', authProvider: 'farcaster' })
  })
})
