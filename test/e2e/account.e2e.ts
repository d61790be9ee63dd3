/**
 * The connected account on the real local chains: the Tokens tab shows what the chain holds (priced with
 * the cloud's dev prices), the Activity tab lists a send at the top as a debit and leaves spam out, the
 * NFTs tab shows the items the account owns.
 */
import { describe, expect, test } from 'vitest'
import { createPublicClient, erc20Abi, formatUnits, http, parseEther } from 'viem'
import type { Page } from 'playwright-core'
import { DEV_PRICES_USD } from '../../server/data/devPrices'
import { installTestWallet, type TestWallet } from '../../src/testing'
import { modal, openWithButton, useBrowser } from './helpers'
import { connectedSession as connectTestWallet, LOCAL } from './testWallet'

const { newSession } = useBrowser()
const chain = createPublicClient({ transport: http(LOCAL.rpcUrl) })

interface LocalChains {
  chains: { id: number; tokens: { address: `0x${string}`; symbol: string }[] }[]
}
const localChains = async (): Promise<LocalChains> => (await fetch('http://127.0.0.1:3002/v1/local-chains')).json() as Promise<LocalChains>

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
  test('Tokens shows the native coin and the ERC-20 with the balances the chain holds and their USD values', async () => {
    const { page, wallet } = await connectedAccount(4)
    const gusd = (await localChains()).chains.find((c) => c.id === 31337)!.tokens.find((t) => t.symbol === 'gUSD')!
    const eth = formatUnits(await chain.getBalance({ address: wallet.address }), 18)
    const usd = formatUnits(await chain.readContract({ address: gusd.address, abi: erc20Abi, functionName: 'balanceOf', args: [wallet.address] }), 6)
    await tokenRow(page, 'gUSD').waitFor()
    expect(await tokenRow(page, 'ETH').locator('[data-testid="gw-token-amount"]').textContent()).toBe(`${twoDecimals(eth)} ETH`)
    expect(await tokenRow(page, 'gUSD').locator('[data-testid="gw-token-amount"]').textContent()).toBe(`${twoDecimals(usd)} gUSD`)
    // USD values: balance × dev price, to the cent, rounded half up (exact integer arithmetic here).
    const ethWei = await chain.getBalance({ address: wallet.address })
    const gusdUnits = await chain.readContract({ address: gusd.address, abi: erc20Abi, functionName: 'balanceOf', args: [wallet.address] })
    const cents = (units: bigint, decimals: number, price: number) => {
      const scaled = units * BigInt(Math.round(price * 100)) * 2n
      const divisor = 10n ** BigInt(decimals) * 2n
      return (scaled + divisor / 2n) / divisor
    }
    const dollars = (value: bigint) => `$${value / 100n}.${String(value % 100n).padStart(2, '0')}`
    const ethCents = cents(ethWei, 18, DEV_PRICES_USD['ETH']!)
    const usdCents = cents(gusdUnits, 6, DEV_PRICES_USD['gUSD']!)
    expect(await tokenRow(page, 'ETH').locator('[data-testid="gw-token-value"]').textContent()).toBe(dollars(ethCents))
    expect(await tokenRow(page, 'gUSD').locator('[data-testid="gw-token-value"]').textContent()).toBe(dollars(usdCents))
    expect(await page.locator('[data-testid="gw-tokens-total"]').textContent()).toBe(dollars(ethCents + usdCents))
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
