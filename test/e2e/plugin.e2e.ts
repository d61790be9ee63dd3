/**
 * The third-party plugin (demo/plugins/network-status), written against the public entries only: its chunk is
 * fetched when its first part shows (its section on Connect), once; the section, the NetworkStatus view and
 * the Account tab show the local chain's real block, and its own service's verdict; the project's remote
 * config turns it off (its flag's remote id), and then nothing of it loads.
 */
import { expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import type { DemoWindow, RecordedRequest } from './helpers'
import { demo, modal, openWithButton, useBrowser, waitClosed } from './helpers'
import { connectedSession } from './testWallet'

const { newSession } = useBrowser()

const isPluginChunk = (r: RecordedRequest): boolean => r.pathname.includes('networkStatus') && /\.m?js$/.test(r.pathname)
const isStatusCall = (r: RecordedRequest): boolean => r.pathname === '/plugins/network-status/status'

/** The highest block either local chain has now. */
async function chainHeight(): Promise<number> {
  const heights = await Promise.all(
    [8545, 8546].map(async (port) => {
      try {
        const response = await fetch(`http://127.0.0.1:${port}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] }),
          signal: AbortSignal.timeout(3000),
        })
        const body = (await response.json()) as { result?: string }
        return body.result ? Number.parseInt(body.result, 16) : -1
      } catch {
        return -1
      }
    }),
  )
  return Math.max(...heights)
}

/** The decimal number an element shows once it has one (thousands separators allowed). */
async function shownNumber(page: Page, testId: string): Promise<number> {
  const element = page.locator(`[data-testid="${testId}"]`)
  let text = ''
  await expect.poll(async () => /\d/.test((text = ((await element.textContent()) ?? '').trim())), { timeout: 15_000, message: `${testId} shows digits` }).toBe(true)
  const match = /(\d{1,3}(?:,\d{3})+|\d+)/.exec(text)
  expect(match, `a decimal number in "${text}"`).not.toBeNull()
  return Number(match![1]!.replaceAll(',', ''))
}

test("the plugin's chunk loads with its Connect section, once; the section shows the local chain's health from the author's own service", async () => {
  const { page, requests } = await newSession()
  const chunkRequests = () => requests.filter(isPluginChunk)

  await page.waitForTimeout(500)
  expect(chunkRequests(), 'no networkStatus chunk at page load').toEqual([])
  await openWithButton(page)
  const section = page.locator('[data-testid="network-status-section"]')
  await section.waitFor({ state: 'visible' })
  expect(chunkRequests()).toHaveLength(1)
  expect((await chunkRequests()[0]!.request.response())?.status(), 'the chunk loaded').toBe(200)
  // After the wallet section, as a plugin's own connect method is.
  const order = await page.locator('[data-testid="gw-connect-sections"] > [data-testid^="gw-connect-section-"]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid')))
  expect(order.at(-1)).toBe('gw-connect-section-network-status')

  await expect.poll(() => section.getAttribute('data-verdict'), { timeout: 15_000 }).toBe('operational')
  expect(await section.textContent()).toContain('Gangway Local: Operational')
  const status = requests.find(isStatusCall)
  expect(status, 'the status service was asked').toBeDefined()
  expect(new URL(status!.url).searchParams.get('chainId')).toBe('eip155:31337')
  expect(await (await status!.request.response())?.json()).toMatchObject({ caipNetworkId: 'eip155:31337', status: 'operational' })

  // The section opens the plugin's view; the chunk is not fetched again.
  await section.click()
  await modal(page).view('NetworkStatus').waitFor({ state: 'visible' })
  await modal(page).close.click()
  await waitClosed(page)
  await demo(page).openNetworkStatus.click()
  await modal(page).view('NetworkStatus').waitFor({ state: 'visible' })
  await page.waitForTimeout(300)
  expect(chunkRequests(), 'not fetched again').toHaveLength(1)
})

test('the NetworkStatus view shows a real block of the local chain, its gas price and the service measure', async () => {
  const { page } = await newSession()
  await demo(page).openNetworkStatus.click()
  await modal(page).view('NetworkStatus').waitFor({ state: 'visible' })
  const shown = await shownNumber(page, 'network-status-block')
  const highest = await chainHeight()
  expect(Number.isSafeInteger(shown) && shown >= 0).toBe(true)
  if (highest >= 0) expect(shown, `block shown vs. chain height ${highest}`).toBeLessThanOrEqual(highest)
  await expect.poll(() => page.locator('[data-testid="network-status-gas"]').textContent(), { timeout: 15_000 }).toMatch(/^[\d.,]+ gwei$/)
  await expect.poll(() => page.locator('[data-testid="network-status-service"]').textContent(), { timeout: 15_000 }).toMatch(/^Node answered in \d+ ms$/)
  expect(await page.locator('[data-testid="network-status-verdict"]').getAttribute('data-verdict')).toBe('operational')
})

test('connected: the Account view has its Network tab, which leads to the full view', async () => {
  const { page } = await connectedSession(newSession, { accountIndex: 9 })
  await openWithButton(page, 'Account')
  const tab = page.locator('[data-testid="gw-account-tab-network"]')
  await tab.waitFor({ state: 'visible' })
  expect(await tab.textContent()).toBe('Network')
  await tab.click()
  await page.locator('[data-testid="network-status-tab"]').waitFor({ state: 'visible' })
  expect(await shownNumber(page, 'network-status-tab-block')).toBeGreaterThanOrEqual(0)
  await expect.poll(() => page.locator('[data-testid="network-status-verdict"]').getAttribute('data-verdict'), { timeout: 15_000 }).toBe('operational')
  await page.locator('[data-testid="network-status-details"]').click()
  await modal(page).view('NetworkStatus').waitFor({ state: 'visible' })
  expect(await modal(page).title.textContent()).toBe('Network Status')
})

test("the project's remote config turns the plugin off: no section, no chunk, and its view is unknown", async () => {
  const { page, requests } = await newSession({ projectId: 'gangway-remote-off' })
  await openWithButton(page)
  await expect
    .poll(() => page.evaluate(() => JSON.parse(JSON.stringify(((window as unknown as DemoWindow).appkit.getFlags() as { plugins: Record<string, unknown> }).plugins['networkStatus'] ?? null)) as unknown), {
      message: "getFlags().plugins.networkStatus after the config call",
    })
    .toEqual({ value: false, source: 'remote' })
  await page.waitForTimeout(300)
  expect(await page.locator('[data-testid="gw-connect-section-network-status"]').count()).toBe(0)
  expect(requests.filter(isPluginChunk), 'its chunk is never fetched').toEqual([])
  await page.keyboard.press('Escape')
  await waitClosed(page)
  const refusal = await page.evaluate(() => (window as unknown as DemoWindow).appkit.open({ view: 'NetworkStatus' }).then(() => 'opened', (error: Error) => error.message))
  expect(refusal).toContain('NetworkStatus')
  expect(requests.filter(isPluginChunk)).toEqual([])
})
