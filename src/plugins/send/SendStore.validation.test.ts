import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { CaipNetwork } from '../../index'
import { HttpError } from '../../kernel/errors'
import { eth, gusd, localNetwork, RECEIVER } from '../../test-support/sendPluginContext'
import { fill, readyStore } from '../../test-support/sendStoreTestKit'

describe('SendStore: §5 rules and §8 errors, word for word; nothing is sent', () => {
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

  it.each([polkadot])("a $chainNamespace network → 'Unsupported chain'", async (network) => {
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
