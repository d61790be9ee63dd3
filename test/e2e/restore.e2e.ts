/**
 * Restore that survives outages (issue 15, item 5): a service the browser cannot reach at page load is no
 * reason to forget the visitor's connection. The outage is made at the browser's edge (every request to
 * the service fails as a refused connection does), the cloud itself keeps running for the other tests.
 */
import { describe, expect, test } from 'vitest'
import { demo, modal, openWithButton, storedItem, useBrowser } from './helpers'
import { loginWithEmail, newEmail } from './emailLogin'
import { connectedSession } from './testWallet'

const { newSession } = useBrowser()
const SECURE_SITE = 'http://127.0.0.1:3003/**'
const API = 'http://127.0.0.1:3001/**'
const CHAIN_DATA = 'http://127.0.0.1:3002/**'

describe('restore through an outage', () => {
  test('the secure site down at page load: the e-mail login is kept, the §8 alert shows, and it reconnects by itself once the site is back', async () => {
    const { page } = await newSession({ query: { 'timing.frameLoadTimeout': '2000' } })
    const address = await loginWithEmail(page, newEmail('outage'))
    await page.context().route(SECURE_SITE, (route) => route.abort('connectionrefused'))
    await page.reload()
    await expect.poll(() => storedItem(page, 'connectedConnectorIds'), { timeout: 15_000 }).toBe('{"eip155":"auth"}')
    await openWithButton(page)
    await modal(page).alert('Network Error - Could not load embedded wallet').waitFor()
    // Tried again, with backoff, while the site is down: the stored login is still there.
    await page.waitForTimeout(4_000)
    expect(await storedItem(page, 'connectedConnectorIds')).toBe('{"eip155":"auth"}')
    expect(await demo(page).connectButton.textContent()).not.toMatch(/^0x/)
    await page.context().unroute(SECURE_SITE)
    await expect.poll(() => demo(page).connectButton.textContent(), { timeout: 45_000 }).toMatch(/^0x/)
    expect(JSON.parse((await page.locator('[data-testid="demo-account"]').textContent()) ?? '{}')).toMatchObject({ address })
    // And a reload now reconnects at once.
    await page.reload()
    await expect.poll(() => demo(page).connectButton.textContent()).toMatch(/^0x/)
  })

  test('the API and chain data down at page load: the injected wallet is restored with nothing stored lost; the wallet list says it could not load and loads on Try again once the API is back', async () => {
    const { page, session } = await connectedSession(newSession, { accountIndex: 2 })
    const stored = await storedItem(page, 'connectedConnectorIds')
    for (const service of [API, CHAIN_DATA]) await session.context.route(service, (route) => route.abort('connectionrefused'))
    await page.reload()
    await expect.poll(() => demo(page).connectButton.textContent()).toMatch(/^0x/)
    expect(await storedItem(page, 'connectedConnectorIds')).toBe(stored)
    // Its balance comes through the wallet (or the cache) meanwhile: Account opens with the address and a balance.
    await openWithButton(page, 'Account')
    await expect.poll(() => page.locator('[data-testid="gw-account-balance"]').textContent()).toMatch(/ETH$/)
    await session.context.unroute(CHAIN_DATA)
    // Signed out while the API is still down: the wallet list says it could not load, and loads on Try again once back.
    await page.evaluate(() => (window as unknown as { appkit: { disconnect(): Promise<void> } }).appkit.disconnect())
    await expect.poll(() => demo(page).connectButton.textContent()).not.toMatch(/^0x/)
    await page.reload()
    await openWithButton(page)
    const failed = page.locator('[data-testid="gw-wallets-failed"]')
    await failed.waitFor({ timeout: 30_000 })
    await session.context.unroute(API)
    await failed.getByRole('button', { name: 'Try again' }).click()
    await expect.poll(() => modal(page).walletRows.count()).toBeGreaterThan(1)
  })
})
