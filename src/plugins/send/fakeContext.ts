/** A plugin context for the send plugin's unit tests: a connected eip155 account, every call a spy. */
import { vi } from 'vitest'
import { testNetwork } from '../../test-support/testKit'
import type { CaipNetwork, HttpClient, PluginContext, PluginWalletCall, TokenBalance } from '../../index'

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

/** A plugin context; `switchTo` moves the account or network, as the wallet would. */
export function fakeContext(options: FakeContextOptions = {}) {
  let network = 'network' in options ? options.network : localNetwork
  let sender = SENDER
  const spies = {
    sendTransaction: vi.fn(options.send ?? (() => Promise.resolve(HASH))),
    tokenBalances: vi.fn((_force?: boolean) => Promise.resolve(options.balances ?? [eth, gusd])),
    refreshBalance: vi.fn(() => Promise.resolve()),
    emit: vi.fn(),
    showToast: vi.fn(),
    navigate: vi.fn(),
    replace: vi.fn(),
    goBack: vi.fn(),
    get: vi.fn(options.get ?? (() => Promise.reject(new Error('no chain data in this test')))),
  }
  const context: PluginContext = {
    projectId: 'gangway-test',
    endpoints: { api: 'http://127.0.0.1:3001', chainData: 'http://127.0.0.1:3002' } as PluginContext['endpoints'],
    networks: network ? [network] : [],
    navigate: spies.navigate,
    replace: spies.replace,
    goBack: spies.goBack,
    showToast: spies.showToast,
    getCaipNetwork: () => network,
    isUnsupportedNetwork: () => false,
    getAccount: () =>
      network ? { address: sender, caipAddress: `${network.caipNetworkId}:${sender}`, namespace: network.chainNamespace } : undefined,
    chainData: { get: spies.get } as unknown as HttpClient,
    sendTransaction: spies.sendTransaction,
    tokenBalances: spies.tokenBalances,
    refreshBalance: spies.refreshBalance,
    emit: spies.emit,
  }
  const switchTo = (to: { network?: CaipNetwork; account?: string }): void => {
    network = to.network ?? network
    sender = to.account ?? sender
  }
  return { context, switchTo, ...spies }
}
