import Decimal from 'decimal.js'
import { parseUnits, type Address } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { onrampOrderSchema, onrampQuoteSchema, onrampUrlResponseSchema, type OnrampOrder } from '../../src/protocol/onramp'
import type { LocalChain } from '../chain/chains'
import { TREASURY_INDEX, testAccount } from '../chain/deployContracts'
import { SLOW_SETUP_MS } from '../testing/hookTimeouts'
import { fieldValue, orderIdOf, TestBrowser, testIdText } from './testing/testBrowser'
import { PROVIDER_URL, startPaymentCloud, type PaymentCloud } from './testing/usePaymentCloud'

// A spare port of its own (29846): no other suite uses it.
const CHAIN: LocalChain = { id: 31337, name: 'Gangway Local', rpcPort: 29846 }
const PROJECT = 'gangway-test'
const CARD = { ok: '4242 4242 4242 4242', declined: '4000 0000 0000 0002', threeDS: '4000 0000 0000 3220' } as const
const freshAddress = (): Address => privateKeyToAccount(generatePrivateKey()).address

describe('the local payment provider: card and bank checkout of an onramp order', () => {
  let cloud: PaymentCloud
  beforeAll(async () => {
    cloud = await startPaymentCloud(CHAIN)
  }, SLOW_SETUP_MS)
  afterAll(async () => {
    await cloud?.stop()
  })

  const chainData = async (path: string, body: unknown) => {
    const response = await cloud.chainData.request(`${path}?projectId=${PROJECT}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    expect(response.status).toBe(200)
    return (await response.json()) as unknown
  }
  const status = async (id: string): Promise<OnrampOrder> => onrampOrderSchema.parse(await (await cloud.provider.request(`${PROVIDER_URL}/v1/orders/${id}`)).json())
  const orderCount = async (): Promise<number> => (await cloud.db.query<{ n: number }>('SELECT count(*)::int AS n FROM pay_orders')).rows[0]!.n

  /** The kit's part: a checkout URL from the chain-data service; then the browser opens it. */
  const openCheckout = async (browser: TestBrowser, wallet: Address, partnerUserId = 'partner-1') => {
    const { url } = onrampUrlResponseSchema.parse(await chainData('/v1/generators/onrampurl', { destinationWallets: [{ address: wallet }], partnerUserId, defaultExperience: 'buy', defaultNetwork: 'gangway-local' }))
    const page = await browser.get(new URL(url).pathname + new URL(url).search)
    expect(page.status, page.html).toBe(200)
    return page
  }
  /** Step 1 submitted: the order page (step 2) and its id. */
  const startOrder = async (wallet: Address, choice: { symbol: string; currency?: string; amount: string; method?: string }, browser = new TestBrowser(cloud.provider)) => {
    const form = await openCheckout(browser, wallet)
    const created = await browser.post('/buy', { link: fieldValue(form.html, 'link')!, choice: `0|${choice.symbol}|gangway-local`, currency: choice.currency ?? 'USD', amount: choice.amount, method: choice.method ?? 'card' })
    expect(created.status, created.html).toBe(303)
    const id = orderIdOf(created.location)
    const page = await browser.get(`/orders/${id}`)
    expect(page.status).toBe(200)
    return { browser, id, page, secret: fieldValue(page.html, 'secret')! }
  }
  const payCard = (order: { browser: TestBrowser; id: string; secret: string }, number: string) => order.browser.post(`/orders/${order.id}/pay`, { secret: order.secret, number, expiry: '12/39', cvc: '123' })

  it('a card order: the checkout shows the quote, 4242 pays, the destination receives exactly the quoted gUSD from the treasury', async () => {
    const wallet = freshAddress()
    const quote = onrampQuoteSchema.parse(await chainData('/v1/onramp/quote', { purchaseCurrency: 'gUSD', paymentCurrency: 'USD', amount: '100', network: 'gangway-local' }))
    const order = await startOrder(wallet, { symbol: 'gUSD', amount: '100' })
    expect(testIdText(order.page.html, 'pay-purchase-amount')).toBe(`${quote.purchaseAmount.amount} gUSD`)
    expect(testIdText(order.page.html, 'pay-total')).toBe('100.00 USD')
    expect(testIdText(order.page.html, 'pay-provider-fee')).toBe(`${quote.providerFee!.amount} USD`)
    expect(testIdText(order.page.html, 'pay-network-fee')).toBe(`${quote.networkFee.amount} USD`)
    expect(testIdText(order.page.html, 'pay-destination')).toBe(wallet)
    expect(await status(order.id)).toMatchObject({ status: 'pending', kind: 'onramp', network: 'eip155:31337', purchaseAmount: quote.purchaseAmount, paymentTotal: { amount: '100.00', currency: 'USD' }, paymentMethod: 'card', partnerUserId: 'partner-1' })

    const treasuryBefore = await cloud.balance(testAccount(TREASURY_INDEX).address, 'gUSD')
    const paid = await payCard(order, CARD.ok)
    expect(paid.status, paid.html).toBe(303)
    const result = await order.browser.get(`/orders/${order.id}`)
    expect(result.html).toContain('data-status="completed"')
    const done = await status(order.id)
    expect(done).toMatchObject({ status: 'completed', txHash: testIdText(result.html, 'pay-tx-hash') })
    const expected = parseUnits(quote.purchaseAmount.amount, 6)
    expect(await cloud.balance(wallet, 'gUSD')).toBe(expected)
    expect(treasuryBefore - (await cloud.balance(testAccount(TREASURY_INDEX).address, 'gUSD'))).toBe(expected)
    const receipt = await cloud.local.client.getTransactionReceipt({ hash: done.txHash as `0x${string}` })
    expect(receipt).toMatchObject({ status: 'success', from: testAccount(TREASURY_INDEX).address.toLowerCase() })

    // Paying again (a replay) does nothing: the order is no longer waiting for a payment.
    expect((await payCard(order, CARD.ok)).status).toBe(409)
    expect(await cloud.balance(wallet, 'gUSD')).toBe(expected)
  })

  it('a bank transfer in EUR buys ETH at the pools: the balance rises by the quoted ETH', async () => {
    const wallet = freshAddress()
    const quote = onrampQuoteSchema.parse(await chainData('/v1/onramp/quote', { purchaseCurrency: 'ETH', paymentCurrency: 'EUR', amount: '12000', network: 'gangway-local', paymentMethod: 'ach_bank_account' }))
    const order = await startOrder(wallet, { symbol: 'ETH', currency: 'EUR', amount: '12000', method: 'ach_bank_account' })
    expect(testIdText(order.page.html, 'pay-purchase-amount')).toBe(`${quote.purchaseAmount.amount} ETH`)
    const paid = await order.browser.post(`/orders/${order.id}/pay`, { secret: order.secret })
    expect(paid.status).toBe(303)
    expect(await cloud.balance(wallet, 'ETH')).toBe(parseUnits(quote.purchaseAmount.amount, 18))
    expect(new Decimal(quote.purchaseAmount.amount).toNumber()).toBeCloseTo(((12000 * 0.985) * 1.08) / 3000, 3)
    expect((await status(order.id)).status).toBe('completed')
  })

  it('a declined card credits nothing and leaves the order open; another card then pays it', async () => {
    const wallet = freshAddress()
    const order = await startOrder(wallet, { symbol: 'gUSD', amount: '50' })
    const declined = await payCard(order, CARD.declined)
    expect(declined.status).toBe(402)
    expect(declined.html).toContain('Your card was declined')
    expect(await status(order.id)).toMatchObject({ status: 'pending', lastError: 'card_declined' })
    expect(await cloud.balance(wallet, 'gUSD')).toBe(0n)
    expect((await payCard(order, CARD.ok)).status).toBe(303)
    const done = await status(order.id)
    expect(done.status).toBe('completed')
    expect(done.lastError).toBeUndefined()
    expect(await cloud.balance(wallet, 'gUSD')).toBe(parseUnits(done.purchaseAmount.amount, 6))
  })

  it('the 3-D-Secure card completes only after the confirmation step; failing it sends nothing and the order stays open', async () => {
    const wallet = freshAddress()
    const order = await startOrder(wallet, { symbol: 'gEUR', currency: 'EUR', amount: '30' })
    const asked = await payCard(order, CARD.threeDS)
    expect(asked.status).toBe(303)
    const step = await order.browser.get(`/orders/${order.id}`)
    expect(step.html).toContain('Confirm this payment')
    expect(await status(order.id)).toMatchObject({ status: 'awaiting_confirmation' })
    expect(await cloud.balance(wallet, 'gEUR')).toBe(0n)

    expect((await order.browser.post(`/orders/${order.id}/confirm`, { secret: order.secret, action: 'fail' })).status).toBe(303)
    expect(await status(order.id)).toMatchObject({ status: 'pending', lastError: 'authentication_failed' })
    expect(await cloud.balance(wallet, 'gEUR')).toBe(0n)

    expect((await payCard(order, CARD.threeDS)).status).toBe(303)
    expect((await order.browser.post(`/orders/${order.id}/confirm`, { secret: order.secret, action: 'complete' })).status).toBe(303)
    const done = await status(order.id)
    expect(done).toMatchObject({ status: 'completed', txHash: expect.stringMatching(/^0x[0-9a-f]{64}$/) })
    expect(await cloud.balance(wallet, 'gEUR')).toBe(parseUnits(done.purchaseAmount.amount, 18))
  })

  it('refuses amounts beyond the limits, zero, negative or not a number, and a tampered purchase: no order is created', async () => {
    const browser = new TestBrowser(cloud.provider)
    const form = await openCheckout(browser, freshAddress())
    const link = fieldValue(form.html, 'link')!
    const before = await orderCount()
    const cases: [Record<string, string>, RegExp][] = [
      [{ amount: '7500.01' }, /a card payment is at most 7500\.00 USD/],
      [{ amount: '9.99' }, /a card payment is at least 10\.00 USD/],
      [{ amount: '25000.01', method: 'ach_bank_account' }, /a bank transfer is at most 25000\.00 USD/],
      [{ amount: '0' }, /above 0/],
      [{ amount: '-20' }, /not a negative one/],
      [{ amount: 'twenty' }, /expected an amount/],
      [{ amount: '' }, /enter the amount/],
      [{ choice: '3|gUSD|gangway-local' }, /Choose one of the purchases offered/],
      [{ choice: '0|DOGE|gangway-local' }, /Choose one of the purchases offered/],
      [{ currency: 'GBP' }, /Choose USD or EUR/],
      [{ method: 'paypal' }, /Choose a card or a bank transfer/],
    ]
    for (const [change, message] of cases) {
      const refused = await browser.post('/buy', { link, choice: '0|gUSD|gangway-local', currency: 'USD', amount: '100', method: 'card', ...change })
      expect(refused.status, JSON.stringify(change)).toBe(400)
      expect(refused.html).toMatch(/role="alert"/)
      expect(refused.html, JSON.stringify(change)).toMatch(message)
      // The field at fault is marked (the payment method's group is described by the alert instead).
      expect(refused.html).toMatch(/aria-invalid="true"|<fieldset aria-describedby="form-error">/)
    }
    const tampered = await browser.post('/buy', { link: link.replace(/0x[0-9a-fA-F]{40}/, 'not-an-address'), choice: '0|gUSD|gangway-local', currency: 'USD', amount: '100', method: 'card' })
    expect(tampered.status).toBe(400)
    expect(tampered.html).toContain('destinationWallets.0.address')
    expect(await orderCount()).toBe(before)
  })

  it("prefills the amount from the link's presets: the fiat one, else the crypto one priced at the pools (before fees)", async () => {
    const link = (preset: Record<string, string>) => `/buy?${new URLSearchParams({ destinationWallets: JSON.stringify([{ address: freshAddress(), assets: ['ETH'] }]), partnerUserId: 'p', ...preset })}`
    const browser = new TestBrowser(cloud.provider)
    expect(fieldValue((await browser.get(link({ presetFiatAmount: '42.5' }))).html, 'amount')).toBe('42.50')
    const crypto = await browser.get(link({ presetCryptoAmount: '0.01' }))
    expect(fieldValue(crypto.html, 'amount')).toBe('30.00')
    expect(crypto.html).toContain('About 0.01 ETH before fees.')
    // The app's currency and payment method (beyond AppKit's link) are preselected; the crypto preset is priced in that currency.
    const preset = await browser.get(link({ presetFiatAmount: '20000', fiatCurrency: 'EUR', defaultPaymentMethod: 'ach_bank_account' }))
    expect(preset.html).toContain('<option value="EUR" selected>EUR</option>')
    expect(preset.html).toMatch(/value="ach_bank_account" checked/)
    expect(fieldValue(preset.html, 'amount')).toBe('20000.00')
    const inEuros = await browser.get(link({ presetCryptoAmount: '0.01', fiatCurrency: 'EUR' }))
    expect(fieldValue(inEuros.html, 'amount')).toBe('27.78')
  })

  it('a bad checkout link is refused with the parameter named', async () => {
    const browser = new TestBrowser(cloud.provider)
    const page = await browser.get(`/buy?destinationWallets=${encodeURIComponent(JSON.stringify([{ address: '0x12' }]))}&partnerUserId=p`)
    expect(page.status).toBe(400)
    expect(page.html).toContain("Invalid parameter &#39;destinationWallets.0.address&#39;")
    expect((await browser.get('/buy?partnerUserId=p')).html).toContain('destinationWallets')
  })

  it('completing an order cannot be forged from outside its own pages: no cookie, a planted cookie, another origin, a confirmation out of turn, an invented route', async () => {
    const wallet = freshAddress()
    const order = await startOrder(wallet, { symbol: 'gUSD', amount: '40' })
    const stranger = new TestBrowser(cloud.provider)
    // Another browser that learnt the order id (the status API is public): it sees no form and cannot post one.
    expect((await stranger.get(`/orders/${order.id}`)).status).toBe(403)
    expect((await stranger.post(`/orders/${order.id}/pay`, { secret: order.secret.replace(/./, 'x'), number: CARD.ok, expiry: '12/39', cvc: '123' })).status).toBe(403)
    // A cookie planted for the order's path (a page on another port of 127.0.0.1 can set one) with the same value in the form.
    const planted = 'A'.repeat(43)
    stranger.plantCookie('gangway_pay_secret', planted, `/orders/${order.id}`)
    expect((await stranger.post(`/orders/${order.id}/pay`, { secret: planted, number: CARD.ok, expiry: '12/39', cvc: '123' })).status).toBe(403)
    expect((await stranger.post(`/orders/${order.id}/confirm`, { secret: planted, action: 'complete' })).status).toBe(403)
    // The owner's browser, driven by another site's form (a cross-site post carries that site's Origin, a sandboxed one 'null').
    expect((await order.browser.post(`/orders/${order.id}/pay`, { secret: order.secret, number: CARD.ok, expiry: '12/39', cvc: '123' }, 'http://127.0.0.1:3000')).status).toBe(403)
    expect((await order.browser.post(`/orders/${order.id}/pay`, { secret: order.secret, number: CARD.ok, expiry: '12/39', cvc: '123' }, 'null')).status).toBe(403)
    // The owner's secret without the cookie (e.g. a leaked page) is not enough either.
    expect((await stranger.post(`/orders/${order.id}/pay`, { secret: order.secret, number: CARD.ok, expiry: '12/39', cvc: '123' })).status).toBe(403)
    // A forged "bank confirmation" while the order waits for a payment, and a made-up completion route.
    expect((await order.browser.post(`/orders/${order.id}/confirm`, { secret: order.secret, action: 'complete' })).status).toBe(409)
    expect((await order.browser.post(`/orders/${order.id}/complete`, { secret: order.secret })).status).toBe(404)
    expect((await cloud.provider.request(`${PROVIDER_URL}/v1/orders/${order.id}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'status=completed' })).status).toBe(404)
    expect(await status(order.id)).toMatchObject({ status: 'pending' })
    expect(await cloud.balance(wallet, 'gUSD')).toBe(0n)
  })

  it('the status API follows an order: pending → cancelled; an open order expires after 30 minutes; orders by partner user, newest first', async () => {
    const cancelled = await startOrder(freshAddress(), { symbol: 'gUSD', amount: '20' })
    expect((await cancelled.browser.post(`/orders/${cancelled.id}/cancel`, { secret: cancelled.secret })).status).toBe(303)
    expect(await status(cancelled.id)).toMatchObject({ status: 'cancelled' })
    expect((await payCard(cancelled, CARD.ok)).status).toBe(409)

    const late = await startOrder(freshAddress(), { symbol: 'gUSD', amount: '20' })
    cloud.clock.offsetMs += 31 * 60_000
    expect(await status(late.id)).toMatchObject({ status: 'expired' })
    expect((await payCard(late, CARD.ok)).status).toBe(409)

    const listed = await cloud.provider.request(`${PROVIDER_URL}/v1/orders?partnerUserId=partner-1`)
    expect(listed.headers.get('access-control-allow-origin')).toBe('*')
    const { orders } = (await listed.json()) as { orders: unknown[] }
    const ids = orders.map((order) => onrampOrderSchema.parse(order).id)
    expect(ids[0]).toBe(late.id)
    expect(ids).toContain(cancelled.id)
    expect((await cloud.provider.request(`${PROVIDER_URL}/v1/orders/ord_nothing`)).status).toBe(400)
    expect((await cloud.provider.request(`${PROVIDER_URL}/v1/orders/ord_${'0'.repeat(32)}`)).status).toBe(404)
    expect((await cloud.provider.request(`${PROVIDER_URL}/v1/orders`)).status).toBe(400)
  })

  it('answers loopback host names only, and its pages load nothing from elsewhere', async () => {
    expect((await cloud.provider.request('http://pay.example.com/health')).status).toBe(403)
    const page = await cloud.provider.request(`${PROVIDER_URL}/buy?partnerUserId=p`)
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'")
    expect(page.headers.get('referrer-policy')).toBe('same-origin')
  })
})
