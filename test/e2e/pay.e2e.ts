/**
 * The pay plugin in real Chromium against the local chains and the local payment provider's test exchange (3006):
 * `payments.pay({ recipient, amount: 5, paymentAsset: gUSD })` from the test wallet (the recipient's gUSD rises by
 * exactly 5 on chain, the promise resolves with the hash); ETH on the second chain after connecting from the Pay
 * view (connect first, the wallet switched, exactly the amount credited); the test exchange (its page in the window
 * the click opened, "Sign in and pay", the status followed to success, the recipient credited); the wallet refusing
 * (USER_REJECTED) and the modal closed mid-payment (MODAL_CLOSED), nothing credited; bad recipient, amount, asset
 * and network refused by code with nothing sent; the flag off. axe on every state of the Pay view.
 * Accounts #22–#27 only (no other suite uses them). GANGWAY_SHOTS=<folder> saves a PNG of each view there.
 */
import type { Page } from 'playwright-core'
import { createPublicClient, encodeAbiParameters, erc20Abi, http, keccak256, numberToHex, pad, parseEther, parseUnits, type Address, type Hash } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { describe, expect, test } from 'vitest'
import { DEFAULT_MNEMONIC, type TestWallet } from '../../src/testing'
import { deepFocus, modal, useBrowser, type Session } from './helpers'
import { modalAxeViolations, viewShot } from './viewChecks'
import { connectedSession, LOCAL, LOCAL_2, sessionWithWallet, setBalance } from './testWallet'

const { newSession } = useBrowser()
const chain = createPublicClient({ transport: http(LOCAL.rpcUrl) })
const chain2 = createPublicClient({ transport: http(LOCAL_2.rpcUrl) })
const CHAIN_DATA = 'http://127.0.0.1:3002'

const addressOf = (index: number): Address => mnemonicToAccount(DEFAULT_MNEMONIC, { addressIndex: index }).address
/** #22 pays gUSD (and is refused, and closes the modal), #23 receives it; #24 pays ETH to #25; the exchange pays #26; #27 must never receive. */
const PAYER = 22
const GUSD_RECIPIENT = addressOf(23)
const ETH_PAYER = 24
const ETH_RECIPIENT = addressOf(25)
const EXCHANGE_RECIPIENT = addressOf(26)
const UNTOUCHED = addressOf(27)

async function gUsdAddress(): Promise<Address> {
  const info = (await (await fetch(`${CHAIN_DATA}/v1/local-chains`)).json()) as { chains: { id: number; tokens: { symbol: string; address: Address }[] }[] }
  return info.chains.find((c) => c.id === LOCAL.id)!.tokens.find((token) => token.symbol === 'gUSD')!.address
}

const gUsdBalance = async (owner: Address): Promise<bigint> => chain.readContract({ address: await gUsdAddress(), abi: erc20Abi, functionName: 'balanceOf', args: [owner] })

/**
 * Gives `owner` exactly `amount` gUSD by writing the token's `balanceOf` slot (slot 3 of TestToken: name, symbol,
 * totalSupply, balanceOf), so no other account (the deployer, the provider's treasury) sends anything.
 */
async function setGUsd(owner: Address, amount: string): Promise<void> {
  const slot = keccak256(encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [owner, 3n]))
  await fetch(LOCAL.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'anvil_setStorageAt', params: [await gUsdAddress(), slot, pad(numberToHex(parseUnits(amount, 6)))] }),
  })
}

const gUsdAsset = async () => ({ network: 'eip155:31337', asset: await gUsdAddress(), metadata: { name: 'Gangway USD', symbol: 'gUSD', decimals: 6 } })
const ETH_ON_LOCAL_2 = { network: 'eip155:31338', asset: 'native', metadata: { name: 'Ether', symbol: 'ETH', decimals: 18 } }

interface PayWindow {
  payments: { pay(options: unknown): Promise<unknown>; openPay(options: unknown): Promise<void> }
  appkit: { subscribeEvents(listener: (event: { data: { event: string; properties?: unknown } }) => void): void }
  payEvents: { event: string; properties?: Record<string, unknown> }[]
  payResult?: Promise<unknown>
}

/** Starts `payments.pay(options)` in the page (its promise kept there) and records the kit's PAY_* events. */
async function startPay(page: Page, options: unknown): Promise<void> {
  await page.evaluate((opts) => {
    const w = window as unknown as PayWindow
    w.payEvents = []
    w.appkit.subscribeEvents((event) => /^PAY_/.test(event.data.event) && w.payEvents.push(event.data as PayWindow['payEvents'][number]))
    w.payResult = w.payments.pay(opts)
  }, options)
}

const payResult = (page: Page) => page.evaluate(() => (window as unknown as PayWindow).payResult) as Promise<{ success: boolean; result?: string; error?: { code: string; message: string } }>
const payEvents = (page: Page) => page.evaluate(() => (window as unknown as PayWindow).payEvents.map((event) => event.event))
const sends = (wallet: TestWallet) => wallet.requests.filter((request) => request.method === 'eth_sendTransaction')
const rpcCalls = (session: Session) => session.requests.filter((request) => request.pathname === '/v1/json-rpc' && request.method === 'POST')

function payView(page: Page) {
  const byTestId = (id: string) => page.locator(`[data-testid="${id}"]`)
  return {
    view: byTestId('gw-pay'),
    amount: byTestId('gw-pay-amount'),
    asset: byTestId('gw-pay-asset'),
    recipient: byTestId('gw-pay-recipient'),
    network: byTestId('gw-pay-network'),
    wallet: byTestId('gw-pay-wallet'),
    exchanges: page.locator('[data-testid="gw-pay-exchanges"][data-status="ready"]'),
    exchange: byTestId('gw-pay-exchange'),
    status: byTestId('gw-pay-status'),
    success: byTestId('gw-pay-success'),
    txHash: byTestId('gw-pay-tx-hash'),
    failure: byTestId('gw-pay-failure'),
    done: byTestId('gw-pay-done'),
  }
}

/** The Pay view shows the payment, its exchanges listed. */
async function payShown(page: Page): Promise<void> {
  await modal(page).view('Pay').waitFor({ state: 'visible' })
  await payView(page).exchanges.waitFor()
}

describe('the pay plugin', () => {
  test('pay 5 gUSD from the test wallet: the Pay view says what, how much, to whom; the recipient gets exactly 5 gUSD; pay() resolves with the hash', async () => {
    const payer = addressOf(PAYER)
    await Promise.all([setBalance(LOCAL, payer, '1'), setGUsd(payer, '100')])
    const { page, wallet } = await connectedSession(newSession, { accountIndex: PAYER })
    await startPay(page, { recipient: GUSD_RECIPIENT, amount: 5, paymentAsset: await gUsdAsset() })
    await payShown(page)
    const pay = payView(page)
    expect(await modal(page).title.textContent()).toBe('Pay')
    expect(await pay.amount.textContent()).toBe('5 gUSD')
    expect(await pay.asset.textContent()).toBe('Gangway USD')
    expect(await pay.network.textContent()).toBe('Gangway Local')
    expect(await pay.recipient.textContent()).toBe(`${GUSD_RECIPIENT.slice(0, 6)}…${GUSD_RECIPIENT.slice(-4)}`)
    expect(await pay.recipient.getAttribute('title')).toBe(GUSD_RECIPIENT)
    expect(await pay.exchange.textContent()).toContain('Gangway Test Exchange')
    expect(await modalAxeViolations(page)).toEqual([])
    await viewShot(page, 'pay-1-choose')

    const before = await gUsdBalance(GUSD_RECIPIENT)
    await pay.wallet.click()
    await pay.success.waitFor({ timeout: 30_000 })
    const result = await payResult(page)
    expect(result).toEqual({ success: true, result: expect.stringMatching(/^0x[0-9a-f]{64}$/) })
    expect((await gUsdBalance(GUSD_RECIPIENT)) - before).toBe(5_000_000n)
    expect((await chain.getTransactionReceipt({ hash: result.result as Hash })).status).toBe('success')
    expect(await pay.success.textContent()).toBe('Paid 5 gUSD')
    expect(await pay.txHash.getAttribute('data-hash')).toBe(result.result)
    expect(sends(wallet)).toHaveLength(1)
    expect((await deepFocus(page)).testId).toBe('gw-pay-done')
    expect(await modalAxeViolations(page)).toEqual([])
    await viewShot(page, 'pay-2-success')
    expect(await payEvents(page)).toEqual(['PAY_MODAL_OPEN', 'PAY_INITIATED', 'PAY_SUCCESS'])
    await pay.done.click()
    await modal(page).dialog.waitFor({ state: 'detached' })
  })

  test('0.5 ETH on the second chain, not yet connected: Connect from the Pay view, the wallet switched, exactly 0.5 ETH credited', async () => {
    const payer = addressOf(ETH_PAYER)
    await setBalance(LOCAL_2, payer, '10')
    const { page, wallet } = await sessionWithWallet(newSession, { accountIndex: ETH_PAYER })
    await startPay(page, { recipient: ETH_RECIPIENT, amount: '0.5', paymentAsset: ETH_ON_LOCAL_2 })
    await payShown(page)
    const pay = payView(page)
    expect(await pay.amount.textContent()).toBe('0.5 ETH')
    expect(await pay.network.textContent()).toBe('Gangway Local 2')
    expect(await page.getByText('You connect a wallet first, then confirm the payment in it.').count()).toBe(1)
    const before = await chain2.getBalance({ address: ETH_RECIPIENT })
    await pay.wallet.click()
    await modal(page).view('Connect').waitFor({ state: 'visible' })
    await page.locator(`[data-testid="gw-wallet-row"][data-wallet-id="${wallet.info.rdns}"]`).click()
    // Connected, the kit closes the modal; the payment opens it again on Pay and goes on.
    await pay.success.waitFor({ timeout: 30_000 })
    const result = await payResult(page)
    expect(result).toMatchObject({ success: true })
    expect((await chain2.getBalance({ address: ETH_RECIPIENT })) - before).toBe(parseEther('0.5'))
    expect(wallet.requests.map((request) => request.method)).toContain('wallet_switchEthereumChain')
    expect(wallet.chainId).toBe(LOCAL_2.id)
    expect(sends(wallet)).toHaveLength(1)
    expect(await modalAxeViolations(page)).toEqual([])
  })

  test('pay from the test exchange: its page in the window the click opened, "Sign in and pay", the status followed to success, the recipient credited', async () => {
    // No wallet needed: the exchange pays.
    const session = await newSession()
    const { page } = session
    await startPay(page, { recipient: EXCHANGE_RECIPIENT, amount: '3.5', paymentAsset: await gUsdAsset() })
    await payShown(page)
    const pay = payView(page)
    const before = await gUsdBalance(EXCHANGE_RECIPIENT)
    const opened = page.waitForEvent('popup')
    await pay.exchange.click()
    const popup = await opened
    await popup.waitForURL(/^http:\/\/127\.0\.0\.1:3006\/exchange\/xpay_[0-9a-f]{32}$/)
    await expect.poll(() => pay.status.textContent()).toBe('Complete the payment in the Gangway Test Exchange window. This view updates when it is paid.')
    expect(await modalAxeViolations(page)).toEqual([])
    await viewShot(page, 'pay-3-exchange')
    await popup.getByTestId('exchange-login').fill('trader@example.com')
    await popup.getByTestId('exchange-password').fill('gangway')
    await popup.getByTestId('exchange-pay').click()
    await popup.locator('[data-testid="pay-status"][data-status="completed"]').waitFor({ timeout: 30_000 })
    await pay.success.waitFor({ timeout: 30_000 })
    const result = await payResult(page)
    expect(result).toEqual({ success: true, result: expect.stringMatching(/^0x[0-9a-f]{64}$/) })
    expect(await popup.getByTestId('pay-tx-hash').textContent()).toBe(result.result)
    expect((await gUsdBalance(EXCHANGE_RECIPIENT)) - before).toBe(3_500_000n)
    expect(await payEvents(page)).toEqual(['PAY_MODAL_OPEN', 'PAY_EXCHANGE_SELECTED', 'PAY_INITIATED', 'PAY_SUCCESS'])
    const methods = rpcCalls(session).map((request) => (JSON.parse(request.request.postData() ?? '{}') as { method: string }).method)
    expect(methods.slice(0, 2)).toEqual(['reown_getExchanges', 'reown_getExchangePayUrl'])
    expect(methods.slice(2).every((method) => method === 'reown_getExchangeBuyStatus')).toBe(true)
  })

  test('the wallet rejecting: success false with USER_REJECTED, said in the view, nothing credited', async () => {
    const { page, wallet } = await connectedSession(newSession, { accountIndex: PAYER })
    const before = await gUsdBalance(UNTOUCHED)
    wallet.faults.next({ kind: 'reject', method: 'eth_sendTransaction' })
    await startPay(page, { recipient: UNTOUCHED, amount: 5, paymentAsset: await gUsdAsset() })
    await payShown(page)
    await payView(page).wallet.click()
    const result = await payResult(page)
    expect(result).toEqual({ success: false, error: { code: 'USER_REJECTED', message: 'You rejected the payment in your wallet. Nothing was sent.' } })
    await payView(page).failure.waitFor()
    expect(await payView(page).failure.textContent()).toBe('Payment rejected You rejected the payment in your wallet. Nothing was sent.')
    expect(await page.locator('[data-testid="gw-pay-failure"] [data-code]').getAttribute('data-code')).toBe('USER_REJECTED')
    expect((await deepFocus(page)).testId).toBe('gw-pay-retry')
    expect(await modalAxeViolations(page)).toEqual([])
    await viewShot(page, 'pay-4-rejected')
    expect(await gUsdBalance(UNTOUCHED)).toBe(before)
    expect(await payEvents(page)).toEqual(['PAY_MODAL_OPEN', 'PAY_INITIATED', 'PAY_ERROR'])
  })

  test('the modal closed while the wallet asks: success false with MODAL_CLOSED; the wallet then refusing changes nothing', async () => {
    const { page, wallet } = await connectedSession(newSession, { accountIndex: PAYER })
    const before = await gUsdBalance(UNTOUCHED)
    wallet.faults.next({ kind: 'hang', method: 'eth_sendTransaction' })
    await startPay(page, { recipient: UNTOUCHED, amount: 5, paymentAsset: await gUsdAsset() })
    await payShown(page)
    await payView(page).wallet.click()
    await expect.poll(() => payView(page).status.textContent()).toBe('Confirm the payment in your wallet…')
    expect(await modalAxeViolations(page)).toEqual([])
    await viewShot(page, 'pay-5-confirming')
    await modal(page).close.click()
    expect(await payResult(page)).toEqual({ success: false, error: { code: 'MODAL_CLOSED', message: 'The payment was cancelled: the window was closed before it completed.' } })
    expect(wallet.faults.releaseHung()).toBe(1)
    expect(await gUsdBalance(UNTOUCHED)).toBe(before)
    expect(await page.evaluate(() => (window as unknown as { payments: { getIsPaymentInProgress(): boolean } }).payments.getIsPaymentInProgress())).toBe(false)
  })

  test('a bad recipient, amount, asset or network: refused by code before anything is asked, sent or opened', async () => {
    const { page, session, wallet } = await connectedSession(newSession, { accountIndex: PAYER })
    const gUsd = await gUsdAsset()
    const cases: [string, unknown][] = [
      ['INVALID_RECIPIENT', { recipient: 'not-an-address', amount: 5, paymentAsset: gUsd }],
      ['INVALID_RECIPIENT', { recipient: UNTOUCHED.slice(2), amount: 5, paymentAsset: gUsd }],
      ['INVALID_AMOUNT', { recipient: UNTOUCHED, amount: 0, paymentAsset: gUsd }],
      ['INVALID_AMOUNT', { recipient: UNTOUCHED, amount: -5, paymentAsset: gUsd }],
      ['INVALID_AMOUNT', { recipient: UNTOUCHED, amount: 'five', paymentAsset: gUsd }],
      ['INVALID_AMOUNT', { recipient: UNTOUCHED, amount: '1.0000001', paymentAsset: gUsd }],
      ['INVALID_ASSET', { recipient: UNTOUCHED, amount: 5, paymentAsset: { ...gUsd, asset: 'gUSD' } }],
      ['INVALID_ASSET', { recipient: UNTOUCHED, amount: 5, paymentAsset: { ...gUsd, asset: `eip155:31338/erc20:${gUsd.asset}` } }],
      ['INVALID_PAYMENT_CONFIG', { recipient: UNTOUCHED, amount: 5, paymentAsset: { ...gUsd, metadata: { name: 'Gangway USD', symbol: 'gUSD', decimals: 'six' } } }],
      ['UNSUPPORTED_NETWORK', { recipient: UNTOUCHED, amount: 5, paymentAsset: { ...gUsd, network: 'eip155:1' } }],
    ]
    const before = session.requests.length
    for (const [code, options] of cases) {
      await page.evaluate((opts) => ((window as unknown as PayWindow).payResult = (window as unknown as PayWindow).payments.pay(opts)), options)
      const result = await payResult(page)
      expect(result, code).toMatchObject({ success: false, error: { code } })
      expect(result.error?.message.length, code).toBeGreaterThan(10)
    }
    // Only the plugin's code was fetched (from the demo's origin): no exchange call, no wallet prompt, no modal.
    expect(session.requests.slice(before).filter((request) => request.port !== 3000)).toEqual([])
    expect(sends(wallet)).toEqual([])
    expect(await modal(page).dialog.count()).toBe(0)
  })

  test('with ?pay=false the flag is off: pay() resolves PAY_DISABLED and the plugin is never fetched', async () => {
    const session = await newSession({ query: { pay: 'false' } })
    await session.page.evaluate(() => ((window as unknown as PayWindow).payResult = (window as unknown as PayWindow).payments.pay({})))
    expect(await payResult(session.page)).toEqual({ success: false, error: { code: 'PAY_DISABLED', message: "Payments are turned off in this app (its 'pay' feature)" } })
    expect(session.requests.some((request) => request.pathname.includes('payModule'))).toBe(false)
  })
})
