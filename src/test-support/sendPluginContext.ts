/** A plugin context for the send plugin's unit tests: a connected eip155 account, every call a spy. */
import type { CaipNetwork, PluginWalletCall, TokenBalance } from 'gangway/plugin'
import { fakePluginContext } from './fakePluginContext'
import { testNetwork } from './testKit'

export const SENDER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
export const RECEIVER = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
export const GUSD_ADDRESS = '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35'
export const HASH = `0x${'ab'.repeat(32)}`

/** The test kit's local network. */
export const localNetwork: CaipNetwork = testNetwork

export const eth: TokenBalance = { name: 'Ether', symbol: 'ETH', chainId: 'eip155:31337', value: 25_000, price: 2500, quantity: { decimals: '18', numeric: '10' } }
export const gusd: TokenBalance = {
  name: 'Gangway USD',
  symbol: 'gUSD',
  chainId: 'eip155:31337',
  address: GUSD_ADDRESS,
  value: 10_000,
  price: 1,
  quantity: { decimals: '6', numeric: '10000' },
}

export interface FakeContextOptions {
  network?: CaipNetwork | undefined
  balances?: readonly TokenBalance[]
  send?: (call: PluginWalletCall) => Promise<string>
  get?: (path: string, options: { params?: Record<string, unknown> }) => Promise<unknown>
}

export const localNetwork2: CaipNetwork = { ...localNetwork, id: 31338, caipNetworkId: 'eip155:31338', name: 'Gangway Local 2' }

/** A plugin context for the send plugin; `switchTo` moves the account or network, as the wallet would. */
export function fakeContext(options: FakeContextOptions = {}) {
  const fake = fakePluginContext({
    plugin: 'send',
    address: SENDER,
    ...('network' in options && { network: options.network }),
    balances: options.balances ?? [eth, gusd],
    send: options.send ?? (() => Promise.resolve(HASH)),
    ...(options.get && { get: options.get }),
  })
  const switchTo = (to: { network?: CaipNetwork; account?: string }): void => fake.set({ ...(to.network && { network: to.network }), ...(to.account && { address: to.account }) })
  return { ...fake, switchTo }
}
