import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { HttpError } from 'gangway/plugin'
import { fakePluginContext } from '../../test-support/fakePluginContext'
import { testNetwork } from '../../test-support/testKit'
import { gUsdQuote, LOCAL_OPTIONS } from '../../test-support/onrampTestKit'
import { BUILT_IN_LIST_NOTE } from './builtInOptions'
import { MOCKED_QUOTE_ID } from './mockedQuote'
import { OnrampStore } from './OnrampStore'

const refusal = (status: number, body: unknown) => new HttpError(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }))

interface Answers {
  options?: () => Promise<unknown>
  quote?: (body: { amount: string }) => Promise<unknown>
}

function setup(answers: Answers = {}, contextOptions: Parameters<typeof fakePluginContext>[0] = {}) {
  const kit = fakePluginContext({
    plugin: 'onramp',
    get: (path) => (path === '/v1/onramp/options' ? (answers.options ?? (() => Promise.resolve(LOCAL_OPTIONS)))() : Promise.reject(new Error(`unexpected GET ${path}`))),
    post: (path, options) => {
      if (path === '/v1/onramp/quote') return (answers.quote ?? ((body) => Promise.resolve(gUsdQuote(body.amount))))(options.body as { amount: string })
      return Promise.reject(new Error(`unexpected POST ${path}`))
    },
    ...contextOptions,
  })
  const store = new OnrampStore(kit.context)
  return { kit, store }
}

async function opened(store: OnrampStore, args?: unknown): Promise<void> {
  store.open(args)
  await vi.waitFor(() => expect(store.catalog.status).toBe('ready'))
}

const quotePosts = (kit: ReturnType<typeof setup>['kit']) => kit.post.mock.calls.filter(([path]) => path === '/v1/onramp/quote')

describe('OnrampStore', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it("reads the service's options: its test provider, USD by card (§9 limits under the field), the network's stablecoin by default (no USDC here)", async () => {
    const { kit, store } = setup()
    await opened(store)
    expect(kit.get).toHaveBeenCalledWith('/v1/onramp/options', expect.anything())
    expect(store.catalog.source).toBe('service')
    expect(store.catalog.usesBuiltInList).toBe(false)
    expect(store.provider).toMatchObject({ id: 'gangway-local', testMode: true, ordersUrl: 'http://127.0.0.1:3006/v1/orders' })
    expect(store.paymentCurrencies.map((currency) => currency.id)).toEqual(['USD', 'EUR'])
    expect(store.purchaseOptions.map((option) => [option.symbol, option.contract])).toEqual([
      ['gUSD', '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35'],
      ['ETH', 'native'],
      ['gEUR', '0x82C6D3ed4cD33d8EC1E51d0B5Cc1d822Eaa0c3dC'],
    ])
    expect(store.purchase?.symbol).toBe('gUSD')
    expect(store.limitsText).toBe('Card: 10.00 to 7,500.00 USD')
    store.selectPaymentMethod('ach_bank_account')
    store.selectPaymentCurrency('EUR')
    expect(store.limitsText).toBe('Bank transfer: 10.00 to 25,000.00 EUR')
    expect(kit.emit).toHaveBeenCalledWith('SELECT_BUY_CRYPTO', { isSmartAccount: false })
  })

  it('prefers USDC where the network has it (§9 default purchase)', async () => {
    const withUsdc = { ...LOCAL_OPTIONS, purchaseCurrencies: [...LOCAL_OPTIONS.purchaseCurrencies, { id: 'USDC', name: 'USD Coin', symbol: 'USDC', networks: [{ name: 'gangway-local', display_name: 'Gangway Local', chain_id: '31337', contract_address: `0x${'1'.repeat(40)}` }] }] }
    const { store } = setup({ options: () => Promise.resolve(withUsdc) })
    await opened(store)
    expect(store.purchase?.symbol).toBe('USDC')
  })

  it('asks one quote once typing pauses (§9 500 ms), quotesLoading true while it is fetched (§4), and shows it', async () => {
    let answer: (value: unknown) => void = () => undefined
    const { kit, store } = setup({ quote: () => new Promise((resolve) => (answer = resolve)) })
    await opened(store)
    store.setAmount('5')
    store.setAmount('50')
    await vi.advanceTimersByTimeAsync(499)
    expect(quotePosts(kit)).toHaveLength(0)
    expect(store.quotes.status).toBe('waiting')
    expect(store.quotesLoading).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(quotePosts(kit)).toHaveLength(1)
    expect(quotePosts(kit)[0]![1]).toMatchObject({ body: { purchaseCurrency: 'gUSD', paymentCurrency: 'USD', amount: '50.00', network: 'gangway-local', paymentMethod: 'card' } })
    expect(store.quotesLoading).toBe(true)
    answer(gUsdQuote('50'))
    await vi.waitFor(() => expect(store.quotes.status).toBe('ready'))
    expect(store.quotesLoading).toBe(false)
    expect(store.quotes.quote?.purchaseAmount).toEqual({ amount: '49.05', currency: 'gUSD' })
    expect(store.quotes.mocked).toBe(false)
  })

  it('refuses amounts below and above the card limits, zero, negative and not numbers: no quote, and Continue opens nothing', async () => {
    const { kit, store } = setup()
    await opened(store)
    const openPopup = vi.fn(() => null)
    const cases: [string, string][] = [
      ['9.99', 'The minimum for a card payment is 10.00 USD'],
      ['7500.01', 'The maximum for a card payment is 7,500.00 USD'],
      ['0', 'Enter an amount greater than 0'],
      ['-50', 'Enter an amount greater than 0'],
      ['fifty', 'Enter the amount as a number, like 50 or 50.25'],
      ['10.555', 'USD amounts have at most 2 decimals'],
    ]
    for (const [text, message] of cases) {
      store.setAmount(text)
      expect(store.amountError?.message, text).toBe(message)
      expect(store.quoteRequest, text).toBeUndefined()
      expect(store.continue(openPopup), text).toBe('refused')
    }
    await vi.advanceTimersByTimeAsync(1000)
    expect(openPopup).not.toHaveBeenCalled()
    expect(quotePosts(kit)).toHaveLength(0)
    expect(kit.post.mock.calls.filter(([path]) => path === '/v1/generators/onrampurl')).toHaveLength(0)
    expect(kit.navigate).not.toHaveBeenCalled()
    // A bank transfer allows more: the same 8,000 the card refuses.
    store.setAmount('8000')
    expect(store.amountError?.code).toBe('AMOUNT_ABOVE_MAXIMUM')
    store.selectPaymentMethod('ach_bank_account')
    expect(store.amountError).toBeUndefined()
  })

  it('an empty amount is named only once Continue is pressed', async () => {
    const { store } = setup()
    await opened(store)
    expect(store.amountError).toBeUndefined()
    expect(store.continue(() => null)).toBe('refused')
    expect(store.amountError?.message).toBe('Enter the amount to pay')
  })

  it('§8: the options failing → the built-in list (USD and EUR, §9 limits, USDC first, the network coin), labelled, the error kept', async () => {
    const { store } = setup({ options: () => Promise.reject(refusal(500, { message: 'Internal server error' })) })
    await opened(store)
    expect(store.catalog.source).toBe('built-in')
    expect(store.catalog.usesBuiltInList).toBe(true)
    expect(store.catalog.error?.code).toBe('SERVICE_FAILED')
    expect(BUILT_IN_LIST_NOTE).toMatch(/built-in list is used/)
    expect(store.paymentCurrencies.map((currency) => currency.id)).toEqual(['USD', 'EUR'])
    expect(store.limitsText).toBe('Card: 10.00 to 7,500.00 USD')
    store.selectPaymentMethod('ach_bank_account')
    expect(store.limitsText).toBe('Bank transfer: 10.00 to 25,000.00 USD')
    expect(store.purchaseOptions.map((option) => [option.symbol, option.network.name, option.contract])).toEqual([
      ['USDC', 'eip155:31337', undefined],
      ['ETH', 'eip155:31337', 'native'],
    ])
    expect(store.purchase?.symbol).toBe('USDC')
    expect(store.provider?.id).toBe('service')
  })

  it('an answer with no payment currency it can read is a failure too: the built-in list', async () => {
    const { store } = setup({ options: () => Promise.resolve({ purchaseCurrencies: [], paymentCurrencies: [{ id: 'USD' }] }) })
    await opened(store)
    expect(store.catalog.source).toBe('built-in')
    expect(store.catalog.error?.code).toBe('SERVICE_UNREADABLE')
  })

  it('opening the view again after the built-in list asks the service again', async () => {
    let fail = true
    const { store } = setup({ options: () => (fail ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(LOCAL_OPTIONS)) })
    await opened(store)
    expect(store.catalog.source).toBe('built-in')
    fail = false
    store.open(undefined)
    await vi.waitFor(() => expect(store.catalog.source).toBe('service'))
    expect(store.purchase?.symbol).toBe('gUSD')
  })

  it('§8: a quote failing → a mocked quote with the amount given, marked mocked, the error message stored', async () => {
    const { store } = setup({ quote: () => Promise.reject(refusal(503, { code: 'NO_PRICE', message: 'The provider has no price for this purchase now' })) })
    await opened(store)
    store.setAmount('50')
    await vi.advanceTimersByTimeAsync(500)
    await vi.waitFor(() => expect(store.quotes.status).toBe('ready'))
    expect(store.quotes.mocked).toBe(true)
    expect(store.quotes.quote).toEqual({
      networkFee: { amount: '0.00', currency: 'USD' },
      paymentSubtotal: { amount: '50.00', currency: 'USD' },
      paymentTotal: { amount: '50.00', currency: 'USD' },
      purchaseAmount: { amount: '50.00', currency: 'USD' },
      quoteId: MOCKED_QUOTE_ID,
    })
    expect(store.quotes.errorMessage).toBe('The provider has no price for this purchase now. Try again later.')
    expect(store.quotes.error?.code).toBe('NO_PRICE')
  })

  it("open()'s arguments fill the form; an unknown currency or method is refused by name and the defaults stay", async () => {
    const { store } = setup()
    await opened(store, { purchaseCurrency: 'eth', paymentCurrency: 'eur', amount: 120, paymentMethod: 'ach_bank_account' })
    expect([store.purchase?.symbol, store.paymentCurrency?.id, store.method?.id, store.amountText]).toEqual(['ETH', 'EUR', 'ach_bank_account', '120'])
    expect(store.argumentsError).toBeUndefined()

    const other = setup()
    await opened(other.store, { purchaseCurrency: 'DOGE', paymentCurrency: 'GBP', paymentMethod: 'paypal' })
    expect(other.store.argumentsError).toBe(
      "You cannot pay in 'GBP' here: choose USD or EUR. 'paypal' is not a payment method here: choose card or ach_bank_account. 'DOGE' cannot be bought on Gangway Local: choose gUSD, ETH, gEUR",
    )
    expect([other.store.purchase?.symbol, other.store.paymentCurrency?.id, other.store.method?.id]).toEqual(['gUSD', 'USD', 'card'])
  })

  it('a network the options do not cover: nothing to buy, the reason named, Continue refused', async () => {
    const elsewhere = { ...testNetwork, id: 1, caipNetworkId: 'eip155:1' as const, name: 'Ethereum' }
    const { store } = setup({}, { network: elsewhere })
    await opened(store)
    expect(store.unsupported?.message).toBe('Buying crypto is not available on Ethereum')
    store.setAmount('50')
    expect(store.quoteRequest).toBeUndefined()
    expect(store.problem?.code).toBe('NETWORK_NOT_SUPPORTED')
  })

  it('not connected: Continue is refused', async () => {
    const { store } = setup({}, { address: undefined })
    await opened(store)
    store.setAmount('50')
    expect(store.problem?.code).toBe('NOT_CONNECTED')
    expect(store.continue(() => null)).toBe('refused')
  })
})
