/**
 * Restore that survives outages (issue 15, item 5): a service the browser cannot reach at page load is no
 * reason to forget the visitor's connection. The outage is made at the browser's edge (every request to
 * the service fails as a refused connection does), the cloud itself keeps running for the other tests.
 */
import { describe, expect, test } from 'vitest'
import { demo, modal, openWithButton, useBrowser } from './helpers'
import { loginWithEmail, newEmail } from './emailLogin'

const { newSession } = useBrowser()
const SECURE_SITE = 'http://127.0.0.1:3003/**'

describe('restore through an outage', () => {
  test('the secure site down at page load: the e-mail login is kept, the §8 alert shows, and it reconnects by itself once the site is back', async () => {
    const { page } = await newSession({ query: { 'timing.frameLoadTimeout': '2000' } })
    const address = await loginWithEmail(page, newEmail('outage'))
    await page.context().route(SECURE_SITE, (route) => route.abort('connectionrefused'))
    await page.reload()
    await expect.poll(() => page.evaluate(() => localStorage.getItem('@gangway/connectedConnectorIds')), { timeout: 15_000 }).toBe('{"eip155":"auth"}')
    await openWithButton(page)
    await modal(page).alert('Network Error - Could not load embedded wallet').waitFor()
    // Tried again, with backoff, while the site is down: the stored login is still there.
    await page.waitForTimeout(4_000)
    expect(await page.evaluate(() => localStorage.getItem('@gangway/connectedConnectorIds'))).toBe('{"eip155":"auth"}')
    expect(await demo(page).connectButton.textContent()).not.toMatch(/^0x/)
    await page.context().unroute(SECURE_SITE)
    await expect.poll(() => demo(page).connectButton.textContent(), { timeout: 45_000 }).toMatch(/^0x/)
    expect(JSON.parse((await page.locator('[data-testid="demo-account"]').textContent()) ?? '{}')).toMatchObject({ address })
    // And a reload now reconnects at once.
    await page.reload()
    await expect.poll(() => demo(page).connectButton.textContent()).toMatch(/^0x/)
  })
})
