/**
 * The connected account on the real local chains: the Tokens tab shows what the chain holds (priced from
 * the chain's pools, as the cloud's POST /v1/fungible/price answers), the Activity tab lists a send at the top as a debit and leaves spam out, the
 * NFTs tab shows the items the account owns.
 */
import { describe, expect, test } from 'vitest'
import { createPublicClient, erc20Abi, formatUnits, http, parseEther } from 'viem'
import type { Page } from 'playwright-core'
import { usdValue } from '../../server/chain/usdValue'
import { installTestWallet, type TestWallet } from '../../src/testing'
import { modal, openWithButton, useBrowser } from './helpers'
import { connectedSession as connectTestWallet, LOCAL } from './testWallet'

const { newSession } = useBrowser()
const chain = createPublicClient({ transport: http(LOCAL.rpcUrl) })

interface LocalChains {
  chains: { id: number; tokens: { address: `0x${string}`; symbol: string }[] }[]
}
const localChains = async (): Promise<LocalChains> => (await fetch('http://127.0.0.1:3002/v1/local-chains')).json() as Promise<LocalChains>
/** The cloud's USD prices of CAIP-10 token ids (POST /v1/fungible/price, as the kit asks it). */
const fungiblePrices = async (addresses: string[]): Promise<Map<string, number>> => {
  const response = await fetch('http://127.0.0.1:3002/v1/fungible/price', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ currency: 'usd', addresses, projectId: 'gangway-test' }),
  })
  const { fungibles } = (await response.json()) as { fungibles: { address: string; price: number }[] }
  return new Map(fungibles.map((row) => [row.address, row.price]))
}

/** 2 decimals, truncated, as the Tokens tab shows balances and values. */
const twoDecimals = (value: string) => {
  const [whole, fraction = ''] = value.split('.')
  return `${whole}.${fraction.padEnd(2, '0').slice(0, 2)}`
}

async function connectedAccount(accountIndex: number): Promise<{ page: Page; wallet: TestWallet }> {
  const { page, wallet } = await connectTestWallet(newSession, { accountIndex, chains: [LOCAL] })
  await openWithButton(page, 'Account')
  return { page, wallet }
}

const tokenRow = (page: Page, symbol: string) => page.locator(`[data-testid="gw-token-row"][data-symbol="${symbol}"]`)

describe('Account tabs on the local chain', () => {
  test('Tokens shows the native coin and the ERC-20s with the balances the chain holds and their USD values', async () => {
    const { page, wallet } = await connectedAccount(4)
    const tokens = (await localChains()).chains.find((c) => c.id === 31337)!.tokens
    const ethWei = await chain.getBalance({ address: wallet.address })
    const held = [
      { symbol: 'ETH', id: 'eip155:31337:native', units: ethWei, decimals: 18 },
      ...(await Promise.all(
        tokens.map(async (token) => ({
          symbol: token.symbol,
          id: `eip155:31337:${token.address}`,
          units: await chain.readContract({ address: token.address, abi: erc20Abi, functionName: 'balanceOf', args: [wallet.address] }),
          decimals: await chain.readContract({ address: token.address, abi: erc20Abi, functionName: 'decimals' }),
        })),
      )),
    ]
    expect(held.map((row) => row.symbol)).toEqual(['ETH', 'gUSD', 'gEUR'])
    await tokenRow(page, 'gEUR').waitFor()
    // Prices as the cloud reads them from the pools (ETH from ETH/gUSD, gEUR from gUSD/gEUR; gUSD is the dollar).
    const prices = await fungiblePrices(held.map((row) => row.id))
    expect(prices.get('eip155:31337:native')).toBeGreaterThan(0)
    // USD values: balance × price, to the cent, rounded half up (exact integer arithmetic, as the cloud computes them).
    const cents = (value: number) => BigInt(Math.round(value * 100))
    const dollars = (value: bigint) => `$${value / 100n}.${String(value % 100n).padStart(2, '0')}`
    let total = 0n
    for (const row of held) {
      expect(await tokenRow(page, row.symbol).locator('[data-testid="gw-token-amount"]').textContent()).toBe(`${twoDecimals(formatUnits(row.units, row.decimals))} ${row.symbol}`)
      const value = cents(usdValue(row.units, row.decimals, prices.get(row.id)!))
      expect(await tokenRow(page, row.symbol).locator('[data-testid="gw-token-value"]').textContent()).toBe(dollars(value))
      total += value
    }
    expect(await page.locator('[data-testid="gw-tokens-total"]').textContent()).toBe(dollars(total))
  })

  test('Activity shows a send at the top as a debit', async () => {
    const { page, wallet } = await connectedAccount(4)
    const receiver = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720'
    const hash = (await wallet.request({ method: 'eth_sendTransaction', params: [{ from: wallet.address, to: receiver, value: `0x${parseEther('0.25').toString(16)}` }] })) as string
    await chain.waitForTransactionReceipt({ hash: hash as `0x${string}` })
    await page.locator('[data-testid="gw-account-tab-activity"]').click()
    const top = page.locator('[data-testid="gw-activity-row"]').first()
    // The indexer follows new blocks; the tab reads again each time it opens.
    await expect
      .poll(async () => {
        if ((await top.getAttribute('data-hash').catch(() => null)) === hash) return true
        await page.locator('[data-testid="gw-account-tab-tokens"]').click()
        await page.locator('[data-testid="gw-account-tab-activity"]').click()
        return (await top.getAttribute('data-hash', { timeout: 3000 }).catch(() => null)) === hash
      }, { timeout: 20_000 })
      .toBe(true)
    expect(await top.getAttribute('data-operation')).toBe('send')
    expect(await top.locator('[data-testid="gw-activity-amount"]').textContent()).toBe('−0.250 ETH')
    expect(await top.textContent()).toContain('To 0xa0…a79720')
  })

  test("chain data down: 'Token Balance Unavailable', no new balance request within the retry wait, one after it", async () => {
    const session = await newSession({ goto: false })
    const wallet = await installTestWallet(session.page, { chains: [LOCAL], accountIndex: 4 })
    let asked = 0
    await session.context.route(/127\.0\.0\.1:3002\/v1\/account\/[^/]+\/balance/, (route) => {
      asked += 1
      return route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"down"}' })
    })
    // The §9 balance retry wait (30 s) shortened to 3 s through the kit's testing.timings option.
    await session.gotoDemo({ query: { 'timing.balanceRetryWait': '3000' } })
    const { page } = session
    await openWithButton(page)
    await page.locator(`[data-testid="gw-wallet-row"][data-wallet-id="${wallet.info.rdns}"]`).click()
    await modal(page).dialog.waitFor({ state: 'detached' })
    await openWithButton(page, 'Account')
    await expect.poll(() => modal(page).toast.textContent()).toBe('Token Balance Unavailable')
    expect(asked).toBe(1)
    await page.locator('[data-testid="gw-tokens-failed"] button').click()
    await page.locator('[data-testid="gw-account-tab-nfts"]').click()
    await page.locator('[data-testid="gw-account-tab-tokens"]').click()
    await page.waitForTimeout(1500)
    expect(asked).toBe(1)
    await page.waitForTimeout(1800)
    await page.locator('[data-testid="gw-tokens-failed"] button').click()
    await expect.poll(() => asked).toBe(2)
  })

  test('account #0: the spam-only CLAIM transfer is in its history but not listed; NFTs shows its three passes', async () => {
    const { page, wallet } = await connectedAccount(0)
    const history = (await (await fetch(`http://127.0.0.1:3002/v1/account/${wallet.address}/history?chainId=eip155:31337&projectId=gangway-demo`)).json()) as {
      data: { metadata: { hash: string }; transfers: { fungible_info?: { symbol: string; flags?: { is_spam: boolean } } }[] }[]
    }
    const spam = history.data.find((t) => t.transfers.every((transfer) => transfer.fungible_info?.flags?.is_spam === true) && t.transfers.length > 0)
    expect(spam?.transfers[0]?.fungible_info?.symbol).toBe('CLAIM')
    await page.locator('[data-testid="gw-account-tab-activity"]').click()
    await page.locator('[data-testid="gw-activity-row"]').first().waitFor()
    expect(await page.locator(`[data-testid="gw-activity-row"][data-hash="${spam!.metadata.hash}"]`).count()).toBe(0)
    expect(await page.locator('[data-testid="gw-activity"]').textContent()).not.toContain('CLAIM')
    await page.locator('[data-testid="gw-account-tab-nfts"]').click()
    await expect.poll(() => page.locator('[data-testid="gw-nft-card"]').allTextContents()).toEqual(['Gangway Pass #3', 'Gangway Pass #2', 'Gangway Pass #1'])
  })
})
