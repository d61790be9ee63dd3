/**
 * The third-party plugin (demo/plugins/network-status), written against the public API only: its chunk is
 * fetched only when its view first opens, once, and its view shows the local chain's latest block.
 */
import { expect, test } from 'vitest'
import type { RecordedRequest } from './helpers'
import { demo, modal, openWithButton, useBrowser, waitClosed } from './helpers'

const { newSession } = useBrowser()

const isPluginChunk = (r: RecordedRequest): boolean => r.pathname.includes('networkStatus') && /\.m?js$/.test(r.pathname)

test("the plugin's chunk is requested only after its view opens, and only once", async () => {
  const session = await newSession()
  const { page, requests } = session
  const m = modal(page)
  const chunkRequests = () => requests.filter(isPluginChunk)

  // Page load, then the modal on Connect: the plugin's code is not needed yet.
  await page.waitForTimeout(500)
  expect(chunkRequests(), 'no networkStatus chunk at page load').toEqual([])
  await openWithButton(page)
  await page.waitForTimeout(500)
  expect(chunkRequests().map((r) => r.url), 'none when the modal opens on Connect').toEqual([])
  await page.keyboard.press('Escape')
  await waitClosed(page)

  // The plugin's view opens: its chunk is fetched once, successfully.
  await demo(page).openNetworkStatus.click()
  await m.view('NetworkStatus').waitFor({ state: 'visible' })
  expect(chunkRequests().map((r) => r.url)).toHaveLength(1)
  const response = await chunkRequests()[0]!.request.response()
  expect(response?.status(), 'the chunk loaded').toBe(200)

  // Second time: no new request.
  await m.close.click()
  await waitClosed(page)
  await demo(page).openNetworkStatus.click()
  await m.view('NetworkStatus').waitFor({ state: 'visible' })
  await page.waitForTimeout(300)
  expect(chunkRequests().map((r) => r.url), 'not fetched again on the second open').toHaveLength(1)
})

test('the NetworkStatus view shows the latest block number of the local chain', async () => {
  const { page } = await newSession()
  await demo(page).openNetworkStatus.click()
  const block = page.locator('[data-testid="network-status-block"]')
  await block.waitFor({ state: 'visible' })

  // It may show a loading text first; then a decimal integer (thousands separators allowed).
  let text = ''
  await expect
    .poll(
      async () => {
        text = ((await block.textContent()) ?? '').trim()
        return /\d/.test(text)
      },
      { timeout: 15_000, message: 'the block element shows digits' },
    )
    .toBe(true)
  const match = /(?:^|[^\d.])(\d{1,3}(?:[,\u202f\u00a0]\d{3})+|\d+)(?![\d.])/.exec(` ${text} `)
  expect(match, `a decimal block number in "${text}"`).not.toBeNull()
  const shown = Number(match![1]!.replace(/[,\u202f\u00a0]/g, ''))
  expect(Number.isSafeInteger(shown) && shown >= 0).toBe(true)

  // It is a real block of the local chains: not beyond the highest block either anvil has now.
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
  const highest = Math.max(...heights)
  if (highest >= 0) expect(shown, `block shown vs. chain heights ${heights.join(', ')}`).toBeLessThanOrEqual(highest)
})
