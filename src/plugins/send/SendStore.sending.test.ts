import { describe, expect, it, vi } from 'vitest'
import { encodeErc20Transfer } from './erc20'
import { eth, fakeContext, GUSD_ADDRESS, gusd, HASH, RECEIVER } from '../../test-support/sendPluginContext'
import { SendStore } from './SendStore'
import { fill, readyStore } from '../../test-support/sendStoreTestKit'

const rejection = () => Object.assign(new Error('User rejected the request.'), { code: 4001 })

describe('SendStore: sending', () => {
  it('sends the native coin as a plain transaction with empty data, amount in base units; loading while it runs', async () => {
    let loadingDuringSend: boolean | undefined
    const { store, sendTransaction, emit, refreshBalance, tokenBalances, toast, replace, back } = await readyStore({
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
    expect(toast).toHaveBeenCalledWith('Transaction sent', 'success')
    expect(replace).not.toHaveBeenCalled()
    expect(back).not.toHaveBeenCalled()
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
    const { store, sendTransaction, emit, refreshBalance, tokenBalances, back, replace } = await readyStore()
    store.open(true)
    fill(store, gusd, '1.5', RECEIVER)
    expect(await store.send()).toBe('sent')
    expect(sendTransaction).toHaveBeenCalledExactlyOnceWith({ to: GUSD_ADDRESS, data: encodeErc20Transfer(RECEIVER, 1_500_000n) })
    expect(emit).toHaveBeenNthCalledWith(1, 'SEND_INITIATED', expect.objectContaining({ token: GUSD_ADDRESS, amount: '1.5' }))
    expect(emit).toHaveBeenNthCalledWith(2, 'SEND_SUCCESS', expect.objectContaining({ token: GUSD_ADDRESS, hash: HASH }))
    expect(refreshBalance).not.toHaveBeenCalled()
    expect(tokenBalances).toHaveBeenLastCalledWith(true)
    expect(back).toHaveBeenCalledOnce()
    expect(replace).not.toHaveBeenCalled()
  })

  it('puts Account in place of Send when Send was opened some other way', async () => {
    const { store, back, replace } = await readyStore()
    store.open(false)
    fill(store, gusd, '3', RECEIVER)
    await store.send()
    expect(replace).toHaveBeenCalledExactlyOnceWith('Account')
    expect(back).not.toHaveBeenCalled()
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

describe('SendStore: a wallet that refuses', () => {
  it("4001 → 'Transaction rejected', the form as it was, SEND_ERROR", async () => {
    const { store, emit, refreshBalance, replace, back, toast } = await readyStore({ send: () => Promise.reject(rejection()) })
    fill(store, gusd, '1.5', RECEIVER)
    expect(await store.send()).toBe('failed')
    expect(store.error).toBe('Transaction rejected')
    expect(store).toMatchObject({ token: gusd, sendTokenAmount: '1.5', receiverAddress: RECEIVER, receiverInput: RECEIVER, loading: false })
    expect(emit.mock.calls.map(([event]) => event)).toEqual(['SEND_INITIATED', 'SEND_ERROR'])
    expect(emit).toHaveBeenLastCalledWith('SEND_ERROR', expect.objectContaining({ message: 'Transaction rejected' }))
    expect([refreshBalance, replace, back, toast].map((spy) => spy.mock.calls.length)).toEqual([0, 0, 0, 0])
  })

  it("any other failure shows the wallet's message", async () => {
    const { store } = await readyStore({ send: () => Promise.reject(Object.assign(new Error('insufficient funds for gas'), { code: -32000 })) })
    fill(store, eth, '1', RECEIVER)
    expect(await store.send()).toBe('failed')
    expect(store.error).toBe('insufficient funds for gas')
  })
})
