/**
 * The local payment provider's pages in Chromium, driven by the keyboard only: a card order with the confirmation
 * step, and a pay-with-exchange session. axe-core finds no violations on any page, and the crypto lands on chain.
 */
import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from 'playwright-core'
import { createPublicClient, erc20Abi, http, parseUnits, type Address } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, test } from 'vitest'
import { useBrowser } from './helpers'

const { newSession } = useBrowser()
const CHAIN_DATA = 'http://127.0.0.1:3002'
const PROJECT = 'gangway-test'
const client = createPublicClient({ transport: http('http://127.0.0.1:8545') })

async function violations(page: Page): Promise<string> {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations.map((v) => `${v.id}: ${v.help} ${v.nodes.map((n) => JSON.stringify(n.target)).join(' ')}`).join('\n')
}

const focusedId = (page: Page): Promise<string | undefined> => page.evaluate(() => document.activeElement?.id || document.activeElement?.getAttribute('data-testid') || undefined)

async function gUsdAddress(): Promise<Address> {
  const info = (await (await fetch(`${CHAIN_DATA}/v1/local-chains`)).json()) as { chains: { id: number; tokens: { symbol: string; address: Address }[] }[] }
  return info.chains.find((chain) => chain.id === 31337)!.tokens.find((token) => token.symbol === 'gUSD')!.address
}

async function postJson(path: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(`${CHAIN_DATA}${path}?projectId=${PROJECT}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  expect(response.status).toBe(200)
  return (await response.json()) as Record<string, unknown>
}

describe('payment provider pages (port 3006)', () => {
  test('a card order with the confirmation step, by keyboard: the checkout, the payment and the bank step pass axe; the gUSD arrives', async () => {
    const wallet = privateKeyToAccount(generatePrivateKey()).address
    const { url } = (await postJson('/v1/generators/onrampurl', { destinationWallets: [{ address: wallet, assets: ['gUSD'] }], partnerUserId: 'e2e', defaultExperience: 'buy' })) as { url: string }
    const { page } = await newSession({ goto: false })
    await page.goto(url)
    expect(await violations(page)).toBe('')
    await expect.poll(() => focusedId(page)).toBe('amount')
    await page.keyboard.type('25')
    await page.keyboard.press('Enter')
    await page.waitForURL(/\/orders\/ord_/)
    expect(await violations(page)).toBe('')
    await expect.poll(() => focusedId(page)).toBe('card-number')
    const purchase = (await page.getByTestId('pay-purchase-amount').textContent())!.replace(' gUSD', '')
    await page.keyboard.type('4000 0000 0000 3220')
    await page.keyboard.press('Tab')
    await page.keyboard.type('12/39')
    await page.keyboard.press('Tab')
    await page.keyboard.type('123')
    await page.keyboard.press('Enter')
    await page.getByText('Confirm this payment').waitFor()
    expect(await violations(page)).toBe('')
    await expect.poll(() => focusedId(page)).toBe('pay-3ds-complete')
    await page.keyboard.press('Enter')
    await page.getByTestId('pay-status').and(page.locator('[data-status="completed"]')).waitFor()
    expect(await violations(page)).toBe('')
    const balance = await client.readContract({ address: await gUsdAddress(), abi: erc20Abi, functionName: 'balanceOf', args: [wallet] })
    expect(balance).toBe(parseUnits(purchase, 6))
  })

  test('a declined card: the alert is announced and the card field is focused again', async () => {
    const wallet = privateKeyToAccount(generatePrivateKey()).address
    const { url } = (await postJson('/v1/generators/onrampurl', { destinationWallets: [{ address: wallet }], partnerUserId: 'e2e', presetFiatAmount: 20 })) as { url: string }
    const { page } = await newSession({ goto: false })
    await page.goto(url)
    await expect.poll(() => focusedId(page)).toBe('amount')
    await page.keyboard.press('Enter')
    await page.waitForURL(/\/orders\/ord_/)
    await expect.poll(() => focusedId(page)).toBe('card-number')
    await page.keyboard.type('4000 0000 0000 0002')
    await page.keyboard.press('Tab')
    await page.keyboard.type('12/39')
    await page.keyboard.press('Tab')
    await page.keyboard.type('123')
    await page.keyboard.press('Enter')
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('Your card was declined')
    await expect.poll(() => focusedId(page)).toBe('card-number')
    expect(await violations(page)).toBe('')
  })

  test('pay from the test exchange, by keyboard: the page passes axe and the recipient gets the gUSD', async () => {
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    const gUsd = await gUsdAddress()
    const answer = await postJson('/v1/json-rpc', { jsonrpc: '2.0', id: 1, method: 'reown_getExchangePayUrl', params: { exchangeId: 'gangway-test-exchange', asset: `eip155:31337/erc20:${gUsd}`, amount: '3.25', recipient: `eip155:31337:${recipient}` } })
    const { url } = answer['result'] as { url: string }
    const { page } = await newSession({ goto: false })
    await page.goto(url)
    expect(await violations(page)).toBe('')
    await expect.poll(() => focusedId(page)).toBe('login')
    await page.keyboard.type('trader@example.com')
    await page.keyboard.press('Tab')
    await page.keyboard.type('gangway')
    await page.keyboard.press('Enter')
    await page.getByTestId('pay-status').and(page.locator('[data-status="completed"]')).waitFor()
    expect(await violations(page)).toBe('')
    expect(await client.readContract({ address: gUsd, abi: erc20Abi, functionName: 'balanceOf', args: [recipient] })).toBe(parseUnits('3.25', 6))
  })
})
