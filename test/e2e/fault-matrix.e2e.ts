/**
 * The fault matrix (issue 15, item 7): the API, the chain-data service and the chain node each die mid-flow
 * and come back, as processes do, not as a browser-side block. The kit shows what failed in the spec's words,
 * keeps what the visitor had typed and their connection, and carries on once the service is back. The
 * services are a second, killable stack beside the shared cloud (faultStack.ts); the demo is pointed at it
 * through its loopback overrides.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { createPublicClient, formatEther, http, parseEther, type Address } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import type { Page } from 'playwright-core'
import { DEFAULT_MNEMONIC } from '../../src/testing'
import { demo, modal, openWithButton, useBrowser, waitForAnimations } from './helpers'
import { rpcRequest } from '../../server/chain/rpcRequest'
import { startFaultStack, type FaultStack } from './faultStack'
import { connectFromList, sessionWithWallet } from './testWallet'

const { newSession } = useBrowser()
let stack: FaultStack

beforeAll(async () => {
  stack = await startFaultStack()
}, 120_000)

afterAll(async () => {
  await stack?.stop()
})

// Each test leaves every service running for the next.
afterEach(async () => {
  await Promise.all([stack.api.restart(), stack.chainData.restart(), stack.chain.restart()])
})

const byTestId = (page: Page, id: string) => page.locator(`[data-testid="${id}"]`)
const tokenAmount = (page: Page, symbol: string) => page.locator(`[data-testid="gw-token-row"][data-symbol="${symbol}"] [data-testid="gw-token-amount"]`)
/** A balance as the kit shows it: `decimals` places, truncated, and the symbol. */
const shown = (ether: string, decimals: number): string => {
  const [whole, fraction = ''] = ether.split('.')
  return `${whole}.${fraction.padEnd(decimals, '0').slice(0, decimals)} ETH`
}
const account = (index: number): Address => mnemonicToAccount(DEFAULT_MNEMONIC, { addressIndex: index }).address

async function stackSession(accountIndex: number, query: Record<string, string> = {}) {
  return sessionWithWallet(newSession, { accountIndex, chains: [stack.chain.testChain], query: { ...stack.query, ...query } })
}

/** Opens Account's Activity tab until its top row is `hash` (the tab reads again each time it opens). */
async function activityTopIs(page: Page, hash: string): Promise<void> {
  const top = byTestId(page, 'gw-activity-row').first()
  await expect
    .poll(async () => {
      await byTestId(page, 'gw-account-tab-tokens').click()
      await byTestId(page, 'gw-account-tab-activity').click()
      return top.getAttribute('data-hash', { timeout: 3_000 }).catch(() => null)
    }, { timeout: 30_000 })
    .toBe(hash)
}

describe('fault matrix: services killed and restarted mid-flow', () => {
  test('the API dies while All Wallets is open: the search says the wallets could not be loaded and keeps the term; once the API is back, Try again finds them and the wallet connects', async () => {
    const { page, wallet } = await stackSession(5)
    await openWithButton(page)
    await expect.poll(() => modal(page).walletRows.count()).toBeGreaterThan(1)
    await modal(page).allWallets.click()
    await byTestId(page, 'gw-wallet-tile').first().waitFor()
    await stack.api.kill()
    const search = page.getByLabel('Search wallets')
    await search.fill('trus')
    const retry = byTestId(page, 'gw-wallets-retry')
    await retry.waitFor()
    expect(await page.locator('.gw-grid-status').textContent()).toContain('Wallets could not be loaded')
    expect(await search.inputValue()).toBe('trus')
    await stack.api.restart()
    await retry.click()
    await expect.poll(() => byTestId(page, 'gw-wallet-tile').first().textContent()).toContain('Trust')
    await retry.waitFor({ state: 'detached' })
    // The connection never needed the API: back to Connect, and the test wallet connects.
    await modal(page).back.click()
    await page.locator(`[data-testid="gw-wallet-row"][data-wallet-id="${wallet.info.rdns}"]`).click()
    await expect.poll(() => demo(page).connectButton.textContent()).toMatch(/^0x/)
  })

  test("chain data dies before the visitor connects and while they use Account: the balance comes from the network's own node, Tokens says 'Token Balance Unavailable'; once it is back Tokens and Activity show the send made meanwhile", async () => {
    const { page, wallet } = await stackSession(6, { 'timing.balanceRetryWait': '3000' })
    await stack.chainData.kill()
    const client = createPublicClient({ transport: http(stack.chain.url) })
    // The visitor's account sends from elsewhere meanwhile (anvil signs for its dev accounts).
    const hash = (await rpcRequest(stack.chain.url, 'eth_sendTransaction', [{ from: wallet.address, to: account(7), value: `0x${parseEther('1.25').toString(16)}` }])) as `0x${string}`
    await client.waitForTransactionReceipt({ hash })
    await connectFromList(page, wallet)
    await openWithButton(page, 'Account')
    // The chain-data proxy is asked first, then the network's own node (§7 fallback).
    await expect.poll(() => byTestId(page, 'gw-account-balance').textContent()).toBe(shown(formatEther(await client.getBalance({ address: wallet.address })), 3))
    await byTestId(page, 'gw-tokens-failed').waitFor()
    await expect.poll(() => modal(page).toast.textContent()).toBe('Token Balance Unavailable')
    await stack.chainData.restart()
    // After the §9 retry wait (3 s here), Try again reads the balances again.
    await expect
      .poll(async () => {
        await byTestId(page, 'gw-tokens-failed').getByRole('button').click({ timeout: 2_000 }).catch(() => undefined)
        return tokenAmount(page, 'ETH').textContent({ timeout: 2_000 }).catch(() => null)
      }, { timeout: 30_000 })
      .toBe(shown(formatEther(await client.getBalance({ address: wallet.address })), 2))
    await activityTopIs(page, hash)
    // Killed again while Account is open: Activity says it could not load, the connection stays.
    await stack.chainData.kill()
    await byTestId(page, 'gw-account-tab-tokens').click()
    await byTestId(page, 'gw-account-tab-activity').click()
    await byTestId(page, 'gw-activity-failed').waitFor()
    expect(await demo(page).connectButton.textContent()).toMatch(/^0x/)
    await stack.chainData.restart()
    await activityTopIs(page, hash)
  })

  test('the chain node crashes during a send: the send shows the failure and keeps the amount and receiver; after the node restarts the same send goes through, lands on chain and tops Activity', async () => {
    const { page, wallet } = await stackSession(8)
    await connectFromList(page, wallet)
    await openWithButton(page, 'Account')
    await byTestId(page, 'gw-account-feature-send').click()
    await modal(page).view('Send').waitFor({ state: 'visible' })
    await page.locator('[data-testid="gw-send-token"][data-status="ready"]').waitFor()
    await waitForAnimations(page)
    const receiver = account(9)
    const client = createPublicClient({ transport: http(stack.chain.url) })
    const before = await client.getBalance({ address: receiver })
    await byTestId(page, 'gw-send-token').selectOption('native')
    await byTestId(page, 'gw-send-amount').fill('0.5')
    await byTestId(page, 'gw-send-receiver').fill(receiver)
    await stack.chain.kill()
    await byTestId(page, 'gw-send-submit').click()
    const error = byTestId(page, 'gw-send-error')
    await error.waitFor()
    // The wallet's own words (the test wallet's node is gone), not a hang or a blank form.
    expect(await error.textContent()).toContain('HTTP request failed')
    expect(await byTestId(page, 'gw-send-amount').inputValue()).toBe('0.5')
    expect(await byTestId(page, 'gw-send-receiver').inputValue()).toBe(receiver)
    expect(await demo(page).connectButton.textContent()).toMatch(/^0x/)
    await stack.chain.restart()
    await byTestId(page, 'gw-send-submit').click()
    await expect.poll(() => modal(page).toast.textContent()).toBe('Transaction sent')
    await expect.poll(() => client.getBalance({ address: receiver })).toBe(before + parseEther('0.5'))
    const sent = wallet.requests.filter((request) => request.method === 'eth_sendTransaction')
    expect(sent).toHaveLength(2)
    await modal(page).back.click()
    const hash = (await client.getBlock({ blockTag: 'latest' })).transactions[0]!
    await activityTopIs(page, hash)
  })
})
