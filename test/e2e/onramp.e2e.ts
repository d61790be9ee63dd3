/**
 * The onramp plugin in real Chromium against the local payment provider (3006) and anvil: buying gUSD with the
 * good test card (the destination's balance rises on chain by the quoted amount, the modal shows it), the declined
 * card (a clear failure, nothing credited), the card limits refused before anything opens, the options endpoint
 * down (the built-in list, labelled; the quote's mocked fallback, labelled), the keyboard, and axe on every view.
 * Accounts #19–#21 (no other suite uses them; the swaps bench uses #19 on its own cloud run).
 * GANGWAY_SHOTS=<folder> saves a PNG of each view there.
 */
import type { Page } from 'playwright-core'
import { createPublicClient, erc20Abi, http, parseUnits, type Address } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { describe, expect, test } from 'vitest'
import { DEFAULT_MNEMONIC } from '../../src/testing'
import { deepFocus, modal, openWithApi, openWithButton, useBrowser, type Session } from './helpers'
import { modalAxeViolations, viewShot } from './viewChecks'
import { connectedSession, LOCAL } from './testWallet'

const { newSession } = useBrowser()
const chain = createPublicClient({ transport: http(LOCAL.rpcUrl) })
const CHAIN_DATA = 'http://127.0.0.1:3002'
const CARD = { ok: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' } as const

const addressOf = (index: number): Address => mnemonicToAccount(DEFAULT_MNEMONIC, { addressIndex: index }).address

async function gUsdAddress(): Promise<Address> {
  const info = (await (await fetch(`${CHAIN_DATA}/v1/local-chains`)).json()) as { chains: { id: number; tokens: { symbol: string; address: Address }[] }[] }
  return info.chains.find((c) => c.id === LOCAL.id)!.tokens.find((token) => token.symbol === 'gUSD')!.address
}

const gUsdBalance = async (owner: Address): Promise<bigint> => chain.readContract({ address: await gUsdAddress(), abi: erc20Abi, functionName: 'balanceOf', args: [owner] })

function buyForm(page: Page) {
  const byTestId = (id: string) => page.locator(`[data-testid="${id}"]`)
  return {
    form: byTestId('gw-onramp'),
    amount: byTestId('gw-onramp-amount'),
    amountError: byTestId('gw-onramp-amount-error'),
    limits: byTestId('gw-onramp-limits'),
    fiat: byTestId('gw-onramp-fiat'),
    crypto: byTestId('gw-onramp-crypto'),
    provider: byTestId('gw-onramp-provider'),
    builtIn: byTestId('gw-onramp-built-in'),
    quote: byTestId('gw-onramp-quote'),
    quotePurchase: byTestId('gw-onramp-quote-purchase'),
    quoteTotal: byTestId('gw-onramp-quote-total'),
    estimated: byTestId('gw-onramp-quote-estimated'),
    continue: byTestId('gw-onramp-continue'),
    progress: byTestId('gw-onramp-progress'),
    status: byTestId('gw-onramp-status'),
    notice: byTestId('gw-onramp-notice'),
    success: byTestId('gw-onramp-success'),
    failure: byTestId('gw-onramp-failure'),
    cancel: byTestId('gw-onramp-cancel'),
    done: byTestId('gw-onramp-done'),
  }
}



/** Records the kit's buy events in the page. */
async function recordBuyEvents(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { appkit: { subscribeEvents(l: (e: { data: { event: string; properties?: unknown } }) => void): void }; buyEvents: unknown[] }
    w.buyEvents = []
    w.appkit.subscribeEvents((event) => /BUY/.test(event.data.event) && w.buyEvents.push(event.data))
  })
}

const buyEvents = (page: Page) => page.evaluate(() => (window as unknown as { buyEvents: { event: string; properties: Record<string, unknown> }[] }).buyEvents)

/** The quote shown for the form as it is (its purchase text), once in. */
async function shownQuote(page: Page): Promise<string> {
  const form = buyForm(page)
  await form.quote.waitFor({ timeout: 20_000 })
  return (await form.quotePurchase.textContent()) ?? ''
}

/** Continue: the provider's window opens from the click and shows its checkout. */
async function continueToProvider(page: Page): Promise<Page> {
  const opened = page.waitForEvent('popup')
  await buyForm(page).continue.click()
  const popup = await opened
  await popup.waitForURL(/^http:\/\/127\.0\.0\.1:3006\/buy\?/)
  await popup.getByTestId('checkout-amount').waitFor()
  return popup
}

/** At the provider: the checkout as the kit preset it, submitted; then the card. */
async function payByCard(popup: Page, card: string): Promise<void> {
  await popup.getByTestId('checkout-continue').click()
  await popup.waitForURL(/\/orders\/ord_/)
  await popup.getByTestId('pay-card-number').fill(card)
  await popup.getByTestId('pay-card-expiry').fill('12/39')
  await popup.getByTestId('pay-card-cvc').fill('123')
  await popup.getByTestId('pay-submit').click()
}

/** Opens Buy as a dApp does and waits for the form. */
async function openBuy(page: Page, args?: Record<string, unknown>): Promise<void> {
  await openWithApi(page, { view: 'OnRampProviders', ...(args ? { arguments: args } : {}) } as { view: string }, 'OnRampProviders')
  await buyForm(page).form.waitFor()
}

const onrampUrlRequests = (session: Session) => session.requests.filter((request) => request.pathname === '/v1/generators/onrampurl')

describe('the onramp plugin with the local payment provider', () => {
  test('buy 50 USD of gUSD with the good test card from the Account: the balance rises on chain by the quoted amount and the modal shows success', async () => {
    const user = addressOf(19)
    const { page, session } = await connectedSession(newSession, { accountIndex: 19 })
    await recordBuyEvents(page)
    await openWithButton(page, 'Account')
    // §9 wallet features order: onramp first; its code is fetched only once Buy opens.
    const row = () => page.locator('[data-testid="gw-account-features"] button').evaluateAll((buttons) => buttons.map((button) => button.getAttribute('data-testid')))
    await expect.poll(row).toEqual(['gw-account-feature-onramp', 'gw-account-feature-swaps', 'gw-account-feature-receive', 'gw-account-feature-send'])
    expect(session.requests.some((request) => request.pathname.includes('onrampPlugin'))).toBe(false)
    await page.locator('[data-testid="gw-account-feature-onramp"]').click()
    await modal(page).view('OnRampProviders').waitFor({ state: 'visible' })
    expect(await modal(page).title.textContent()).toBe('Buy')
    const form = buyForm(page)
    await form.form.waitFor()
    expect(await form.provider.getAttribute('data-test-mode')).toBe('true')
    expect(await form.provider.textContent()).toContain('Gangway test provider')
    expect(await form.provider.textContent()).toContain('Test mode')
    expect(await form.fiat.inputValue()).toBe('USD')
    expect(await form.crypto.inputValue()).toBe('gUSD')
    expect(await form.limits.textContent()).toBe('Card: 10.00 to 7,500.00 USD, fees included')

    await form.amount.fill('50')
    const quoted = await shownQuote(page)
    expect(quoted).toMatch(/^\d+(\.\d+)? gUSD$/)
    expect(await form.quoteTotal.textContent()).toBe('50.00 USD')
    expect(await modalAxeViolations(page)).toEqual([])
    await viewShot(page, '1-buy-form')

    const before = await gUsdBalance(user)
    const popup = await continueToProvider(page)
    await modal(page).view('BuyInProgress').waitFor({ state: 'visible' })
    await expect.poll(() => form.status.textContent()).toBe('Complete your purchase in the Gangway test provider window. This view updates when the crypto arrives.')
    expect(await modalAxeViolations(page)).toEqual([])
    await viewShot(page, '2-buy-waiting')
    // The checkout is preset with what the kit quoted.
    expect(await popup.getByTestId('checkout-amount').inputValue()).toBe('50.00')
    expect(await popup.getByTestId('checkout-currency').inputValue()).toBe('USD')
    expect(await popup.getByTestId('checkout-method-card').isChecked()).toBe(true)
    expect(await popup.getByTestId('checkout-choice').locator('option').count()).toBe(1)

    await payByCard(popup, CARD.ok)
    await form.success.waitFor({ timeout: 20_000 })
    const amount = quoted.replace(' gUSD', '')
    expect(await form.success.textContent()).toBe(`You received ${amount} gUSD`)
    expect((await gUsdBalance(user)) - before).toBe(parseUnits(amount, 6))
    const hash = await page.locator('[data-testid="gw-onramp-tx-hash"]').getAttribute('data-hash')
    expect((await chain.getTransactionReceipt({ hash: hash as `0x${string}` })).status).toBe('success')
    expect(await modalAxeViolations(page)).toEqual([])
    await viewShot(page, '3-buy-success')
    expect((await buyEvents(page)).map((event) => event.event)).toEqual(['SELECT_BUY_CRYPTO', 'SELECT_BUY_PROVIDER', 'BUY_SUCCESS'])
    await form.done.click()
    await modal(page).view('Account').waitFor({ state: 'visible' })
  })

  test('the declined card: the provider says so in the modal, closing its window ends in a clear failure, nothing credited', async () => {
    const user = addressOf(20)
    const { page } = await connectedSession(newSession, { accountIndex: 20 })
    await openBuy(page, { purchaseCurrency: 'gUSD', amount: '20' })
    const form = buyForm(page)
    await shownQuote(page)
    const before = await gUsdBalance(user)
    const popup = await continueToProvider(page)
    await payByCard(popup, CARD.declined)
    await expect.poll(() => form.notice.textContent()).toBe('The provider declined your card. Nothing was charged: try another card.')
    expect(await form.notice.getAttribute('role')).toBe('alert')
    await popup.close()
    await form.failure.waitFor()
    expect(await form.failure.textContent()).toBe('The provider declined your card. Nothing was charged: try another card.')
    expect(await page.locator('[data-testid="gw-onramp-failure"] [data-code]').getAttribute('data-code')).toBe('CARD_DECLINED')
    expect((await deepFocus(page)).testId).toBe('gw-onramp-retry')
    expect(await modalAxeViolations(page)).toEqual([])
    await viewShot(page, '4-buy-declined')
    expect(await gUsdBalance(user)).toBe(before)
    // Back: the form as it was.
    await page.locator('[data-testid="gw-onramp-back"]').click()
    await modal(page).view('OnRampProviders').waitFor({ state: 'visible' })
    expect(await form.amount.inputValue()).toBe('20')
  })

  test('below and above the card limits, zero, negative, not a number: refused under the field before anything opens; by keyboard', async () => {
    const { page, session } = await connectedSession(newSession, { accountIndex: 20 })
    let popups = 0
    page.on('popup', () => void (popups += 1))
    await openBuy(page)
    const form = buyForm(page)
    const cases: [string, string][] = [
      ['9.99', 'The minimum for a card payment is 10.00 USD'],
      ['7500.01', 'The maximum for a card payment is 7,500.00 USD'],
      ['0', 'Enter an amount greater than 0'],
      ['-20', 'Enter an amount greater than 0'],
      ['twenty', 'Enter the amount as a number, like 50 or 50.25'],
    ]
    for (const [text, message] of cases) {
      await form.amount.fill(text)
      expect(await form.amountError.textContent(), text).toBe(message)
      // Continue says it cannot go on (aria-disabled) yet stays pressable: pressing it names the problem and opens nothing.
      expect(await form.continue.getAttribute('aria-disabled'), text).toBe('true')
      await form.continue.click({ force: true })
      expect(await modal(page).view('OnRampProviders').isVisible(), text).toBe(true)
      expect((await deepFocus(page)).testId, text).toBe('gw-onramp-amount')
    }
    // By keyboard: Enter in the field submits, and is refused the same way.
    await form.amount.fill('')
    await page.keyboard.type('8000')
    await page.keyboard.press('Enter')
    expect(await form.amountError.textContent()).toBe('The maximum for a card payment is 7,500.00 USD')
    expect(await modalAxeViolations(page)).toEqual([])
    await viewShot(page, '5-buy-over-limit')
    expect(popups).toBe(0)
    expect(onrampUrlRequests(session)).toEqual([])

    // A bank transfer allows 8,000: Tab to the methods, arrows pick "Bank transfer", Tab on to Continue, Enter opens the provider.
    const order: (string | null)[] = []
    await page.keyboard.press('Tab') // the currency
    order.push((await deepFocus(page)).testId)
    await page.keyboard.press('Tab') // the methods (the checked radio)
    await page.keyboard.press('ArrowRight')
    expect(await form.limits.textContent()).toBe('Bank transfer: 10.00 to 25,000.00 USD, fees included')
    expect(await form.amountError.count()).toBe(0)
    await shownQuote(page)
    for (let i = 0; i < 8 && (await deepFocus(page)).testId !== 'gw-onramp-continue'; i++) {
      await page.keyboard.press('Tab')
      order.push((await deepFocus(page)).testId)
    }
    expect(order[0]).toBe('gw-onramp-fiat')
    expect(order).toContain('gw-onramp-crypto')
    expect(order.at(-1)).toBe('gw-onramp-continue')
    const opened = page.waitForEvent('popup')
    await page.keyboard.press('Enter')
    const popup = await opened
    await popup.waitForURL(/^http:\/\/127\.0\.0\.1:3006\/buy\?/)
    await popup.getByTestId('checkout-amount').waitFor()
    expect(await popup.getByTestId('checkout-method-ach_bank_account').isChecked()).toBe(true)
    expect(await popup.getByTestId('checkout-amount').inputValue()).toBe('8000.00')
    // Cancel (keyboard too): the provider's window closes, the form is back.
    await buyForm(page).cancel.focus()
    await page.keyboard.press('Enter')
    await modal(page).view('OnRampProviders').waitFor({ state: 'visible' })
    await expect.poll(() => popup.isClosed()).toBe(true)
  })

  test('the options endpoint down: the built-in list, labelled; USDC first (its quote mocked, labelled "Estimated"), then ETH quoted and opened', async () => {
    const { page, session } = await connectedSession(newSession, { accountIndex: 21 })
    await session.context.route(/127\.0\.0\.1:3002\/v1\/onramp\/options/, (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Service unavailable"}' }))
    await openBuy(page)
    const form = buyForm(page)
    expect(await form.builtIn.textContent()).toBe('The list of currencies could not be loaded, so a built-in list is used: some choices may not be available.')
    expect(await form.form.getAttribute('data-source')).toBe('built-in')
    expect(await form.crypto.inputValue()).toBe('USDC')
    expect(await form.crypto.locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))).toEqual(['USDC', 'ETH'])
    expect(await form.limits.textContent()).toBe('Card: 10.00 to 7,500.00 USD, fees included')
    expect(await form.fiat.locator('option').allTextContents()).toEqual(['USD', 'EUR'])
    // The local provider sells no USDC: its quote fails, and the mocked one (the amount given) is shown, labelled.
    await form.amount.fill('30')
    await form.estimated.waitFor({ timeout: 20_000 })
    expect(await page.locator('[data-testid="gw-onramp-quote-error"]').textContent()).toContain("unknown purchase currency 'USDC'")
    expect(await form.quotePurchase.textContent()).toBe('≈ 30.00 USD of USDC')
    expect(await modalAxeViolations(page)).toEqual([])
    await viewShot(page, '6-buy-built-in')
    // ETH of the built-in list (its network named by CAIP-2 id) is quoted and opened at the provider.
    await form.crypto.selectOption('ETH')
    await expect.poll(() => form.quotePurchase.textContent(), { timeout: 20_000 }).toMatch(/^0\.\d+ ETH$/)
    expect(await form.estimated.count()).toBe(0)
    const popup = await continueToProvider(page)
    expect(await popup.getByTestId('checkout-choice').locator('option').allTextContents()).toEqual([expect.stringMatching(/^ETH on Gangway Local → 0x/)])
    await form.cancel.click()
    await expect.poll(() => popup.isClosed()).toBe(true)
  })
})
