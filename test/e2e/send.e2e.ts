/**
 * The send plugin in real Chromium, connected with the gangway/testing wallet (account #2) on the local
 * chains: gUSD (the ERC-20) and the native coin sent to account #3 land on chain to the unit (and the ERC-20
 * send tops the Activity tab as a debit); a send without
 * a receiver, a rejected send and bad amounts or addresses send nothing. The picker's balances come from the
 * chain-data service (GET /v1/account/{address}/balance).
 */
import { describe, expect, test } from 'vitest'
import { createPublicClient, erc20Abi, http, parseEther, type Address } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import type { Page } from 'playwright-core'
import { DEFAULT_MNEMONIC, type TestWallet } from '../../src/testing'
import { deepFocus, modal, openWithButton, useBrowser } from './helpers'
import { modalAxeViolations, viewShot } from './viewChecks'
import { openSend, sendForm as form } from './sendForm'
import { connectedSession as connectTestWallet, LOCAL } from './testWallet'

const { newSession } = useBrowser()

/** #2 sends (it holds gUSD from the chain start), #3 receives; the other suites leave both alone. */
const SENDER_INDEX = 2
const RECEIVER: Address = mnemonicToAccount(DEFAULT_MNEMONIC, { addressIndex: 3 }).address
const chain = createPublicClient({ transport: http(LOCAL.rpcUrl) })

async function gusdAddress(): Promise<Address> {
  const body = (await (await fetch('http://127.0.0.1:3002/v1/local-chains')).json()) as { chains: { id: number; tokens: { symbol: string; address: Address }[] }[] }
  const token = body.chains.find((c) => c.id === LOCAL.id)?.tokens.find((t) => t.symbol === 'gUSD')
  if (!token) throw new Error('gUSD is not deployed on Gangway Local')
  return token.address
}

const gusdBalance = async (owner: Address) => chain.readContract({ address: await gusdAddress(), abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
const sends = (wallet: TestWallet) => wallet.requests.filter((request) => request.method === 'eth_sendTransaction')

function connectedSession(theme: 'light' | 'dark' = 'dark') {
  return connectTestWallet(newSession, { accountIndex: SENDER_INDEX, theme })
}


async function fill(page: Page, token: 'native' | Address, amount: string, receiver: string): Promise<void> {
  const f = form(page)
  await f.token.selectOption(token === 'native' ? token : token.toLowerCase())
  await f.amount.fill(amount)
  await f.receiver.fill(receiver)
}

describe('the Send view', () => {
  test('sending 1.5 gUSD: the chunk loads with the view, the picker shows 2-decimal balances, the receiver gets exactly 1.5, then Account, where Activity lists it first as a debit', async () => {
    const { page, wallet, session } = await connectedSession()
    const gusd = await gusdAddress()
    await page.evaluate(() => {
      const w = window as unknown as { appkit: { subscribeEvents(l: (e: { data: { event: string; properties?: unknown } }) => void): void }; sendEvents: unknown[] }
      w.sendEvents = []
      w.appkit.subscribeEvents((event) => event.data.event.startsWith('SEND_') && w.sendEvents.push(event.data))
    })
    await openWithButton(page, 'Account')
    expect(session.requests.some((request) => request.pathname.includes('sendPlugin'))).toBe(false)
    await page.locator('[data-testid="gw-account-feature-send"]').click()
    await modal(page).view('Send').waitFor({ state: 'visible' })
    // The view's frame shows while its chunk arrives; the browser reports the request to the test a moment later.
    await expect.poll(() => session.requests.some((request) => request.pathname.includes('sendPlugin'))).toBe(true)
    expect(await modal(page).title.textContent()).toBe('Send')
    await page.locator('[data-testid="gw-send-token"][data-status="ready"]').waitFor()
    const held = await gusdBalance(wallet.address)
    const whole = held / 1_000_000n
    const cents = ((held % 1_000_000n) / 10_000n).toString().padStart(2, '0')
    expect(await form(page).token.locator('option').allTextContents()).toContain(`gUSD · ${whole}.${cents}`)

    const before = await gusdBalance(RECEIVER)
    await fill(page, gusd, '1.5', RECEIVER)
    await form(page).submit.click()
    await modal(page).view('Account').waitFor({ state: 'visible' })
    await expect.poll(() => gusdBalance(RECEIVER)).toBe(before + 1_500_000n)
    expect(await modal(page).back.count()).toBe(0)

    const [request] = sends(wallet)
    expect(sends(wallet)).toHaveLength(1)
    expect(request?.outcome).toMatchObject({ status: 'ok' })
    expect(request?.params).toEqual([expect.objectContaining({ to: gusd, data: expect.stringMatching(/^0xa9059cbb/) })])
    const events = await page.evaluate(() => (window as unknown as { sendEvents: { event: string; properties: Record<string, unknown> }[] }).sendEvents)
    expect(events.map((event) => event.event)).toEqual(['SEND_INITIATED', 'SEND_SUCCESS'])
    expect(events[1]?.properties).toMatchObject({ token: gusd, amount: '1.5', network: 'eip155:31337', hash: expect.stringMatching(/^0x[0-9a-f]{64}$/) })

    // The Activity tab lists the send at the top, as a debit (once the chain-data indexer has seen its block).
    const hash = String(events[1]?.properties['hash'])
    await page.locator('[data-testid="gw-account-tab-activity"]').click()
    const top = page.locator('[data-testid="gw-activity-row"]').first()
    await expect.poll(() => top.getAttribute('data-hash'), { timeout: 20_000 }).toBe(hash)
    expect(await top.locator('[data-testid="gw-activity-amount"]').getAttribute('data-sign')).toBe('−')
    expect(await top.locator('[data-testid="gw-activity-amount"]').textContent()).toBe('−1.500 gUSD')
  })

  test('sending native coin: the receiver gets exactly the amount, the form is cleared, and it says so', async () => {
    const { page, wallet } = await connectedSession()
    await openSend(page)
    const before = await chain.getBalance({ address: RECEIVER })
    await fill(page, 'native', '0.25', RECEIVER)
    await form(page).submit.click()
    await expect.poll(() => modal(page).toast.textContent()).toContain('Transaction sent')
    await expect.poll(() => chain.getBalance({ address: RECEIVER })).toBe(before + parseEther('0.25'))
    expect(sends(wallet)[0]?.params).toEqual([expect.objectContaining({ to: RECEIVER, value: `0x${parseEther('0.25').toString(16)}`, data: '0x' })])
    expect(await form(page).amount.inputValue()).toBe('')
    expect(await form(page).receiver.inputValue()).toBe('')
  })

  test("no receiver: 'An amount and receiver address are required', and nothing is sent", async () => {
    const { page, wallet } = await connectedSession()
    await openSend(page)
    await fill(page, 'native', '1', '')
    await form(page).submit.click()
    expect(await form(page).error.textContent()).toBe('An amount and receiver address are required')
    expect(await form(page).error.getAttribute('role')).toBe('alert')
    expect(await form(page).receiver.getAttribute('aria-invalid')).toBe('true')
    expect(sends(wallet)).toEqual([])
  })

  test('a rejected send keeps the form as it was and shows the error', async () => {
    const { page, wallet } = await connectedSession()
    const gusd = await gusdAddress()
    await openSend(page)
    const before = await gusdBalance(RECEIVER)
    wallet.faults.next({ kind: 'reject', method: 'eth_sendTransaction' })
    await fill(page, gusd, '2', RECEIVER)
    await form(page).submit.click()
    await expect.poll(() => form(page).error.textContent()).toBe('Transaction rejected')
    expect(sends(wallet)[0]?.outcome).toMatchObject({ status: 'error', error: { code: 4001 } })
    expect(await form(page).token.inputValue()).toBe(gusd.toLowerCase())
    expect(await form(page).amount.inputValue()).toBe('2')
    expect(await form(page).receiver.inputValue()).toBe(RECEIVER)
    await modal(page).view('Send').waitFor({ state: 'visible' })
    expect(await gusdBalance(RECEIVER)).toBe(before)
  })

  test('bad amounts and addresses are refused in the form, before anything is sent', async () => {
    const { page, wallet } = await connectedSession()
    const gusd = await gusdAddress()
    await openSend(page)
    const cases: [string, string][] = [
      ['1.1234567', 'gUSD allows at most 6 decimals'],
      ['-1', 'Enter an amount greater than 0'],
      ['abc', 'Enter the amount as a number, like 1.5'],
    ]
    for (const [amount, message] of cases) {
      await fill(page, gusd, amount, RECEIVER)
      expect(await form(page).amountError.textContent()).toBe(message)
      expect(await form(page).amount.getAttribute('aria-invalid')).toBe('true')
      await form(page).submit.click()
      await expect.poll(() => page.locator('[data-testid="gw-send"]').getAttribute('aria-busy')).toBe('false')
      // Refused: the keyboard lands on the field that needs fixing.
      await expect.poll(async () => (await deepFocus(page)).testId).toBe('gw-send-amount')
    }
    await fill(page, gusd, '1', '0x1234')
    expect(await form(page).receiverError.textContent()).toBe('Enter an address (0x and 40 hex characters) or a name')
    await form(page).submit.click()
    await expect.poll(() => page.locator('[data-testid="gw-send"]').getAttribute('aria-busy')).toBe('false')
    expect(sends(wallet)).toEqual([])
  })

  for (const theme of ['light', 'dark'] as const) {
    test(`axe, ${theme} theme: no violations on the Send view, with its errors shown`, async () => {
      const { page } = await connectedSession(theme)
      await openSend(page)
      await form(page).submit.click()
      await form(page).error.waitFor()
      await viewShot(page, `send-errors-${theme}`)
      expect(await modalAxeViolations(page)).toEqual([])
    })
  }
})
