/**
 * Wallet lists in a real browser: wallets announced by EIP-6963 are listed as installed, first; an
 * excluded wallet is not listed; AllWallets search shows the matches after its wait; with the 5,000-wallet
 * directory the virtualised grid scrolls to the last wallet with never more than ~100 tiles in the DOM, and
 * Tab walks the tiles in order.
 */
import { describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { deepFocus, modal, openWithButton, useBrowser } from './helpers'

const { newSession } = useBrowser()

const API = 'http://127.0.0.1:3001'
const LARGE = 'gangway-large-directory'
const tiles = (page: Page) => page.locator('[data-testid="gw-wallet-tile"]')
const grid = (page: Page) => page.locator('[data-testid="gw-all-wallets-grid"]')

/** Two EIP-6963 wallets, announced on load and on every eip6963:requestProvider. */
const ANNOUNCED = [
  { uuid: '6b1f0d9e-1a2b-4c3d-8e4f-000000000001', name: 'Lists Wallet One', rdns: 'dev.gangway.lists-one' },
  { uuid: '6b1f0d9e-1a2b-4c3d-8e4f-000000000002', name: 'Lists Wallet Two', rdns: 'dev.gangway.lists-two' },
]

async function announceWallets(page: Page): Promise<void> {
  await page.addInitScript((wallets) => {
    const icon = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="#09f"/></svg>')}`
    const announce = () => {
      for (const wallet of wallets) {
        const detail = Object.freeze({
          info: Object.freeze({ ...wallet, icon }),
          provider: { request: async () => [], on() {}, removeListener() {} },
        })
        window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
      }
    }
    window.addEventListener('eip6963:requestProvider', announce)
    window.addEventListener('load', announce)
  }, ANNOUNCED)
}

async function openAllWallets(page: Page): Promise<void> {
  await openWithButton(page)
  await modal(page).allWallets.click()
  await modal(page).view('AllWallets').waitFor({ state: 'visible' })
  await tiles(page).first().waitFor({ state: 'visible' })
}

async function lastDirectoryWallet(projectId: string): Promise<{ id: string; name: string; count: number }> {
  const first = (await (await fetch(`${API}/getWallets?projectId=${projectId}&entries=1`)).json()) as { count: number }
  const last = (await (await fetch(`${API}/getWallets?projectId=${projectId}&entries=1&page=${first.count}`)).json()) as {
    data: { id: string; name: string }[]
  }
  return { ...last.data[0]!, count: first.count }
}

describe('installed wallets (EIP-6963)', () => {
  test('two announced wallets are both listed as installed, first, on Connect and in All Wallets', async () => {
    const session = await newSession({ goto: false })
    await announceWallets(session.page)
    await session.gotoDemo()
    const { page } = session
    await openWithButton(page)
    const installedRows = page.locator('[data-testid="gw-wallet-row"][data-installed="true"]')
    await expect.poll(() => installedRows.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-wallet-id')))).toEqual(
      ANNOUNCED.map((wallet) => wallet.rdns),
    )
    await modal(page).allWallets.click()
    await modal(page).view('AllWallets').waitFor({ state: 'visible' })
    await tiles(page).first().waitFor({ state: 'visible' })
    const firstTwo = await tiles(page).evaluateAll((all) => all.slice(0, 2).map((t) => [t.getAttribute('data-wallet-id'), t.getAttribute('data-installed')]))
    expect(firstTwo).toEqual(ANNOUNCED.map((wallet) => [wallet.rdns, 'true']))
    expect(await tiles(page).nth(2).getAttribute('data-installed')).toBeNull()
  })
})

async function directoryIds(count: number): Promise<string[]> {
  const body = (await (await fetch(`${API}/getWallets?projectId=gangway-demo&entries=${count}`)).json()) as { data: { id: string }[] }
  return body.data.map((wallet) => wallet.id)
}

// The demo passes excludeWalletIds and featuredWalletIds from its address (comma-separated) to createAppKit.
describe('exclusion (§5) and featured order (§2)', () => {
  test('an excluded wallet (by id, and an announced one by rdns) is not listed', async () => {
    const [excludedId] = await directoryIds(1)
    const session = await newSession({ goto: false })
    await announceWallets(session.page)
    await session.gotoDemo({ query: { excludeWalletIds: `${excludedId},${ANNOUNCED[1]!.rdns}` } })
    const { page } = session
    await openAllWallets(page)
    const ids = await tiles(page).evaluateAll((all) => all.map((t) => t.getAttribute('data-wallet-id')))
    expect(ids).toContain(ANNOUNCED[0]!.rdns)
    expect(ids).not.toContain(ANNOUNCED[1]!.rdns)
    expect(ids).not.toContain(excludedId)
  })

  test('featured wallets follow featuredWalletIds, after the installed ones', async () => {
    const ids = await directoryIds(12)
    const featured = [ids[11]!, ids[7]!, ids[9]!]
    const session = await newSession({ goto: false })
    await announceWallets(session.page)
    await session.gotoDemo({ query: { featuredWalletIds: featured.join(',') } })
    const { page } = session
    await openWithButton(page)
    const featuredRows = page.locator('[data-testid="gw-wallet-row"][data-group="featured"]')
    await expect.poll(() => featuredRows.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-wallet-id')))).toEqual(featured)
    await modal(page).allWallets.click()
    await tiles(page).nth(5).waitFor({ state: 'visible' })
    const order = await tiles(page).evaluateAll((all) => all.slice(0, 6).map((t) => t.getAttribute('data-wallet-id')))
    expect(order).toEqual([...ANNOUNCED.map((wallet) => wallet.rdns), ...featured, ids[0]])
  })
})

describe('images (§9)', () => {
  const imageRequests = (requests: { pathname: string }[]) => requests.filter((r) => r.pathname.startsWith('/getWalletImage/')).length

  test('only the first 20 of a page are requested until the others scroll into view', async () => {
    const { page, requests } = await newSession({ projectId: LARGE })
    await openAllWallets(page)
    await page.waitForTimeout(1000)
    expect(imageRequests(requests)).toBe(20)
    await grid(page).evaluate((el) => el.scrollTo({ top: 96 * 6 }))
    await expect.poll(() => imageRequests(requests)).toBeGreaterThan(20)
  })

  test('an image that does not arrive within the give-up time leaves its placeholder', async () => {
    const session = await newSession({ goto: false })
    await session.page.route('**/getWalletImage/**', () => undefined) // never answered
    await session.gotoDemo({ query: { 'timing.imagePreloadGiveUp': '500' } })
    const { page } = session
    await openWithButton(page)
    const row = page.locator('[data-testid="gw-wallet-row"][data-group="recommended"]').first().locator('.gw-wallet-image')
    await expect.poll(() => row.getAttribute('data-image')).toBe('loading')
    await expect.poll(() => row.getAttribute('data-image'), { timeout: 3000 }).toBe('failed')
    await modal(page).allWallets.click()
    await tiles(page).first().waitFor({ state: 'visible' })
    await expect.poll(() => tiles(page).first().locator('.gw-wallet-image').getAttribute('data-image'), { timeout: 3000 }).toBe('failed')
    expect(await tiles(page).locator('img').count()).toBe(0)
  })
})

describe('All Wallets', () => {
  test('search for part of a name shows the matching wallets after the wait', async () => {
    const { page } = await newSession()
    await openAllWallets(page)
    const search = page.getByLabel('Search wallets')
    await search.fill('trus')
    await expect.poll(() => tiles(page).first().textContent(), { timeout: 5000 }).toContain('Trust')
    const names = await tiles(page).evaluateAll((all) => all.map((t) => t.textContent ?? ''))
    expect(names.length).toBeGreaterThan(0)
    for (const name of names) expect(name.toLowerCase()).toContain('trus')
  })

  test(`${LARGE}: scrolls to the last of 5,000 wallets with never more than ~100 tiles in the DOM`, async () => {
    const last = await lastDirectoryWallet(LARGE)
    expect(last.count).toBe(5000)
    const { page } = await newSession({ projectId: LARGE })
    await openAllWallets(page)
    // Count tiles on every DOM change inside the modal, for the whole scroll.
    await page.evaluate(() => {
      const root = document.querySelector('gangway-modal')!.shadowRoot!
      const probe = { max: 0 }
      ;(window as unknown as { __tileProbe: typeof probe }).__tileProbe = probe
      new MutationObserver(() => {
        probe.max = Math.max(probe.max, root.querySelectorAll('[data-testid="gw-wallet-tile"]').length)
      }).observe(root, { childList: true, subtree: true })
    })
    const scrollHeight = await grid(page).evaluate((el) => el.scrollHeight)
    expect(scrollHeight, 'the scroller is as tall as 1,250 rows').toBeGreaterThan(1250 * 90)
    // Scroll down in steps (each step brings new pages into view), then to the very end.
    for (let step = 1; step <= 20; step++) {
      await grid(page).evaluate((el, s) => el.scrollTo({ top: (el.scrollHeight * s) / 20 }), step)
      await page.waitForTimeout(50)
    }
    const lastTile = page.locator(`[data-testid="gw-wallet-tile"][data-wallet-id="${last.id}"]`)
    await lastTile.waitFor({ state: 'visible', timeout: 10_000 })
    expect(await lastTile.textContent()).toContain(last.name)
    const inView = await grid(page).evaluate((el, id) => {
      const tile = el.querySelector(`[data-wallet-id="${id}"]`)!.getBoundingClientRect()
      const box = el.getBoundingClientRect()
      return tile.top >= box.top - 1 && tile.bottom <= box.bottom + 1
    }, last.id)
    expect(inView, 'the last wallet is inside the scroller').toBe(true)
    const max = await page.evaluate(() => (window as unknown as { __tileProbe: { max: number } }).__tileProbe.max)
    expect(max).toBeGreaterThan(0)
    expect(max).toBeLessThanOrEqual(100)
  })

  test(`${LARGE}: Tab walks the tiles in order and the window follows`, async () => {
    const { page } = await newSession({ projectId: LARGE })
    await openAllWallets(page)
    await page.getByLabel('Search wallets').focus()
    // The Certified switch sits between the search and the tiles.
    await page.keyboard.press('Tab')
    expect((await deepFocus(page)).testId).toBe('gw-certified-switch')
    const indexes: number[] = []
    for (let i = 0; i < 60; i++) {
      // At a person's pace: the next tile's page has arrived (it is asked for as its row scrolls into view).
      await page.locator(`[data-testid="gw-wallet-tile"][data-index="${i}"]`).waitFor({ state: 'attached' })
      await page.keyboard.press('Tab')
      const focus = await deepFocus(page)
      expect(focus.inDialog, `focus stays in the dialog (${focus.describe})`).toBe(true)
      indexes.push(Number(await page.evaluate(() => {
        let active: Element | null = document.activeElement
        while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
        return active?.getAttribute('data-index') ?? -1
      })))
    }
    expect(indexes).toEqual(Array.from({ length: 60 }, (_, i) => i))
    expect(await tiles(page).count()).toBeLessThanOrEqual(100)
  })
})
