import Decimal from 'decimal.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { onrampOptionsResponseSchema, onrampProviderSchema, onrampQuoteSchema, onrampUrlResponseSchema, paymentCurrencySchema, purchaseCurrencySchema } from '../../../src/protocol/onramp'
import { SLOW_SETUP_MS } from '../../testing/hookTimeouts'
import { PROVIDER_URL, startPaymentCloud, type PaymentCloud } from '../../pay/testing/usePaymentCloud'
import type { LocalChain } from '../chains'

// A spare port of its own (29845): no other suite uses it.
const CHAIN: LocalChain = { id: 31337, name: 'Gangway Local', rpcPort: 29845 }
const PROJECT = 'gangway-test'
const WALLET = '0x1111111111111111111111111111111111111111'

describe('the onramp API of the chain-data service (options, quote, onrampurl)', () => {
  let cloud: PaymentCloud
  beforeAll(async () => {
    cloud = await startPaymentCloud(CHAIN)
  }, SLOW_SETUP_MS)
  afterAll(async () => {
    await cloud?.stop()
  })

  const post = async (path: string, body: unknown, query = `?projectId=${PROJECT}`) => {
    const response = await cloud.chainData.request(`${path}${query}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }
  const quote = (body: Record<string, unknown>) => post('/v1/onramp/quote', body)

  it('lists gUSD (the local "USDC", first: the default purchase), ETH and gEUR on the chain, and USD and EUR with the §9 limits', async () => {
    const response = await cloud.chainData.request(`/v1/onramp/options?projectId=${PROJECT}`)
    expect(response.status).toBe(200)
    const options = onrampOptionsResponseSchema.parse(await response.json())
    const purchase = options.purchaseCurrencies.map((item) => purchaseCurrencySchema.parse(item))
    const network = (contract: string) => ({ name: 'gangway-local', display_name: 'Gangway Local', chain_id: '31337', contract_address: contract })
    expect(purchase).toEqual([
      { id: 'gUSD', name: 'Gangway USD', symbol: 'gUSD', networks: [network(cloud.local.deployed.token.address)] },
      { id: 'ETH', name: 'Ether', symbol: 'ETH', networks: [network('')] },
      { id: 'gEUR', name: 'Gangway Euro', symbol: 'gEUR', networks: [network(cloud.local.deployed.gEur.address)] },
    ])
    const limits = [
      { id: 'card', min: '10.00', max: '7500.00' },
      { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
    ]
    expect(options.paymentCurrencies.map((item) => paymentCurrencySchema.parse(item))).toEqual([
      { id: 'USD', payment_method_limits: limits },
      { id: 'EUR', payment_method_limits: limits },
    ])
    // Beyond AppKit: the provider the URLs go to, in test mode, with its fee and its order status API.
    expect(options.providers?.map((item) => onrampProviderSchema.parse(item))).toEqual([
      { id: 'gangway-local', name: 'Gangway test provider', description: expect.stringContaining('no real money'), testMode: true, feePercent: '1.5', ordersUrl: `${PROVIDER_URL}/v1/orders` },
    ])
  })

  /** The network fee the provider charges: the transfer's gas at the chain's gas price, in ETH at `ethPrice` fiat, rounded up to the cent. */
  const networkFee = async (gas: bigint, ethPrice: Decimal): Promise<string> => {
    const wei = await cloud.local.client.getGasPrice()
    return Decimal.max(new Decimal((gas * wei).toString()).div(1e18).mul(ethPrice).mul(100).ceil(), 1).div(100).toFixed(2)
  }

  it('quotes 100 USD of gUSD: a 1.5% provider fee, the network fee of an ERC-20 transfer, the rest in gUSD at 1:1', async () => {
    const { status, body } = await quote({ purchaseCurrency: 'gUSD', paymentCurrency: 'USD', amount: '100', network: 'gangway-local' })
    expect(status, JSON.stringify(body)).toBe(200)
    const parsed = onrampQuoteSchema.parse(body)
    const fee = await networkFee(65_000n, new Decimal(3000))
    const subtotal = new Decimal(100).minus(1.5).minus(fee).toFixed(2)
    expect(parsed).toEqual({
      paymentTotal: { amount: '100.00', currency: 'USD' },
      providerFee: { amount: '1.50', currency: 'USD' },
      networkFee: { amount: fee, currency: 'USD' },
      paymentSubtotal: { amount: subtotal, currency: 'USD' },
      purchaseAmount: { amount: new Decimal(subtotal).toString(), currency: 'gUSD' },
      quoteId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    })
    expect(Number(fee)).toBeGreaterThan(0)
  })

  it('quotes ETH in EUR at the pools: 1 ETH = 3000 gUSD, 1 EUR = 1 gEUR = 1.08 gUSD; the body AppKit sends works too', async () => {
    const appKitBody = {
      purchaseCurrency: { id: 'ETH', name: 'Ether', symbol: 'ETH', networks: [] },
      paymentCurrency: { id: 'EUR', payment_method_limits: [] },
      amount: '250',
      network: 'ETH',
    }
    const { status, body } = await quote(appKitBody)
    expect(status, JSON.stringify(body)).toBe(200)
    // 250 − 3.75 (1.5%) − the network fee of an ETH transfer (1 ETH = 3000 / 1.08 EUR); × 1.08 / 3000 ETH, 8 decimals at most.
    const fee = await networkFee(21_000n, new Decimal(3000).div(1.08))
    const subtotal = new Decimal(250).minus(3.75).minus(fee)
    expect(onrampQuoteSchema.parse(body)).toMatchObject({
      providerFee: { amount: '3.75', currency: 'EUR' },
      networkFee: { amount: fee, currency: 'EUR' },
      paymentSubtotal: { amount: subtotal.toFixed(2), currency: 'EUR' },
      purchaseAmount: { amount: subtotal.mul(1.08).div(3000).toDecimalPlaces(8, Decimal.ROUND_DOWN).toString(), currency: 'ETH' },
    })
    const byCaip = await quote({ purchaseCurrency: 'gEUR', paymentCurrency: 'EUR', amount: 20000, network: 'eip155:31337', paymentMethod: 'ach_bank_account' })
    const gEurFee = await networkFee(65_000n, new Decimal(3000).div(1.08))
    expect(onrampQuoteSchema.parse(byCaip.body).purchaseAmount).toEqual({ amount: new Decimal(20000).minus(300).minus(gEurFee).toString(), currency: 'gEUR' })
  })

  it('refuses bad quote input with 400 naming the parameter: amounts zero, negative, not a number, too fine, beyond the limits; unknown currencies, networks and methods', async () => {
    const base = { purchaseCurrency: 'gUSD', paymentCurrency: 'USD', amount: '100', network: 'gangway-local' }
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ amount: '0' }, 'amount', /above 0/],
      [{ amount: '-5' }, 'amount', /not a negative one/],
      [{ amount: 'ten' }, 'amount', /expected an amount/],
      [{ amount: '10.001' }, 'amount', /at most 2 decimals/],
      [{ amount: '9.99' }, 'amount', /a card payment is at least 10.00 USD/],
      [{ amount: '7500.01' }, 'amount', /a card payment is at most 7500.00 USD/],
      [{ amount: '25000.01', paymentMethod: 'ach_bank_account' }, 'amount', /a bank transfer is at most 25000.00 USD/],
      [{ amount: undefined }, 'amount', /missing/],
      [{ purchaseCurrency: 'USDC' }, 'purchaseCurrency', /unknown purchase currency 'USDC': expected one of gUSD, ETH, gEUR/],
      [{ paymentCurrency: { id: 'GBP' } }, 'paymentCurrency', /unknown payment currency 'GBP'/],
      [{ network: 'ethereum' }, 'network', /unknown network 'ethereum' for gUSD/],
      [{ network: 'eip155:31338' }, 'network', /unknown network/],
      [{ paymentMethod: 'paypal' }, 'paymentMethod', /unknown payment method 'paypal'/],
    ]
    for (const [change, parameter, message] of cases) {
      const { status, body } = await quote({ ...base, ...change })
      expect(status, JSON.stringify(change)).toBe(400)
      expect(body, JSON.stringify(change)).toMatchObject({ code: 'INVALID_PARAMETER', parameter })
      expect(body['message']).toMatch(message)
    }
    expect((await quote({ ...base, amount: '7500' })).status).toBe(200)
    expect((await quote({ ...base, amount: '25000', paymentMethod: 'ach_bank_account' })).status).toBe(200)
  })

  it('needs a known project, in the query or the body', async () => {
    const body = { purchaseCurrency: 'gUSD', paymentCurrency: 'USD', amount: '100', network: 'gangway-local' }
    expect(await post('/v1/onramp/quote', body, '')).toMatchObject({ status: 400, body: { message: 'Project ID Not Configured' } })
    expect(await post('/v1/onramp/quote', body, '?projectId=nobody')).toMatchObject({ status: 403, body: { message: 'Unauthorized: invalid key' } })
    expect((await post('/v1/onramp/quote', { ...body, projectId: PROJECT }, '')).status).toBe(200)
    expect((await cloud.chainData.request('/v1/onramp/options')).status).toBe(400)
  })

  it("generates the provider's checkout URL for the wallets, and refuses what the provider cannot sell", async () => {
    const body = { destinationWallets: [{ address: WALLET, blockchains: ['gangway-local'], assets: ['gUSD', 'ETH'] }], defaultNetwork: 'gangway-local', partnerUserId: 'user-1', defaultExperience: 'buy', presetFiatAmount: 50 }
    const { status, body: answer } = await post('/v1/generators/onrampurl', body)
    expect(status, JSON.stringify(answer)).toBe(200)
    const url = new URL(onrampUrlResponseSchema.parse(answer).url)
    expect(`${url.origin}${url.pathname}`).toBe(`${PROVIDER_URL}/buy`)
    expect(JSON.parse(url.searchParams.get('destinationWallets')!)).toEqual(body.destinationWallets)
    expect(Object.fromEntries([...url.searchParams].filter(([key]) => key !== 'destinationWallets'))).toEqual({ partnerUserId: 'user-1', defaultExperience: 'buy', defaultNetwork: 'gangway-local', presetFiatAmount: '50' })
    const cases: [Record<string, unknown>, string][] = [
      [{ destinationWallets: [{ address: 'not-an-address' }] }, 'destinationWallets.0.address'],
      [{ destinationWallets: [] }, 'destinationWallets'],
      [{ destinationWallets: [{ address: WALLET, blockchains: ['ethereum'] }] }, 'destinationWallets.0.blockchains.0'],
      [{ destinationWallets: [{ address: WALLET, assets: ['DOGE'] }] }, 'destinationWallets.0.assets.0'],
      [{ defaultNetwork: 'base' }, 'defaultNetwork'],
      [{ defaultExperience: 'send' }, 'defaultExperience'],
      [{ partnerUserId: '' }, 'partnerUserId'],
      [{ presetFiatAmount: 30000 }, 'presetFiatAmount'],
      [{ presetFiatAmount: -1 }, 'presetFiatAmount'],
      [{ presetCryptoAmount: 0 }, 'presetCryptoAmount'],
    ]
    for (const [change, parameter] of cases) {
      const refused = await post('/v1/generators/onrampurl', { ...body, ...change })
      expect(refused.status, JSON.stringify(change)).toBe(400)
      expect(refused.body, JSON.stringify(change)).toMatchObject({ code: 'INVALID_PARAMETER', parameter })
    }
  })

  it('takes networks by CAIP-2 id or chain id (kept as their names), and the currency and payment method to preselect', async () => {
    const body = { destinationWallets: [{ address: WALLET, blockchains: ['eip155:31337'], supportedNetworks: ['31337'], assets: ['ETH'] }], defaultNetwork: 'eip155:31337', partnerUserId: 'user-2', presetFiatAmount: 20000, fiatCurrency: 'EUR', defaultPaymentMethod: 'ach_bank_account' }
    const { status, body: answer } = await post('/v1/generators/onrampurl', body)
    expect(status, JSON.stringify(answer)).toBe(200)
    const url = new URL(onrampUrlResponseSchema.parse(answer).url)
    expect(JSON.parse(url.searchParams.get('destinationWallets')!)).toEqual([{ address: WALLET, blockchains: ['gangway-local'], assets: ['ETH'], supportedNetworks: ['gangway-local'] }])
    expect(Object.fromEntries([...url.searchParams].filter(([key]) => key !== 'destinationWallets'))).toEqual({ partnerUserId: 'user-2', defaultExperience: 'buy', defaultNetwork: 'gangway-local', presetFiatAmount: '20000', fiatCurrency: 'EUR', defaultPaymentMethod: 'ach_bank_account' })
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ fiatCurrency: 'GBP' }, 'fiatCurrency', /expected USD or EUR/],
      [{ defaultPaymentMethod: 'paypal' }, 'defaultPaymentMethod', /expected 'card' or 'ach_bank_account'/],
      // The preselected method's limits: 20,000 is a bank transfer's, not a card's.
      [{ defaultPaymentMethod: 'card' }, 'presetFiatAmount', /expected 10.00 to 7500.00/],
      [{ defaultNetwork: 'eip155:1' }, 'defaultNetwork', /unknown network 'eip155:1'/],
      [{ destinationWallets: [{ address: WALLET, blockchains: ['31338'] }] }, 'destinationWallets.0.blockchains.0', /unknown network '31338'/],
    ]
    for (const [change, parameter, message] of cases) {
      const refused = await post('/v1/generators/onrampurl', { ...body, ...change })
      expect(refused.status, JSON.stringify(change)).toBe(400)
      expect(refused.body, JSON.stringify(change)).toMatchObject({ code: 'INVALID_PARAMETER', parameter })
      expect(refused.body['message']).toMatch(message)
    }
  })
})
