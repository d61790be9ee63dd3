/**
 * The receive plugin in real Chromium, connected with the gangway/testing wallet on the local chains:
 * Account → Receive shows the address, its QR code decodes (jsQR, on the pixels Chromium painted) to that
 * address in both themes, copy puts it on the clipboard, the chunk loads only when the view opens, and
 * axe finds nothing on the view.
 */
import { describe, expect, test } from 'vitest'
import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from 'playwright-core'
import { DEMO_URL, deepFocus, modal, openWithButton, useBrowser, waitForAnimations } from './helpers'
import { decodeQr } from './decodeQr'
import { connectedSession as connectTestWallet } from './testWallet'

const { newSession } = useBrowser()

/** Receiving changes nothing on chain, so any test account does; #8 is one the other suites leave alone. */
const ACCOUNT_INDEX = 8

function connectedSession(theme: 'light' | 'dark' = 'dark') {
  return connectTestWallet(newSession, { accountIndex: ACCOUNT_INDEX, theme })
}

/** Account → the Receive wallet feature, as a visitor gets there. */
async function openReceive(page: Page): Promise<void> {
  await openWithButton(page, 'Account')
  await page.locator('[data-testid="gw-account-feature-receive"]').click()
  await modal(page).view('Receive').waitFor({ state: 'visible' })
  await page.locator('[data-testid="gw-receive-qr"]').waitFor({ state: 'visible' })
  await waitForAnimations(page)
}

describe('the Receive view', () => {
  for (const theme of ['dark', 'light'] as const) {
    test(`${theme}: Account → Receive shows the address, and its QR code decodes to it`, async () => {
      const { page, wallet, session } = await connectedSession(theme)
      await openWithButton(page, 'Account')
      // The plugin's chunk is fetched when its view opens, not before.
      expect(session.requests.some((request) => request.pathname.includes('receivePlugin'))).toBe(false)
      await page.locator('[data-testid="gw-account-feature-receive"]').click()
      await modal(page).view('Receive').waitFor({ state: 'visible' })
      await expect.poll(() => session.requests.some((request) => request.pathname.includes('receivePlugin'))).toBe(true)
      expect(await modal(page).title.textContent()).toBe('Receive')

      expect(await page.locator('[data-testid="gw-receive-address"]').textContent()).toBe(wallet.address)
      const qr = page.locator('[data-testid="gw-receive-qr"]')
      expect(await qr.getAttribute('role')).toBe('img')
      expect(await qr.getAttribute('aria-label')).toContain(wallet.address)
      const box = await qr.boundingBox()
      expect(box?.width).toBeGreaterThanOrEqual(170)
      expect(box?.width).toBeLessThanOrEqual(230)

      await waitForAnimations(page)
      expect(await decodeQr(page, qr)).toBe(wallet.address)

      const networks = page.locator('[data-testid="gw-receive-networks"] li')
      expect(await networks.allTextContents()).toEqual(['Gangway Local', 'Gangway Local 2'])
      expect(await networks.first().getAttribute('aria-current')).toBe('true')
    })
  }

  test('Copy address, pressed from the keyboard, puts the address on the clipboard and says so', async () => {
    const { page, session, wallet } = await connectedSession()
    await session.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(DEMO_URL).origin })
    await openReceive(page)
    const copy = page.locator('[data-testid="gw-receive-copy"]')
    // Reachable with Tab, with a visible focus ring.
    for (let i = 0; i < 10 && (await deepFocus(page)).testId !== 'gw-receive-copy'; i++) await page.keyboard.press('Tab')
    expect((await deepFocus(page)).testId).toBe('gw-receive-copy')
    const outline = await copy.evaluate((element) => getComputedStyle(element).outlineStyle)
    expect(outline).not.toBe('none')
    await page.keyboard.press('Enter')
    await expect.poll(() => modal(page).toast.textContent()).toContain('Address copied')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(wallet.address)
  })

  test('disconnected, the view says to connect a wallet', async () => {
    const { page } = await newSession()
    await page.evaluate(() => (window as unknown as { appkit: { open(o: { view: string }): Promise<void> } }).appkit.open({ view: 'Receive' }))
    await modal(page).view('Receive').waitFor({ state: 'visible' })
    await page.locator('[data-testid="gw-receive-disconnected"]').waitFor({ state: 'visible' })
    expect(await page.locator('[data-testid="gw-receive-qr"]').count()).toBe(0)
  })

  for (const theme of ['light', 'dark'] as const) {
    test(`axe, ${theme} theme: no violations on the Receive view`, async () => {
      const { page } = await connectedSession(theme)
      await openReceive(page)
      expect(await modal(page).host.getAttribute('data-theme')).toBe(theme)
      const results = await new AxeBuilder({ page }).include('gangway-modal').analyze()
      const violations = results.violations.map((v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.help} ${v.nodes.map((n) => JSON.stringify(n.target)).join(' ')}`)
      expect(violations).toEqual([])
    })
  }
})
