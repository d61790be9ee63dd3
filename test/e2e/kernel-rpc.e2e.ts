/**
 * Issue 23's RPC and directory rules in a real browser: the RPC test ping on each open of the modal (§7), none with
 * disableProviderPing, the next node after a failed ping; All Wallets' search as one request per pause in typing,
 * with the configured chains (§7, §9).
 */
import { describe, expect, test } from 'vitest'
import type { Page, Request } from 'playwright-core'
import { modal, openWithButton, useBrowser } from './helpers'
import type { RecordedRequest } from './helpers'
import { modalAxeViolations, viewShot } from './viewChecks'

const { newSession } = useBrowser()

function rpcMethod(request: Request): string | undefined {
  try {
    const body = JSON.parse(request.postData() ?? '') as { method?: unknown }
    return typeof body.method === 'string' ? body.method : undefined
  } catch {
    return undefined
  }
}

const pings = (requests: readonly RecordedRequest[]): RecordedRequest[] =>
  requests.filter((r) => r.method === 'POST' && rpcMethod(r.request) === 'eth_chainId')
const isConfigCall = (r: RecordedRequest): boolean => r.port === 3001 && r.pathname === '/appkit/v1/config'

async function closeModal(page: Page): Promise<void> {
  await modal(page).close.click()
  await modal(page).dialog.waitFor({ state: 'hidden' })
}

describe('the RPC test ping on open (§7)', () => {
  test("each open sends one eth_chainId to the chain-data proxy, with the active network's chainId and the projectId", async () => {
    const { page, requests } = await newSession()
    await openWithButton(page)
    await expect.poll(() => pings(requests).length).toBe(1)
    const [ping] = pings(requests)
    const url = new URL(ping!.url)
    expect(`${url.origin}${url.pathname}`).toBe('http://127.0.0.1:3002/v1/')
    expect(Object.fromEntries(url.searchParams)).toEqual({ chainId: 'eip155:31337', projectId: 'gangway-demo' })
    const answer = await ping!.request.response()
    expect(await answer?.json()).toMatchObject({ result: '0x7a69' })

    await closeModal(page)
    await openWithButton(page)
    await expect.poll(() => pings(requests).length).toBe(2)
  })

  test('with disableProviderPing the open sends none', async () => {
    const { page, requests } = await newSession({ query: { disableProviderPing: 'true' } })
    await openWithButton(page)
    await expect.poll(() => requests.some(isConfigCall)).toBe(true)
    // The intent's calls have all been made once the directory answered; the ping would go out with them.
    await expect.poll(() => requests.some((r) => r.pathname === '/getWallets')).toBe(true)
    await page.waitForTimeout(1000)
    expect(pings(requests)).toEqual([])
  })

  test("a proxy that answers 500 is left: the next open pings the network's own node", async () => {
    const session = await newSession({ goto: false })
    const { page, requests } = session
    await page.route(
      (url) => url.port === '3002' && url.pathname === '/v1/',
      async (route) => {
        if (rpcMethod(route.request()) === 'eth_chainId') await route.fulfill({ status: 500, body: 'down' })
        else await route.continue()
      },
    )
    await session.gotoDemo()
    await openWithButton(page)
    await expect.poll(() => pings(requests).map((r) => r.port)).toEqual([3002])
    await closeModal(page)
    await openWithButton(page)
    await expect.poll(() => pings(requests).map((r) => r.port)).toEqual([3002, 8545])
  })
})

describe('All Wallets search (§7, §9)', () => {
  test('typing a word sends one GET /getWallets after the pause, with search and the configured chains', async () => {
    // A long pause (timing.debounceDefault) so that a slow keystroke on a busy machine is not taken for one.
    const { page, requests } = await newSession({ query: { withMainnet: 'true', 'timing.debounceDefault': '1500' } })
    await openWithButton(page)
    await modal(page).allWallets.click()
    await modal(page).view('AllWallets').waitFor({ state: 'visible' })
    const searches = () => requests.filter((r) => r.pathname === '/getWallets' && new URL(r.url).searchParams.has('search'))
    await page.getByLabel('Search wallets').pressSequentially('trust', { delay: 60 })
    await expect.poll(() => searches().length).toBe(1)
    const params = new URL(searches()[0]!.url).searchParams
    expect(params.get('search')).toBe('trust')
    expect(params.get('chains')).toBe('eip155:1')
    expect(params.get('entries')).toBe('100')
    await page.locator('[data-testid="gw-wallet-tile"]').first().waitFor({ state: 'visible' })
    expect(await page.locator('[data-testid="gw-wallet-tile"]').first().textContent()).toMatch(/trust/i)
    expect(searches()).toHaveLength(1)
    expect(await modalAxeViolations(page)).toEqual([])
    await viewShot(page, 'all-wallets-search')

    // The Certified switch: the same search, for certified wallets only.
    await page.getByRole('switch', { name: 'Certified' }).check()
    await expect.poll(() => searches().length).toBe(2)
    const certified = new URL(searches()[1]!.url).searchParams
    expect([certified.get('search'), certified.get('badge_type'), certified.get('chains')]).toEqual(['trust', 'certified', 'eip155:1'])
    await viewShot(page, 'all-wallets-certified')
  })
})
