import { FakeAdapter } from './fakeAdapter'

/** The two wallets' accounts (anvil's accounts 1 and 2). */
export const WALLET_ONE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
export const WALLET_TWO = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

/**
 * A FakeAdapter with two announced wallets, 'One' (io.one) and 'Two' (io.two), each answering connect and
 * reconnect with its own account on 31337, and the native balances given (multi-wallet tests).
 */
export function twoWalletAdapter(balances: { readonly one: string; readonly two: string } = { one: '1.5', two: '2.25' }): FakeAdapter {
  const adapter = new FakeAdapter([
    { id: 'io.one', name: 'One', rdns: 'io.one' },
    { id: 'io.two', name: 'Two', rdns: 'io.two' },
  ])
  const addressOf = (id: string) => (id === 'io.one' ? WALLET_ONE : WALLET_TWO)
  adapter.connectWith = (id) => Promise.resolve({ address: addressOf(id), chainId: 31337 })
  adapter.reconnectWith = (id) => Promise.resolve({ address: addressOf(id), chainId: 31337 })
  adapter.balanceWith = (address) => Promise.resolve({ balance: address === WALLET_ONE ? balances.one : balances.two, symbol: 'ETH' })
  return adapter
}
