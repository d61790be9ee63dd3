/**
 * Connect's options that change its methods (issue 23, item 7), in the demo (it reads them from its address):
 * the legal checkbox that gates every connect method until ticked, and the wallet list collapsed behind
 * "Continue with a wallet" (collapseWallets, emailShowWallets=false). axe on each new state.
 */
import { describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { DEMO_URL, deepFocus, demo, modal, openWithButton, useBrowser, waitClosed } from './helpers'
import { sessionWithWallet, WALLET_NAME } from './testWallet'
import { modalAxeViolations, viewShot } from './viewChecks'

const { newSession } = useBrowser()

const byTestId = (id: string) => `[data-testid="${id}"]`
const legal = {
  legalCheckbox: 'true',
  termsConditionsUrl: new URL('/terms.html', DEMO_URL).toString(),
  privacyPolicyUrl: new URL('/privacy.html', DEMO_URL).toString(),
}
/** Connect's methods as a visitor could use them: each button or input, and whether the browser lets it be used. */
const methodStates = (page: Page) =>
  page.locator(`${byTestId('gw-connect-gate')} button, ${byTestId('gw-connect-gate')} input`).evaluateAll((all) => all.map((element) => (element as HTMLButtonElement).matches(':disabled')))

describe('options wired: the legal checkbox', () => {
  test('every connect method is disabled until the visitor ticks the checkbox; then the installed wallet connects', async () => {
    const { page, wallet } = await sessionWithWallet(newSession, { accountIndex: 41, query: legal })
    await openWithButton(page)
    const checkbox = page.getByRole('checkbox', { name: 'I agree to the Terms of Service and Privacy Policy' })
    await checkbox.waitFor({ state: 'visible' })
    const row = modal(page).walletRows.filter({ hasText: WALLET_NAME })
    await row.waitFor({ state: 'visible' })
    await page.locator(byTestId('gw-email-input')).waitFor({ state: 'visible' })
    const states = await methodStates(page)
    expect(states.length).toBeGreaterThan(4)
    expect(states.every(Boolean)).toBe(true)
    expect(await page.getByRole('link', { name: 'Terms of Service' }).evaluate((link) => [link.getAttribute('href'), link.getAttribute('target'), link.getAttribute('rel')])).toEqual([
      legal.termsConditionsUrl,
      '_blank',
      'noopener noreferrer',
    ])
    expect(await modalAxeViolations(page)).toEqual([])
    await viewShot(page, 'connect-legal-unticked')

    // A click on a greyed row does nothing: the wallet is not asked.
    await row.click({ force: true })
    expect(wallet.requests.filter((entry) => entry.method === 'eth_requestAccounts')).toEqual([])
    await modal(page).view('Connect').waitFor({ state: 'visible' })

    // Ticked from the keyboard.
    await checkbox.focus()
    await page.keyboard.press('Space')
    expect(await checkbox.isChecked()).toBe(true)
    expect((await methodStates(page)).some(Boolean)).toBe(false)
    expect(await modalAxeViolations(page)).toEqual([])
    await viewShot(page, 'connect-legal-ticked')

    await row.click()
    await waitClosed(page)
    await expect.poll(() => demo(page).connectButton.textContent()).toMatch(/^0x/)
  })
})

describe('options wired: collapsed wallets', () => {
  test('collapseWallets: e-mail and social login show, the wallets wait behind "Continue with a wallet", which opens them', async () => {
    const { page } = await newSession({ query: { collapseWallets: 'true' } })
    await openWithButton(page)
    const button = page.getByRole('button', { name: 'Continue with a wallet' })
    await button.waitFor({ state: 'visible' })
    await page.locator(byTestId('gw-email-input')).waitFor({ state: 'visible' })
    await page.locator(byTestId('gw-connect-section-social')).waitFor({ state: 'visible' })
    expect(await modal(page).walletRows.count()).toBe(0)
    expect(await modal(page).allWallets.count()).toBe(0)
    expect(await modalAxeViolations(page)).toEqual([])
    await viewShot(page, 'connect-wallets-collapsed')

    await button.focus()
    await page.keyboard.press('Enter')
    await modal(page).walletRows.first().waitFor({ state: 'visible' })
    await modal(page).allWallets.waitFor({ state: 'visible' })
    expect(await button.count()).toBe(0)
    // Focus moved to the list the button opened.
    expect(['gw-wallet-row', 'gw-wallet-all']).toContain((await deepFocus(page)).testId)
    expect(await modalAxeViolations(page)).toEqual([])
    await viewShot(page, 'connect-wallets-opened')
  })

  test('emailShowWallets=false: the same, AppKit’s older name for it', async () => {
    const { page } = await newSession({ query: { emailShowWallets: 'false' } })
    await openWithButton(page)
    await page.getByRole('button', { name: 'Continue with a wallet' }).waitFor({ state: 'visible' })
    await page.locator(byTestId('gw-email-input')).waitFor({ state: 'visible' })
    expect(await modal(page).walletRows.count()).toBe(0)
  })
})

describe('options wired: the login frame without a parent', () => {
  test("the frame page opened on its own has no parent to post to: 'parent is not set' (§8), and it says what it is", async () => {
    const { page } = await newSession({ goto: false })
    const errors: string[] = []
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
    await page.goto('http://127.0.0.1:3003/frame?projectId=gangway-demo&chainId=eip155%3A31337&version=x&enableLogger=false&rpcUrl=')
    await page.locator('#status').waitFor({ state: 'visible' })
    expect(await page.locator('#status').textContent()).toBe('This page is the Gangway login frame: it only works inside an app.')
    await expect.poll(() => errors).toContain('[gangway frame] parent is not set')
  })
})
