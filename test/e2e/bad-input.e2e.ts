/**
 * Bad input ends in the spec's error or alert, and the modal keeps working: config 429/500/403/malformed,
 * an unknown view name, a corrupt stored entry.
 */
import { describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { demoStorageKey, modal, openWithButton, storedItem, useBrowser, waitClosed } from './helpers'
import type { DemoWindow } from './helpers'

const { newSession } = useBrowser()

/** The modal still does its job: Connect → All Wallets → back, then Escape closes. */
async function modalStillWorks(page: Page): Promise<void> {
  const m = modal(page)
  await m.view('Connect').waitFor({ state: 'visible' })
  await m.allWallets.click()
  await m.view('AllWallets').waitFor({ state: 'visible' })
  await m.back.click()
  await m.view('Connect').waitFor({ state: 'visible' })
  await page.keyboard.press('Escape')
  await waitClosed(page)
  await openWithButton(page)
}

describe('config and origins call failures', () => {
  const cases = [
    { projectId: 'gangway-rate-limited', path: '/appkit/v1/config', status: 429, alert: 'Rate Limited', what: 'config → 429' },
    { projectId: 'gangway-server-error', path: '/appkit/v1/config', status: 500, alert: 'Server Error', what: 'config → 500' },
    { projectId: 'gangway-no-such-project', path: '/appkit/v1/config', status: 403, alert: 'Invalid Project ID', what: 'config → 403' },
    { projectId: 'gangway-malformed', path: '/appkit/v1/config', status: 200, alert: 'Server Error', what: 'config body of the wrong shape' },
    { projectId: 'gangway-foreign-origin', path: '/projects/v1/origins', status: 200, alert: 'Origin Not Allowed', what: "the page's origin is not allowed" },
  ]
  for (const { projectId, path, status, alert, what } of cases) {
    test(`${projectId} (${what}): the '${alert}' alert, and the modal keeps working`, async () => {
      const { page } = await newSession({ projectId })
      const response = page.waitForResponse((r) => new URL(r.url()).pathname === path)
      await openWithButton(page)
      expect((await response).status()).toBe(status)

      await modal(page).alert(alert).waitFor({ state: 'visible' })
      await modalStillWorks(page)
    })
  }
})

test("appkit.open({ view: 'NoSuchView' }) rejects with \"Unknown view 'NoSuchView'\" and the modal keeps working", async () => {
  const { page } = await newSession()
  const outcome = await page.evaluate(() =>
    (window as unknown as DemoWindow).appkit.open({ view: 'NoSuchView' }).then(
      () => ({ rejected: false, message: '' }),
      (error: unknown) => ({ rejected: true, message: error instanceof Error ? error.message : String(error) }),
    ),
  )
  expect(outcome.rejected).toBe(true)
  expect(outcome.message).toContain("Unknown view 'NoSuchView'")
  expect(await modal(page).view('NoSuchView').count()).toBe(0)

  // Whether the failed call left the modal open or not, it closes and opens normally.
  if ((await modal(page).dialog.count()) > 0) {
    await page.keyboard.press('Escape')
    await waitClosed(page)
  }
  await openWithButton(page)
  await modalStillWorks(page)
})

test('a corrupt @gangway/ storage entry does not break opening, is removed, and other entries stay', async () => {
  const session = await newSession()
  const { page } = session
  await page.evaluate((key) => {
    localStorage.setItem(key, '{not json')
    localStorage.setItem('host-app/own-key', 'keep me')
  }, demoStorageKey('recentWallets'))
  await page.reload({ waitUntil: 'load' })

  await openWithButton(page)
  await modalStillWorks(page)
  await expect
    .poll(() => storedItem(page, 'recentWallets'), {
      message: 'the corrupt entry is removed',
    })
    .toBeNull()
  expect(await page.evaluate(() => localStorage.getItem('host-app/own-key'))).toBe('keep me')
})
