import { describe, expect, it } from 'vitest'
import type { TokenBalance } from 'gangway/plugin'
import { solanaLocal } from '../../networks/solanaNetworks'
import { RECEIVER } from '../../test-support/sendPluginContext'
import { fill, readyStore } from '../../test-support/sendStoreTestKit'

const SOL_RECEIVER = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const MINT = 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB'
const sol: TokenBalance = { name: 'Solana', symbol: 'SOL', chainId: solanaLocal.caipNetworkId, value: 0, price: 0, quantity: { decimals: '9', numeric: '100' } }
const splUsd: TokenBalance = { name: 'Gangway USD', symbol: 'gUSD', chainId: solanaLocal.caipNetworkId, address: MINT, value: 10_000, price: 1, quantity: { decimals: '6', numeric: '10000' } }

const solanaStore = () => readyStore({ network: solanaLocal, balances: [sol, splUsd] })

describe('SendStore: the Solana path (§4 send flow, §5 Solana address)', () => {
  it('sends SOL through the Solana adapter in lamports, reads the balance again and goes on to Account', async () => {
    const { store, sendTransaction, refreshBalance, replace, emit } = await solanaStore()
    fill(store, sol, '0.1', SOL_RECEIVER)
    expect(await store.send()).toBe('sent')
    expect(sendTransaction).toHaveBeenCalledExactlyOnceWith({ namespace: 'solana', to: SOL_RECEIVER, amount: 100_000_000n })
    expect(refreshBalance).toHaveBeenCalledOnce()
    expect(replace).toHaveBeenCalledWith('Account')
    expect(emit.mock.calls.map(([event]) => event)).toEqual(['SEND_INITIATED', 'SEND_SUCCESS'])
  })

  it('sends an SPL token by its mint in the token\'s base units', async () => {
    const { store, sendTransaction, refreshBalance } = await solanaStore()
    fill(store, splUsd, '5', SOL_RECEIVER)
    expect(await store.send()).toBe('sent')
    expect(sendTransaction).toHaveBeenCalledExactlyOnceWith({ namespace: 'solana', to: SOL_RECEIVER, amount: 5_000_000n, token: MINT })
    expect(refreshBalance).toHaveBeenCalledOnce()
  })

  it.each([
    ['an EVM address', RECEIVER],
    ['too short', '9WzDXwBbmkg8ZTbNMqUxvQRAyrZz'],
    ['not base58 (0, O, I, l)', '0WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'],
    ['a name', 'alice.eth'],
  ])('refuses %s as the receiver; nothing is sent', async (_case, receiver) => {
    const { store, sendTransaction } = await solanaStore()
    fill(store, sol, '0.1', receiver)
    expect(store.receiverStatus).toBe('invalid')
    expect(await store.send()).toBe('refused')
    expect(store.receiverError).toBe('Enter a Solana address (32 to 44 base58 characters)')
    expect(store.receiverPlaceholder).toBe('Solana address')
    expect(sendTransaction).not.toHaveBeenCalled()
  })

  it('an amount over the balance is refused under the field, with the form kept', async () => {
    const { store, sendTransaction } = await solanaStore()
    fill(store, splUsd, '10001', SOL_RECEIVER)
    expect(await store.send()).toBe('refused')
    expect(store.amountError).toMatch(/gUSD/)
    expect(store.sendTokenAmount).toBe('10001')
    expect(sendTransaction).not.toHaveBeenCalled()
  })
})
