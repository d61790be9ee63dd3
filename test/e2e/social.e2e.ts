/**
 * Social login for real: the provider's sign-in in a popup (the local OpenID provider on 127.0.0.1:3005 stands in
 * for Google and the rest), the secure site on its own origin exchanging the code, and an embedded wallet on the
 * local chain; Farcaster through the local approve page; Telegram's result_uri.
 */
import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { demo, modal, openWithButton, sleep, useBrowser } from './helpers'
import { clickSocial, loginWithSocial, newSocialEmail, recordedEvents, recordEvents, recordWindowOpen, signInAtProvider, socialError } from './socialLogin'

const { newSession } = useBrowser()
const API = 'http://127.0.0.1:3001'

describe('social login through the popup', () => {
  test('Google: a 600x800 popup on the sign-in page; consent closes it and Account shows the embedded address and the username', async () => {
    const { page, gotoDemo } = await newSession()
    await recordWindowOpen(page)
    await gotoDemo()
    await recordEvents(page)
    const startedAt = Date.now()
    const email = newSocialEmail('gina')
    const popup = await clickSocial(page, 'google')
    const opens = await page.evaluate(() => (window as unknown as { __opens: unknown[][] }).__opens)
    expect(opens).toHaveLength(1)
    expect(String(opens[0]?.[2])).toMatch(/width=600,height=800/)
    await popup.waitForURL((url) => url.origin === 'http://127.0.0.1:3005')
    expect(await popup.locator('h1').textContent()).toMatch(/Google/)
    await signInAtProvider(popup, email)
    if (!popup.isClosed()) await popup.waitForEvent('close')
    await demo(page).connectButton.filter({ hasText: /^0x/ }).waitFor()
    const account = await page.evaluate(() => (window as unknown as { appkit: { getAccount(ns: string): unknown } }).appkit.getAccount('eip155'))
    const username = email.split('@')[0]
    expect(account).toMatchObject({ isConnected: true, socialProvider: 'google', embeddedWalletInfo: { authProvider: 'google', user: { username, email } } })
    await openWithButton(page, 'Account')
    const address = (account as { address: string }).address
    expect(await page.locator('[data-testid="gw-account-address"]').getAttribute('data-address')).toBe(address)
    expect(await page.locator('[data-testid="gw-account-social-username"]').textContent()).toBe(username)

    const events = await recordedEvents(page)
    expect(events.find((event) => event.event === 'SOCIAL_LOGIN_SUCCESS')?.properties).toEqual({ provider: 'google', caipNetworkId: 'eip155:31337' })
    await expect
      .poll(async () => {
        const body = (await (await fetch(`${API}/e?projectId=gangway-demo`)).json()) as { data: { timestamp: number; props: { event: string; properties?: { provider?: string } } }[] }
        return body.data.some((entry) => entry.props.event === 'SOCIAL_LOGIN_SUCCESS' && entry.props.properties?.provider === 'google' && entry.timestamp >= startedAt - 1000)
      })
      .toBe(true)

    // A reload restores the social login through the frame's session, without the popup.
    await page.reload()
    await demo(page).connectButton.filter({ hasText: /^0x/ }).waitFor()
    expect(await page.evaluate(() => (window as unknown as { appkit: { getAccount(ns: string): { socialProvider?: string } } }).appkit.getAccount('eip155').socialProvider)).toBe('google')
  })

  test('the same e-mail through two providers, or one provider twice, reaches the same wallet; another user never does', async () => {
    const email = newSocialEmail('same')
    const first = await newSession()
    await first.gotoDemo()
    const viaGoogle = await loginWithSocial(first.page, 'google', email)
    const second = await newSession()
    await second.gotoDemo()
    expect(await loginWithSocial(second.page, 'github', email)).toBe(viaGoogle)
    const third = await newSession()
    await third.gotoDemo()
    expect(await loginWithSocial(third.page, 'google', email)).toBe(viaGoogle)
    const other = await newSession()
    await other.gotoDemo()
    expect(await loginWithSocial(other.page, 'google', newSocialEmail('other'))).not.toBe(viaGoogle)
  })

  test('Discord: a username ending in 0 shows without that digit (§5)', async () => {
    const { page, gotoDemo } = await newSession()
    await gotoDemo()
    await loginWithSocial(page, 'discord', 'carol@example.com')
    const account = await page.evaluate(() => (window as unknown as { appkit: { getAccount(ns: string): unknown } }).appkit.getAccount('eip155'))
    expect(account).toMatchObject({ socialProvider: 'discord', embeddedWalletInfo: { user: { username: 'carol', email: 'carol@example.com' } } })
    await openWithButton(page, 'Account')
    expect(await page.locator('[data-testid="gw-account-social-username"]').textContent()).toBe('carol')
  })

  test("closing the popup by hand shows 'Popup closed' within about a second; Connect stays usable", async () => {
    const { page, gotoDemo } = await newSession()
    await gotoDemo()
    const popup = await clickSocial(page, 'google')
    await popup.waitForURL((url) => url.origin === 'http://127.0.0.1:3005')
    const closedAt = Date.now()
    await popup.close()
    await socialError(page).filter({ hasText: 'Popup closed' }).waitFor({ timeout: 3000 })
    expect(Date.now() - closedAt).toBeLessThan(2500)
    expect(await modal(page).view('Connect').isVisible()).toBe(true)
    // Still usable: the next attempt opens a new popup and connects.
    await loginWithSocial(page, 'google', newSocialEmail('again'))
  })

  test('a forged result posted to the login frame from another origin, or by the host page itself, is ignored', async () => {
    const { page, gotoDemo } = await newSession()
    await gotoDemo()
    const popup = await clickSocial(page, 'google')
    await popup.waitForURL((url) => url.origin === 'http://127.0.0.1:3005')
    const forged = { type: '@gangway-social/RESULT', resultUri: `http://127.0.0.1:3003/social/callback/google?code=forged&state=${'0'.repeat(64)}` }
    // A frame of another origin (the API) posts to the host page; so does a script of the host page.
    await page.evaluate(() => {
      const iframe = document.createElement('iframe')
      iframe.src = 'http://127.0.0.1:3001/health'
      iframe.id = 'foreign'
      document.body.append(iframe)
      return new Promise((resolve) => iframe.addEventListener('load', resolve))
    })
    const foreign = page.frames().find((frame) => frame.url().startsWith('http://127.0.0.1:3001/'))
    // Sent to every frame of the host page (the login frame among them) and to the host page.
    const forge = (message: typeof forged) => {
      for (let i = 0; i < window.parent.frames.length; i++) window.parent.frames[i]!.postMessage(message, '*')
      window.parent.postMessage(message, '*')
    }
    await foreign!.evaluate(forge, forged)
    await page.evaluate(forge, forged)
    await page.evaluate(() => window.postMessage({ type: '@gangway-social/ERROR', message: 'forged' }, '*'))
    await sleep(500)
    expect(await page.locator('[data-testid="gw-social-status"]').textContent()).toBe('Continue in the Google window')
    expect(await socialError(page).count()).toBe(0)
    await signInAtProvider(popup, newSocialEmail('forged'))
    await demo(page).connectButton.filter({ hasText: /^0x/ }).waitFor()
  })
})

describe('social login: bad input', () => {
  const notStored = (page: Page) => page.evaluate(() => Object.keys(localStorage).filter((key) => key.includes('emailLogin.used') || key.includes('socialProvider')))

  test("the provider's error (the visitor cancels) ends in a clear error; nothing stored", async () => {
    const { page, gotoDemo } = await newSession()
    await gotoDemo()
    const popup = await clickSocial(page, 'discord')
    await popup.waitForURL((url) => url.origin === 'http://127.0.0.1:3005')
    await popup.locator('[data-testid="idp-cancel"]').click()
    await socialError(page).filter({ hasText: 'access_denied' }).waitFor()
    expect(await demo(page).connectButton.textContent()).not.toMatch(/^0x/)
    expect(await notStored(page)).toEqual([])
  })

  test('a tampered state is refused; nothing stored', async () => {
    const { page, context, gotoDemo } = await newSession()
    await gotoDemo()
    // The provider sends back a state the secure site never issued.
    await context.route(/127\.0\.0\.1:3005\/.*[?&]state=/, async (route) => {
      const url = new URL(route.request().url())
      const state = url.searchParams.get('state')
      if (state && /^[0-9a-f]{64}$/.test(state)) url.searchParams.set('state', state.replace(/^./, state[0] === 'a' ? 'b' : 'a'))
      await route.continue({ url: url.toString() })
    })
    const popup = await clickSocial(page, 'google')
    await signInAtProvider(popup, newSocialEmail('tamper'))
    await socialError(page).filter({ hasText: 'Invalid or expired sign-in state' }).waitFor()
    expect(await notStored(page)).toEqual([])
  })

  test('a replayed authorization code is refused', async () => {
    const { page, context, gotoDemo } = await newSession()
    await gotoDemo()
    const callbacks: string[] = []
    context.on('request', (request) => request.url().startsWith('http://127.0.0.1:3003/social/callback/') && callbacks.push(request.url()))
    await loginWithSocial(page, 'google', newSocialEmail('replay'))
    expect(callbacks).toHaveLength(1)
    await page.evaluate(() => (window as unknown as { appkit: { disconnect(): Promise<void> } }).appkit.disconnect())
    await demo(page).connectButton.filter({ hasText: /^Connect/ }).waitFor()
    // The provider's redirect is replayed: the popup lands on the first sign-in's callback (code and state) again.
    await context.route(/^http:\/\/127\.0\.0\.1:3005\/auth/, (route) => route.fulfill({ status: 302, headers: { location: callbacks[0]! } }))
    await openWithButton(page)
    await page.locator('[data-testid="gw-social-google"]').click()
    await socialError(page).filter({ hasText: 'This sign-in was already used' }).waitFor()
    expect(await demo(page).connectButton.textContent()).not.toMatch(/^0x/)
  })

  test('a popup blocked by the browser gets a clear message', async () => {
    const { page, gotoDemo, requests } = await newSession()
    await page.addInitScript(() => (window.open = () => null))
    await gotoDemo()
    await openWithButton(page)
    await page.locator('[data-testid="gw-social-google"]').click()
    expect(await socialError(page).textContent()).toBe('The browser blocked the sign-in window. Allow pop-ups for this site and try again.')
    // Nothing was asked of the secure site, and nothing stored.
    expect(requests.some((request) => request.port === 3003)).toBe(false)
    expect(await notStored(page)).toEqual([])
  })
})
