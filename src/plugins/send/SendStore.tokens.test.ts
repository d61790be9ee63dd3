import { describe, expect, it, vi } from 'vitest'
import type { CaipNetwork } from '../../index'
import { eth, fakeContext, GUSD_ADDRESS, gusd, localNetwork2, RECEIVER } from '../../test-support/sendPluginContext'
import { SendStore } from './SendStore'
import { fill, readyStore } from '../../test-support/sendStoreTestKit'

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
