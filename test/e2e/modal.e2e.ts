/**
 * The modal as a visitor uses it: the button opens it on Connect, Escape and the close button close it,
 * focus stays inside and comes back, back follows the history, a plugin view does not stick, reduced
 * motion still opens and closes, and open() paints at once.
 */
import { describe, expect, test } from 'vitest'
import {
  deepFocus,
  demo,
  modal,
  openWithApi,
  openWithButton,
  readDemoStatePanel,
  readState,
  useBrowser,
  waitClosed,
} from './helpers'
import type { DemoWindow } from './helpers'
import type { Page } from 'playwright-core'

const { newSession } = useBrowser()

describe('opening and closing', () => {
  test('the connect button opens the modal on the Connect view, a dialog with an accessible name', async () => {
    const { page } = await newSession()
    const m = modal(page)
    expect(await m.dialog.count(), 'no dialog before the click').toBe(0)

    await openWithButton(page)

    await expect.poll(() => m.view('Connect').count()).toBe(1)
    expect(await m.dialog.getAttribute('role')).toBe('dialog')
    expect(await m.dialog.getAttribute('aria-modal')).toBe('true')
    const labelledBy = await m.dialog.getAttribute('aria-labelledby')
    expect(labelledBy, 'the dialog names its title with aria-labelledby').toBeTruthy()
    expect(await m.title.getAttribute('id')).toBe(labelledBy)
    const title = ((await m.title.textContent()) ?? '').trim()
    expect(title.length, 'the header title has text').toBeGreaterThan(0)
    // Playwright computes the accessible name itself: the dialog is found by role and that name.
    expect(await page.getByRole('dialog', { name: title, exact: true }).count()).toBe(1)

    expect((await readState(page)).open).toBe(true)
    await expect.poll(async () => (await readDemoStatePanel(page)).open).toBe(true)
  })

  test('Escape closes the modal and focus returns to the connect button', async () => {
    const { page } = await newSession()
    const m = modal(page)
    await openWithButton(page)
    await expect.poll(async () => (await deepFocus(page)).inDialog, { message: 'focus moves into the dialog on open' }).toBe(true)

    await page.keyboard.press('Escape')

    await waitClosed(page)
    expect(await m.view('Connect').count()).toBe(0)
    expect((await readState(page)).open).toBe(false)
    await expect
      .poll(async () => (await deepFocus(page)).testId, { message: 'focus is back on the connect button' })
      .toBe('gw-connect-button')
    await expect.poll(async () => (await readDemoStatePanel(page)).open).toBe(false)
  })

  test('the close button closes the modal', async () => {
    const { page } = await newSession()
    const m = modal(page)
    await openWithButton(page)

    await m.close.click()

    await waitClosed(page)
    expect((await readState(page)).open).toBe(false)
    await expect.poll(async () => (await deepFocus(page)).testId).toBe('gw-connect-button')
    // and it opens again
    await openWithButton(page)
  })

  test('Tab and Shift+Tab keep focus inside the dialog (focus trap)', async () => {
    const { page } = await newSession()
    await openWithButton(page)
    await expect.poll(async () => (await deepFocus(page)).inDialog).toBe(true)

    const focusable = await modal(page).dialog.evaluate(
      (dialog) =>
        dialog.querySelectorAll('button:not([disabled]), [href], input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])')
          .length,
    )
    const presses = Math.max(focusable, 2) + 3
    for (const key of ['Tab', 'Shift+Tab']) {
      const seen = new Set<string>()
      for (let i = 1; i <= presses; i++) {
        await page.keyboard.press(key)
        const focus = await deepFocus(page)
        expect(focus.inDialog, `${key} #${i} moved focus outside the dialog, to ${focus.describe}`).toBe(true)
        seen.add(focus.key)
      }
      expect(seen.size, `${key} cycles through more than one element`).toBeGreaterThan(1)
    }
  })

  test('with reduced motion the modal still opens and closes, and closes without a fade', async () => {
    const { page } = await newSession({ reducedMotion: 'reduce' })
    const m = modal(page)
    expect(await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)).toBe(true)

    await openWithButton(page)
    await page.keyboard.press('Escape')
    await waitClosed(page)

    await openWithButton(page)
    // appkit.close(): the dialog is gone within two frames (no 120 ms fade to wait for).
    const frames = await page.evaluate(async () => {
      const root = document.querySelector('gangway-modal')?.shadowRoot
      void (window as unknown as DemoWindow).appkit.close()
      for (let frame = 0; frame <= 30; frame++) {
        if (!root?.querySelector('[data-testid="gw-modal"]')) return frame
        await new Promise((resolve) => requestAnimationFrame(resolve))
      }
      return -1
    })
    expect(frames, 'frames until the dialog was removed (-1: still there after 30)').toBeGreaterThanOrEqual(0)
    expect(frames).toBeLessThanOrEqual(2)
    expect(await m.dialog.count()).toBe(0)
    await openWithButton(page)
  })
})

describe('history', () => {
  test('Connect → All Wallets → back → Connect; no back button with one entry', async () => {
    const { page } = await newSession()
    const m = modal(page)
    await openWithButton(page)
    expect(await m.back.isVisible(), 'no back button on the first view').toBe(false)
    const connectTitle = (await m.title.textContent())?.trim()

    await m.allWallets.click()
    await m.view('AllWallets').waitFor({ state: 'visible' })
    await m.view('Connect').waitFor({ state: 'detached' })
    await m.back.waitFor({ state: 'visible' })
    expect((await m.title.textContent())?.trim(), 'the title follows the view').not.toBe(connectTitle)

    await m.back.click()
    await m.view('Connect').waitFor({ state: 'visible' })
    await m.view('AllWallets').waitFor({ state: 'detached' })
    await m.back.waitFor({ state: 'hidden' })
    expect((await m.title.textContent())?.trim()).toBe(connectTitle)
    expect((await readState(page)).open, 'back to the first view does not close').toBe(true)
  })

  test("open({ view: 'NetworkStatus' }), close, open → Connect (closing resets the history)", async () => {
    const { page } = await newSession()
    const m = modal(page)
    await openWithApi(page, { view: 'NetworkStatus' })
    expect(await m.view('Connect').count()).toBe(0)

    await m.close.click()
    await waitClosed(page)

    await demo(page).connectButton.click()
    await m.view('Connect').waitFor({ state: 'visible' })
    expect(await m.view('NetworkStatus').count()).toBe(0)
    expect(await m.back.isVisible()).toBe(false)
  })
})

describe('open() paints at once', () => {
  // DESIGN.md: open() sets an observable synchronously; the shell and the Connect view render at once with
  // skeleton rows, and nothing on the open path awaits the network. Checked in frames, not milliseconds.
  async function framesUntilConnect(page: Page) {
    return page.evaluate(async () => {
      const appkit = (window as unknown as DemoWindow).appkit
      const find = () => document.querySelector('gangway-modal')?.shadowRoot?.querySelector('[data-view="Connect"]')
      void appkit.open()
      const openAtOnce = appkit.getState().open
      for (let frame = 0; frame <= 60; frame++) {
        const view = find()
        if (view) {
          const rows = view.querySelectorAll('[data-testid="gw-wallet-row"], [data-testid="gw-skeleton"]').length
          return { openAtOnce, frame, rows }
        }
        await new Promise((resolve) => requestAnimationFrame(resolve))
      }
      return { openAtOnce, frame: -1, rows: 0 }
    })
  }

  test('first open() after page load: state is open synchronously, Connect is there by the first frame', async () => {
    const { page } = await newSession()
    // Once the UI chunk is here (fetching it is network time, which npm run bench measures from a cold page).
    await page.evaluate(() => (window as unknown as DemoWindow).appkit.uiReady)
    const result = await framesUntilConnect(page)
    expect(result.openAtOnce, 'getState().open right after open()').toBe(true)
    expect(result.frame, 'animation frames until the Connect view was in the DOM (-1: never)').toBeGreaterThanOrEqual(0)
    expect(result.frame).toBeLessThanOrEqual(1)
    expect(result.rows, 'the first frame shows wallet rows or skeleton rows').toBeGreaterThan(0)
  })

  test("after intent, the first open shows Connect's wallet images in its first frame, not placeholders", async () => {
    const { page } = await newSession()
    await demo(page).connectButton.hover()
    // On intent the directory answers, then the images of Connect's rows load before any click (intent's image preload,
    // and again the warm-up render's rows: this checks what the visitor sees, whichever of the two came first).
    const imagesLoaded = () => page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/getWalletImage/')).length)
    await expect.poll(imagesLoaded, { timeout: 15_000 }).toBeGreaterThanOrEqual(4)
    await page.waitForTimeout(300)
    const firstFrame = await page.evaluate(
      () =>
        new Promise<{ images: number; placeholders: number }>((resolve) => {
          document.querySelector<HTMLButtonElement>('button[data-testid="gw-connect-button"]')?.click()
          requestAnimationFrame(() => {
            const rows = document.querySelector('gangway-modal')?.shadowRoot?.querySelectorAll('[data-testid="gw-wallet-row"]') ?? []
            const within = (selector: string) => [...rows].filter((row) => row.querySelector(selector)).length
            resolve({ images: within('img.gw-wallet-image'), placeholders: within('span.gw-wallet-image') })
          })
        }),
    )
    expect(firstFrame.placeholders, 'rows showing a placeholder in the first frame').toBe(0)
    expect(firstFrame.images, 'rows showing their image in the first frame').toBeGreaterThanOrEqual(4)
  })

  test('re-open: Connect is there by the first frame', async () => {
    const { page } = await newSession()
    await openWithButton(page)
    await page.keyboard.press('Escape')
    await waitClosed(page)
    const result = await framesUntilConnect(page)
    expect(result.openAtOnce).toBe(true)
    expect(result.frame).toBeGreaterThanOrEqual(0)
    expect(result.frame).toBeLessThanOrEqual(1)
  })
})
