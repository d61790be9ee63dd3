import { describe, expect, it, vi, afterEach, beforeEach } from 'vitest'
import type { PublicClient, TransactionReceipt } from 'viem'
import { encodeFunctionData, getAddress } from 'viem'
import type { SwapQuote, SwapToken, TokenBalance } from 'gangway/plugin'
import { fakePluginContext, TEST_ACCOUNT } from '../../test-support/fakePluginContext'
import { testNetwork } from '../../test-support/testKit'
import { ROUTER_SWAP_ABI, APPROVE_ABI } from './routerAbi'
import type { SwapApi } from './swapApi'
import { SwapError } from './swapErrors'
import { SwapStore } from './SwapStore'

const NET = 'eip155:31337'
const ETH = `${NET}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`
const GUSD_ADDRESS = getAddress('0x700b6a60ce7eaaea56f065753d8dcb9653dbad35')
const GUSD = `${NET}:${GUSD_ADDRESS.toLowerCase()}`
const ROUTER = getAddress('0x5fbdb2315678afecb367f032d93f642f64180aa3')
const WETH = getAddress('0xe7f1725e7734ce288f8367e1bb143e90bb3f0512')

const tokens: SwapToken[] = [
  { name: 'Ether', symbol: 'ETH', address: ETH, decimals: 18, logoUri: '', price: 3000 },
  { name: 'Gangway USD', symbol: 'gUSD', address: GUSD, decimals: 6, logoUri: '', price: 1 },
]
const balances: TokenBalance[] = [
  { name: 'Ether', symbol: 'ETH', chainId: NET, value: 3000, price: 3000, quantity: { decimals: '18', numeric: '1' } },
  { name: 'Gangway USD', symbol: 'gUSD', chainId: NET, address: GUSD_ADDRESS, value: 100, price: 1, quantity: { decimals: '6', numeric: '100' } },
]
const quoteFor = (from: string, to: string, amount: bigint, toAmount: bigint): SwapQuote => ({
  id: null,
  fromAmount: amount.toString(),
  fromAccount: from,
  toAmount: toAmount.toString(),
  toAccount: to,
  fee: ((amount * 3n) / 1000n).toString(),
  gas: '150000',
  gasPrice: '1000000000',
})

function fakeApi(overrides: Record<string, unknown> = {}) {
  const api = {
    tokens: vi.fn(() => Promise.resolve(tokens)),
    gasPrice: vi.fn(() => Promise.resolve(1_000_000_000n)),
    quote: vi.fn((request: { amount: bigint; from: string; to: string }) =>
      Promise.resolve(quoteFor(request.from, request.to, request.amount, request.from === ETH ? (request.amount * 2990n) / 10n ** 12n : (request.amount * 10n ** 12n) / 3010n)),
    ),
    allowance: vi.fn(() => Promise.resolve(0n)),
    buildApprove: vi.fn((_user: string, _from: string, _to: string, amount: bigint) =>
      Promise.resolve({ token: GUSD, spender: `${NET}:${ROUTER}`, data: encodeFunctionData({ abi: APPROVE_ABI, functionName: 'approve', args: [ROUTER, amount] }) }),
    ),
    buildTransaction: vi.fn((request: { amount: bigint }) => {
      const min = (((request.amount * 2990n) / 10n ** 12n) * 99n) / 100n
      const data = encodeFunctionData({ abi: ROUTER_SWAP_ABI, functionName: 'swapExactETHForTokens', args: [min, [WETH, GUSD_ADDRESS], TEST_ACCOUNT, 9_999_999_999n] })
      const amount = ((request.amount * 2990n) / 10n ** 12n).toString()
      return Promise.resolve({ from: `${NET}:${TEST_ACCOUNT}`, to: `${NET}:${ROUTER}`, data, amount, value: request.amount.toString(), amountOutMin: min.toString(), deadline: 9_999_999_999, eip155: { gas: '150000', gasPrice: '1' } })
    }),
  }
  return Object.assign(api, overrides) as typeof api
}

function setup(options: { api?: ReturnType<typeof fakeApi>; receipt?: Partial<TransactionReceipt> } = {}) {
  const api = options.api ?? fakeApi()
  const receipt = { status: 'success', logs: [], ...options.receipt } as TransactionReceipt
  const publicClient = { waitForTransactionReceipt: vi.fn(() => Promise.resolve(receipt)) } as unknown as PublicClient
  const kit = fakePluginContext({ balances, publicClient: () => Promise.resolve(publicClient) })
  const store = new SwapStore(kit.context, { api: api as unknown as SwapApi })
  return { api, kit, store }
}

async function ready(store: SwapStore): Promise<void> {
  await store.show()
}

async function typeAndQuote(store: SwapStore, amount: string): Promise<void> {
  store.setAmount(amount)
  await vi.advanceTimersByTimeAsync(500)
}

describe('SwapStore', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('starts from the native coin, asks one quote once typing pauses (500 ms), in base units, and shows its details', async () => {
    const { api, store } = setup()
    await ready(store)
    expect(store.from?.symbol).toBe('ETH')
    store.toId = GUSD
    store.setAmount('0.')
    store.setAmount('0.1')
    await vi.advanceTimersByTimeAsync(499)
    expect(api.quote).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(api.quote).toHaveBeenCalledTimes(1)
    expect(api.quote.mock.calls[0]![0]).toMatchObject({ amount: 10n ** 17n, from: ETH, to: GUSD, userAddress: `${NET}:${TEST_ACCOUNT}`, gasPrice: 1_000_000_000n })
    expect(store.details).toMatchObject({ toAmount: '299', rate: '1 ETH = 2,990 gUSD', minimumReceived: '296.01 gUSD', networkFee: '$0.45' })
    expect(store.button).toEqual({ action: 'swap', label: 'Swap' })
  })

  it('refreshes a shown quote every 15 s, and stops once the view is gone', async () => {
    const { api, store } = setup()
    await ready(store)
    store.toId = GUSD
    await typeAndQuote(store, '0.1')
    await vi.advanceTimersByTimeAsync(15_000)
    expect(api.quote).toHaveBeenCalledTimes(2)
    store.hide()
    await vi.advanceTimersByTimeAsync(30_000)
    expect(api.quote).toHaveBeenCalledTimes(2)
  })

  it('refuses bad amounts under the field and asks no quote; more than the balance disables Swap with its reason', async () => {
    const { api, store } = setup()
    await ready(store)
    store.toId = GUSD
    for (const [typed, error] of [
      ['0.1234567890123456789', 'ETH allows at most 18 decimals'],
      ['0', 'Enter an amount greater than 0'],
      ['-2', 'Enter an amount greater than 0'],
      ['two', 'Enter the amount as a number, like 1.5'],
    ] as const) {
      await typeAndQuote(store, typed)
      expect(store.amountError).toBe(error)
      expect(store.button.action).toBe('none')
    }
    expect(api.quote).not.toHaveBeenCalled()
    await typeAndQuote(store, '2')
    expect(store.button).toEqual({ action: 'none', label: 'Insufficient ETH balance' })
  })

  it('picking the other side’s token changes places; opening with arguments picks by symbol and names unknown tokens', async () => {
    const { store } = setup()
    store.open({ fromToken: 'gusd', toToken: 'ETH', amount: '5' })
    await ready(store)
    expect([store.from?.symbol, store.to?.symbol, store.amountText]).toEqual(['gUSD', 'ETH', '5'])
    store.pick('to')
    store.choose(GUSD)
    expect([store.from?.symbol, store.to?.symbol]).toEqual(['ETH', 'gUSD'])
    store.open({ fromToken: 'DOGE' })
    expect(store.argumentsError).toBe("No token 'DOGE' to swap on this network")
  })

  it('gUSD → ETH with a short allowance: "Approve gUSD" sends approve(router, amount), then Swap', async () => {
    const { api, kit, store } = setup()
    store.open({ fromToken: 'gUSD', toToken: 'ETH' })
    await ready(store)
    await typeAndQuote(store, '5')
    expect(store.button).toEqual({ action: 'approve', label: 'Approve gUSD' })
    await store.flow.approve()
    expect(api.buildApprove).toHaveBeenCalledWith(`${NET}:${TEST_ACCOUNT}`, GUSD, ETH, 5_000_000n)
    expect(kit.sendTransaction).toHaveBeenCalledWith({ to: GUSD_ADDRESS, data: expect.stringMatching(/^0x095ea7b3/), value: 0n })
    expect(store.button).toEqual({ action: 'swap', label: 'Swap' })
  })

  it('a swap: events, the checked call sent, the toast, balances read again and back to Account', async () => {
    const { kit, store } = setup()
    store.open({ fromToken: 'ETH', toToken: 'gUSD' })
    await ready(store)
    await typeAndQuote(store, '0.1')
    expect(await store.flow.swap()).toBe('swapped')
    expect(kit.sendTransaction).toHaveBeenCalledWith({ to: ROUTER, data: expect.stringMatching(/^0x7ff36ab5/), value: 10n ** 17n })
    expect(kit.emit.mock.calls.map(([event]) => event)).toEqual(['SWAP_INITIATED', 'SWAP_SUCCESS'])
    expect(kit.emit.mock.calls[1]![1]).toMatchObject({ network: NET, swapFromToken: 'ETH', swapToToken: 'gUSD', swapFromAmount: '0.1', hash: `0x${'ab'.repeat(32)}` })
    expect(kit.toast).toHaveBeenCalledWith('Swapped 0.1 ETH for 299 gUSD', 'success')
    expect(kit.tokenBalances).toHaveBeenLastCalledWith(true)
    expect(kit.replace).toHaveBeenCalledWith('Account')
    expect(store.amountText).toBe('')
  })

  it('a swap that reverts on chain says so, keeps the form and asks a fresh quote', async () => {
    const { api, kit, store } = setup({ receipt: { status: 'reverted' } })
    store.open({ fromToken: 'ETH', toToken: 'gUSD', amount: '0.1' })
    await ready(store)
    await vi.advanceTimersByTimeAsync(500)
    expect(await store.flow.swap()).toBe('failed')
    // The balances read again and the fresh quote arriving leave the reason on show.
    await vi.advanceTimersByTimeAsync(10)
    expect(api.tokens.mock.calls.length + kit.tokenBalances.mock.calls.length).toBeGreaterThan(2)
    expect(store.quotes.status).toBe('ready')
    expect(store.flow.error?.message).toBe('The swap reverted on chain: the price moved more than your 1% slippage tolerance, and your tokens were not swapped. Check the fresh quote and try again.')
    expect(kit.emit.mock.calls.map(([event]) => event)).toEqual(['SWAP_INITIATED', 'SWAP_ERROR'])
    expect(store.amountText).toBe('0.1')
    expect(api.quote).toHaveBeenCalledTimes(2)
    // A change of input is a new attempt: the reason goes.
    store.setAmount('0.2')
    expect(store.flow.error).toBeUndefined()
  })

  it('a transaction paying someone else is never sent; a quote failure shows a retry', async () => {
    const api = fakeApi({
      buildTransaction: vi.fn(() => {
        const data = encodeFunctionData({ abi: ROUTER_SWAP_ABI, functionName: 'swapExactETHForTokens', args: [1n, [WETH, GUSD_ADDRESS], ROUTER, 9_999_999_999n] })
        return Promise.resolve({ from: `${NET}:${TEST_ACCOUNT}`, to: `${NET}:${ROUTER}`, data, amount: '0', value: (10n ** 17n).toString(), amountOutMin: '1', deadline: 1, eip155: { gas: '1', gasPrice: '1' } })
      }),
    })
    const { kit, store } = setup({ api })
    store.open({ fromToken: 'ETH', toToken: 'gUSD', amount: '0.1' })
    await ready(store)
    await vi.advanceTimersByTimeAsync(500)
    await store.flow.swap()
    expect(kit.sendTransaction).not.toHaveBeenCalled()
    expect(store.flow.error?.code).toBe('UNEXPECTED_TRANSACTION')

    api.quote.mockImplementationOnce(() => Promise.reject(new SwapError('SERVICE_FAILED', { values: { status: 500 } })))
    await typeAndQuote(store, '0.2')
    expect(store.loadError?.message).toBe('The swap service could not answer (HTTP 500). Try again.')
    expect(store.canRetry).toBe(true)
    await store.retry()
    expect(store.details?.toAmount).toBe('598')
  })

  it('a network without pools: the reason, no form', async () => {
    const { store } = setup({ api: fakeApi({ tokens: vi.fn(() => Promise.reject(new SwapError('NETWORK_NOT_SUPPORTED'))) }) })
    await ready(store)
    expect(store.unsupported?.message).toBe('Network not supported for Swaps')
  })
})

describe('SwapStore on a §9 swap network (an aggregator builds the swap)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  const MAINNET = { ...testNetwork, id: 1, caipNetworkId: 'eip155:1' as const, name: 'Ethereum' }
  const ETH_1 = 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
  const USDC = getAddress('0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48')
  const USDC_1 = `eip155:1:${USDC.toLowerCase()}`
  const AGGREGATOR = getAddress('0x111111125421ca6dc452d289314280a0f8842a65')

  function aggregatorSetup(swapTo: string = AGGREGATOR) {
    const api = fakeApi({
      tokens: vi.fn(() => Promise.resolve([
        { name: 'Ether', symbol: 'ETH', address: ETH_1, decimals: 18, logoUri: '', price: 3000 },
        { name: 'USD Coin', symbol: 'USDC', address: USDC_1, decimals: 6, logoUri: '', price: 1 },
      ])),
      // An aggregator's quote: no gas estimate, no gas price, no pool fee.
      quote: vi.fn((request: { amount: bigint; from: string; to: string }) =>
        Promise.resolve({ id: 'q', fromAmount: request.amount.toString(), fromAccount: request.from, toAmount: (request.amount * 10n ** 12n / 3000n).toString(), toAccount: request.to, gas: null }),
      ),
      allowance: vi.fn(() => Promise.resolve(10n ** 30n)),
      buildApprove: vi.fn((_user: string, _from: string, _to: string, amount: bigint) =>
        Promise.resolve({ token: USDC_1, spender: `eip155:1:${AGGREGATOR}`, data: encodeFunctionData({ abi: APPROVE_ABI, functionName: 'approve', args: [AGGREGATOR, amount] }) }),
      ),
      buildTransaction: vi.fn((request: { amount: bigint }) =>
        Promise.resolve({ from: `eip155:1:${TEST_ACCOUNT}`, to: `eip155:1:${swapTo}`, data: '0x12aa3caf00' as const, amount: (request.amount * 10n ** 12n / 3000n).toString(), value: '0', eip155: { gas: '210000', gasPrice: '9' } }),
      ),
    })
    const publicClient = { waitForTransactionReceipt: vi.fn(() => Promise.resolve({ status: 'success', logs: [] } as unknown as TransactionReceipt)) } as unknown as PublicClient
    const usdcBalance: TokenBalance = { name: 'USD Coin', symbol: 'USDC', chainId: 'eip155:1', address: USDC, value: 100, price: 1, quantity: { decimals: '6', numeric: '100' } }
    const kit = fakePluginContext({ network: MAINNET, balances: [usdcBalance], publicClient: () => Promise.resolve(publicClient) })
    const store = new SwapStore(kit.context, { api: api as unknown as SwapApi })
    return { api, kit, store }
  }

  it('shows the quote without a pool fee or network fee, asks the approval for its contract even when none is needed, and sends the swap there', async () => {
    const { api, kit, store } = aggregatorSetup()
    store.open({ fromToken: 'USDC', toToken: 'ETH' })
    await ready(store)
    await typeAndQuote(store, '30')
    expect(store.details).toMatchObject({ toAmount: '0.01', providerFee: undefined, networkFee: undefined })
    expect(store.button).toEqual({ action: 'swap', label: 'Swap' })
    expect(await store.flow.swap()).toBe('swapped')
    expect(api.buildApprove).toHaveBeenCalledWith(`eip155:1:${TEST_ACCOUNT}`, USDC_1, ETH_1, 30_000_000n)
    expect(kit.sendTransaction).toHaveBeenCalledTimes(1)
    expect(kit.sendTransaction).toHaveBeenCalledWith({ to: AGGREGATOR, data: '0x12aa3caf00', value: 0n })
  })

  it('refuses a swap sent to another contract than the approved one, and sends nothing', async () => {
    const { kit, store } = aggregatorSetup(getAddress('0x5fbdb2315678afecb367f032d93f642f64180aa3'))
    store.open({ fromToken: 'USDC', toToken: 'ETH' })
    await ready(store)
    await typeAndQuote(store, '30')
    expect(await store.flow.swap()).toBe('failed')
    expect(store.flow.error?.message).toBe('The swap service built a transaction that does not match your swap (another contract than the one approved); nothing was sent')
    expect(kit.sendTransaction).not.toHaveBeenCalled()
  })
})
