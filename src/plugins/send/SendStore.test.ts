import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { CaipNetwork } from '../../index'
import { HttpError } from '../../kernel/errors'
import { encodeErc20Transfer } from './erc20'
import { eth, fakeContext, GUSD_ADDRESS, gusd, HASH, localNetwork, localNetwork2, RECEIVER } from './fakeContext'
import { SendStore } from './SendStore'

async function readyStore(options: Parameters<typeof fakeContext>[0] = {}) {
  const fake = fakeContext(options)
  const store = new SendStore(fake.context, { lookupDelayMs: 10, now: () => 1_000 })
  await store.fetchTokenBalances()
  return { store, ...fake }
}

function fill(store: SendStore, token: typeof eth | undefined, amount: string, receiver: string): void {
  store.setToken(token)
  store.setAmount(amount)
  store.setReceiverInput(receiver)
}

const rejection = () => Object.assign(new Error('User rejected the request.'), { code: 4001 })

describe('SendStore: token balances for the picker', () => {
  it('asks the kit for the balances (its 30 s failure window applies) and keeps the native USD value', async () => {
    const { store, tokenBalances } = await readyStore()
    expect(tokenBalances).toHaveBeenCalledWith(false)
    expect(store.tokenBalances).toEqual([eth, gusd])
    expect(store.balancesStatus).toBe('ready')
    expect(store.networkBalanceInUSD).toBe('25000')
  })

  it('lastRetry is when a fetch last failed (§3), not when one was last asked for', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    let time = 1_000
    const fake = fakeContext()
    const store = new SendStore(fake.context, { now: () => time })
    await store.fetchTokenBalances()
    expect(store.lastRetry).toBeUndefined()
    time = 2_000
    fake.tokenBalances.mockRejectedValueOnce(new Error('offline'))
    await store.fetchTokenBalances(true)
    expect(store).toMatchObject({ lastRetry: 2_000, tokenBalances: [], balancesStatus: 'ready' })
    time = 40_000
    await store.fetchTokenBalances(true)
    expect(store.lastRetry).toBe(2_000)
    vi.restoreAllMocks()
  })

  it('keeps the chosen token with its new balance, and drops it once it is no longer held', async () => {
    const balances = [eth, gusd]
    const fake = fakeContext()
    fake.tokenBalances.mockImplementation(() => Promise.resolve(balances))
    const store = new SendStore(fake.context)
    await store.fetchTokenBalances()
    store.selectToken(GUSD_ADDRESS.toLowerCase())
    expect(store.token).toBe(gusd)
    const poorer = { ...gusd, quantity: { decimals: '6', numeric: '5' } }
    balances.splice(1, 1, poorer)
    await store.fetchTokenBalances(true)
    expect(store.token).toBe(poorer)
    balances.splice(1, 1)
    await store.fetchTokenBalances(true)
    expect(store.token).toBeUndefined()
  })
})

describe('SendStore: the token is on the active network, or nothing is sent', () => {
  const OTHER_NETWORK = 'The token is on another network; pick it again'

  it('refuses a token whose chainId is not the active network, under the token field', async () => {
    const { store, sendTransaction, emit } = await readyStore()
    fill(store, { ...gusd, chainId: 'eip155:1' }, '1', RECEIVER)
    expect(store.tokenError).toBe(OTHER_NETWORK)
    expect(await store.send()).toBe('refused')
    expect(sendTransaction).not.toHaveBeenCalled()
    expect(emit).not.toHaveBeenCalled()
  })

  it.each<[string, { network?: CaipNetwork; account?: string }]>([
    ['network', { network: localNetwork2 }],
    ['account', { account: RECEIVER }],
  ])('a new %s: the chosen token and list are dropped and read again; Send waits for them', async (_case, to) => {
    const { store, switchTo, tokenBalances, sendTransaction } = await readyStore()
    fill(store, gusd, '1', RECEIVER)
    switchTo(to)
    expect(store.sendDisabled).toBe(true)
    expect(await store.send()).toBe('busy')
    let answer: (balances: (typeof gusd)[]) => void = () => {}
    tokenBalances.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)))
    const reading = store.fetchTokenBalances()
    expect(store).toMatchObject({ token: undefined, tokenBalances: [], balancesStatus: 'loading', sendDisabled: true })
    const moved = { ...gusd, chainId: to.network?.caipNetworkId ?? gusd.chainId }
    answer([moved])
    await reading
    expect(store).toMatchObject({ token: undefined, tokenBalances: [moved], balancesStatus: 'ready', sendDisabled: false })
    expect(sendTransaction).not.toHaveBeenCalled()
    store.selectToken(GUSD_ADDRESS.toLowerCase())
    expect(store.tokenError).toBeUndefined()
    expect(await store.send()).toBe('sent')
  })

  it('the token picked on a network the wallet has since left is refused if sent before the list is read again', async () => {
    const { store, switchTo, sendTransaction } = await readyStore()
    fill(store, eth, '1', RECEIVER)
    switchTo({ network: localNetwork2 })
    expect(store.tokenError).toBe(OTHER_NETWORK)
    expect(await store.send()).not.toBe('sent')
    expect(sendTransaction).not.toHaveBeenCalled()
  })
})

describe('SendStore: sending', () => {
  it('sends the native coin as a plain transaction with empty data, amount in base units; loading while it runs', async () => {
    let loadingDuringSend: boolean | undefined
    const { store, sendTransaction, emit, refreshBalance, tokenBalances, showToast, replace, goBack } = await readyStore({
      send: () => {
        loadingDuringSend = store.loading
        return Promise.resolve(HASH)
      },
    })
    fill(store, eth, '1.5', RECEIVER)
    expect(await store.send()).toBe('sent')
    expect(loadingDuringSend).toBe(true)
    expect(store.loading).toBe(false)
    expect(sendTransaction).toHaveBeenCalledExactlyOnceWith({ to: RECEIVER, value: 1_500_000_000_000_000_000n, data: '0x' })
    expect(emit.mock.calls.map(([event]) => event)).toEqual(['SEND_INITIATED', 'SEND_SUCCESS'])
    expect(emit).toHaveBeenNthCalledWith(1, 'SEND_INITIATED', { isSmartAccount: false, token: 'ETH', amount: '1.5', network: 'eip155:31337' })
    expect(emit).toHaveBeenNthCalledWith(2, 'SEND_SUCCESS', { isSmartAccount: false, token: 'ETH', amount: '1.5', network: 'eip155:31337', hash: HASH })
    expect(refreshBalance).toHaveBeenCalledOnce()
    expect(tokenBalances).toHaveBeenLastCalledWith(true)
    expect(showToast).toHaveBeenCalledWith('Transaction sent', 'success')
    expect(replace).not.toHaveBeenCalled()
    expect(goBack).not.toHaveBeenCalled()
  })

  it('resets the send state after success', async () => {
    const fake = fakeContext()
    const store = new SendStore(fake.context)
    await store.fetchTokenBalances()
    fill(store, eth, '2', RECEIVER)
    fake.tokenBalances.mockImplementation(() => new Promise(() => {}))
    await store.send()
    expect(store).toMatchObject({
      token: undefined,
      sendTokenAmount: '',
      receiverAddress: undefined,
      receiverInput: '',
      receiverProfileName: undefined,
      receiverProfileImageUrl: undefined,
      networkBalanceInUSD: undefined,
      tokenBalances: [],
      error: undefined,
      submitted: false,
    })
  })

  it('sends an ERC-20 as transfer(receiver, amount) to its contract, then returns to the Account view below', async () => {
    const { store, sendTransaction, emit, refreshBalance, tokenBalances, goBack, replace } = await readyStore()
    store.open(true)
    fill(store, gusd, '1.5', RECEIVER)
    expect(await store.send()).toBe('sent')
    expect(sendTransaction).toHaveBeenCalledExactlyOnceWith({ to: GUSD_ADDRESS, data: encodeErc20Transfer(RECEIVER, 1_500_000n) })
    expect(emit).toHaveBeenNthCalledWith(1, 'SEND_INITIATED', expect.objectContaining({ token: GUSD_ADDRESS, amount: '1.5' }))
    expect(emit).toHaveBeenNthCalledWith(2, 'SEND_SUCCESS', expect.objectContaining({ token: GUSD_ADDRESS, hash: HASH }))
    expect(refreshBalance).not.toHaveBeenCalled()
    expect(tokenBalances).toHaveBeenLastCalledWith(true)
    expect(goBack).toHaveBeenCalledOnce()
    expect(replace).not.toHaveBeenCalled()
  })

  it('puts Account in place of Send when Send was opened some other way', async () => {
    const { store, goBack, replace } = await readyStore()
    store.open(false)
    fill(store, gusd, '3', RECEIVER)
    await store.send()
    expect(replace).toHaveBeenCalledExactlyOnceWith('Account')
    expect(goBack).not.toHaveBeenCalled()
  })

  it('ignores a second press while sending', async () => {
    let finish: (hash: string) => void = () => {}
    const { store, sendTransaction } = await readyStore({ send: () => new Promise((resolve) => (finish = resolve)) })
    fill(store, eth, '1', RECEIVER)
    const first = store.send()
    await vi.waitFor(() => expect(sendTransaction).toHaveBeenCalled())
    expect(await store.send()).toBe('busy')
    finish(HASH)
    expect(await first).toBe('sent')
    expect(sendTransaction).toHaveBeenCalledOnce()
  })
})

describe('SendStore: §5 rules and §8 errors, word for word; nothing is sent', () => {
  const solana: CaipNetwork = { ...localNetwork, id: 'mainnet', caipNetworkId: 'solana:mainnet', chainNamespace: 'solana', name: 'Solana' }
  const polkadot: CaipNetwork = { ...localNetwork, id: 'dot', caipNetworkId: 'polkadot:dot', chainNamespace: 'polkadot', name: 'Polkadot' }

  it.each([
    ['no receiver', eth, '1', '', 'An amount and receiver address are required'],
    ['no amount', eth, '', RECEIVER, 'An amount and receiver address are required'],
    ['neither', eth, '', '', 'An amount and receiver address are required'],
    ['no token', undefined, '1', RECEIVER, 'A token is required'],
  ])('%s → %s', async (_case, token, amount, receiver, message) => {
    const { store, sendTransaction, emit } = await readyStore()
    fill(store, token, amount, receiver)
    expect(await store.send()).toBe('refused')
    expect(store.error).toBe(message)
    expect(sendTransaction).not.toHaveBeenCalled()
    expect(emit).not.toHaveBeenCalled()
  })

  it.each([solana, polkadot])("a $chainNamespace network → 'Unsupported chain'", async (network) => {
    const { store, sendTransaction } = await readyStore({ network })
    fill(store, eth, '1', RECEIVER)
    expect(await store.send()).toBe('refused')
    expect(store.error).toBe('Unsupported chain')
    expect(sendTransaction).not.toHaveBeenCalled()
  })

  it("a token that is not the native coin but has no address → 'tokenAddress is required'", async () => {
    const { store, sendTransaction } = await readyStore()
    fill(store, { ...gusd, address: undefined }, '1', RECEIVER)
    expect(await store.send()).toBe('refused')
    expect(store.error).toBe('tokenAddress is required')
    expect(sendTransaction).not.toHaveBeenCalled()
  })

  it('fields show why they are refused only once Send is pressed or something is typed', async () => {
    const { store } = await readyStore()
    expect([store.tokenError, store.amountError, store.receiverError]).toEqual([undefined, undefined, undefined])
    await store.send()
    expect([store.tokenError, store.amountError, store.receiverError]).toEqual(['A token is required', 'Enter an amount', 'Enter the receiver address or name'])
    store.open(true)
    expect(store.error).toBeUndefined()
    expect(store.amountError).toBeUndefined()
  })

  it.each([
    ['1.1234567', 'gUSD allows at most 6 decimals'],
    ['-1', 'Enter an amount greater than 0'],
    ['0', 'Enter an amount greater than 0'],
    ['abc', 'Enter the amount as a number, like 1.5'],
    ['10001', 'More than your balance of 10000.00 gUSD'],
  ])('amount %j is refused in the form: %s', async (amount, message) => {
    const { store, sendTransaction } = await readyStore()
    fill(store, gusd, amount, RECEIVER)
    expect(store.amountError).toBe(message)
    expect(await store.send()).toBe('refused')
    expect(store.error).toBeUndefined()
    expect(sendTransaction).not.toHaveBeenCalled()
  })

  it.each(['0x1234', `${RECEIVER}00`, '0xZZ79bf6EB2c4f870365E785982E1f101E93b9060', 'not an address!', 'a b'])('receiver %j is refused in the form', async (receiver) => {
    const { store, sendTransaction, get } = await readyStore()
    fill(store, gusd, '1', receiver)
    expect(store.receiverStatus).toBe('invalid')
    expect(store.receiverError).toBe('Enter an address (0x and 40 hex characters) or a name')
    expect(await store.send()).toBe('refused')
    expect(sendTransaction).not.toHaveBeenCalled()
    expect(get).not.toHaveBeenCalled()
  })

  it('takes an address without 0x and sends to it with 0x', async () => {
    const { store, sendTransaction } = await readyStore()
    fill(store, eth, '1', RECEIVER.slice(2))
    await store.send()
    expect(sendTransaction).toHaveBeenCalledWith(expect.objectContaining({ to: RECEIVER }))
  })
})

describe('SendStore: a wallet that refuses', () => {
  it("4001 → 'Transaction rejected', the form as it was, SEND_ERROR", async () => {
    const { store, emit, refreshBalance, replace, goBack, showToast } = await readyStore({ send: () => Promise.reject(rejection()) })
    fill(store, gusd, '1.5', RECEIVER)
    expect(await store.send()).toBe('failed')
    expect(store.error).toBe('Transaction rejected')
    expect(store).toMatchObject({ token: gusd, sendTokenAmount: '1.5', receiverAddress: RECEIVER, receiverInput: RECEIVER, loading: false })
    expect(emit.mock.calls.map(([event]) => event)).toEqual(['SEND_INITIATED', 'SEND_ERROR'])
    expect(emit).toHaveBeenLastCalledWith('SEND_ERROR', expect.objectContaining({ message: 'Transaction rejected' }))
    expect([refreshBalance, replace, goBack, showToast].map((spy) => spy.mock.calls.length)).toEqual([0, 0, 0, 0])
  })

  it("any other failure shows the wallet's message", async () => {
    const { store } = await readyStore({ send: () => Promise.reject(Object.assign(new Error('insufficient funds for gas'), { code: -32000 })) })
    fill(store, eth, '1', RECEIVER)
    expect(await store.send()).toBe('failed')
    expect(store.error).toBe('insufficient funds for gas')
  })
})

describe('SendStore: a receiver given by name (the lookup itself: receiverLookup.test.ts)', () => {
  const profile = (address: string) => ({ name: 'gangway-dev.eth', addresses: { '60': { address } } })
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('is sent to once looked up', async () => {
    const { store, sendTransaction } = await readyStore({ get: () => Promise.resolve(profile(RECEIVER)) })
    fill(store, eth, '1', 'gangway-dev.eth')
    await vi.advanceTimersByTimeAsync(10)
    expect(store).toMatchObject({ receiverStatus: 'resolved', receiverAddress: RECEIVER, receiverProfileName: 'gangway-dev.eth' })
    expect(await store.send()).toBe('sent')
    expect(sendTransaction).toHaveBeenCalledWith(expect.objectContaining({ to: RECEIVER }))
  })

  it('pressing Send before the pause looks the name up first', async () => {
    const { store, sendTransaction } = await readyStore({ get: () => Promise.resolve(profile(RECEIVER)) })
    fill(store, eth, '1', 'gangway-dev.eth')
    expect(await store.send()).toBe('sent')
    expect(sendTransaction).toHaveBeenCalledWith(expect.objectContaining({ to: RECEIVER }))
  })

  it("a name not found → 'Name not found', nothing sent", async () => {
    const { store, sendTransaction } = await readyStore({ get: () => Promise.reject(new HttpError(new Response(null, { status: 404 }))) })
    fill(store, eth, '1', 'nobody.eth')
    expect(await store.send()).toBe('refused')
    expect(store.receiverError).toBe('Name not found')
    expect(sendTransaction).not.toHaveBeenCalled()
  })
})
