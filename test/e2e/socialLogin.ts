/** Social login in the demo: the local identity provider's pages (port 3005) and the steps a visitor takes. */
import type { Page } from 'playwright-core'
import { demo, modal, openWithButton } from './helpers'

export const IDP = 'http://127.0.0.1:3005'
export const PASSWORD = 'gangway'

/** A fresh account of the local provider (any <name>@example.test signs in with the shared password). */
export const newSocialEmail = (label: string) => `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`

/** Records every window.open call's arguments in window.__opens (the popup's requested size is the third). */
export async function recordWindowOpen(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __opens: unknown[][]; open: typeof window.open }
    const open = window.open.bind(window)
    w.__opens = []
    w.open = (...args: Parameters<typeof window.open>) => {
      w.__opens.push(args)
      return open(...args)
    }
  })
}

/** Records the kit's events (subscribeEvents) in window.__events. */
export async function recordEvents(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { appkit: { subscribeEvents(l: (e: { data: { event: string; properties?: unknown } }) => void): void }; __events: unknown[] }
    w.__events = []
    w.appkit.subscribeEvents((event) => w.__events.push(event.data))
  })
}

export function recordedEvents(page: Page): Promise<{ event: string; properties?: Record<string, unknown> }[]> {
  return page.evaluate(() => (window as unknown as { __events: { event: string; properties?: Record<string, unknown> }[] }).__events)
}

/** Connect → the provider's button: resolves with the popup it opened. */
export async function clickSocial(page: Page, provider: string): Promise<Page> {
  if (!(await modal(page).view('Connect').isVisible())) await openWithButton(page)
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.locator(`[data-testid="gw-social-${provider}"]`).click()])
  return popup
}

/** On the provider's sign-in page (popup or the page itself): signs in and consents. */
export async function signInAtProvider(target: Page, login: string, password = PASSWORD): Promise<void> {
  await target.waitForURL((url) => url.origin === IDP)
  await target.locator('[data-testid="idp-login"]').fill(login)
  await target.locator('[data-testid="idp-password"]').fill(password)
  await target.locator('[data-testid="idp-submit"]').click()
  await target.locator('[data-testid="idp-consent-allow"]').click()
}

/** The whole popup login; resolves with the connected address. */
export async function loginWithSocial(page: Page, provider: string, login: string): Promise<string> {
  const popup = await clickSocial(page, provider)
  await signInAtProvider(popup, login)
  if (!popup.isClosed()) await popup.waitForEvent('close')
  // Connected, or the error the modal shows says why not.
  await demo(page).connectButton.filter({ hasText: /^0x/ }).or(socialError(page)).first().waitFor()
  if (await socialError(page).isVisible()) throw new Error(`social login failed: ${await socialError(page).textContent()}`)
  return (await page.evaluate(() => (window as unknown as { appkit: { getAccount(ns: string): { address?: string } } }).appkit.getAccount('eip155').address)) ?? ''
}

/** The social error shown under the Connect view's buttons. */
export const socialError = (page: Page) => page.locator('[data-testid="gw-social-error"]')
