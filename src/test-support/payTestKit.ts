/** Test fixtures of the pay plugin: the local networks, gUSD, the exchange calls of the chain-data service, a fake chain. */
import type { PublicClient } from 'viem'
import { vi } from 'vitest'
import type { GetBuyStatusResult } from '../protocol/payExchange'
import type { CaipNetwork } from '../kernel/types'
import { PayStore } from '../plugins/pay/PayStore'
import { fakePluginContext, TEST_ACCOUNT, type FakePluginContextOptions } from './fakePluginContext'
import { testNetwork } from './testKit'

export { asWindow, fakePopup } from './onrampTestKit'
export { TEST_ACCOUNT }

export const GUSD = '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35'
export const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
export const EXCHANGE = { id: 'gangway-test-exchange', name: 'Gangway Test Exchange', imageUrl: 'data:image/svg+xml;base64,PHN2Zy8+' }
export const SESSION_ID = `xpay_${'a'.repeat(32)}`
export const PAY_URL = `http://127.0.0.1:3006/exchange/${SESSION_ID}`
export const TX_HASH = `0x${'ab'.repeat(32)}`

export const local2: CaipNetwork = { ...testNetwork, id: 31338, caipNetworkId: 'eip155:31338', name: 'Gangway Local 2', rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } } }

/** 5 gUSD on Gangway Local to RECIPIENT, as a dApp asks for it. */
export const gUsdPayment = (changes: Record<string, unknown> = {}) => ({
  recipient: RECIPIENT,
  amount: 5,
  paymentAsset: { network: 'eip155:31337', asset: GUSD, metadata: { name: 'Gangway USD', symbol: 'gUSD', decimals: 6 } },
  ...changes,
})

export const ethPayment = (amount: number | string = '0.25', network = 'eip155:31337') => ({
  recipient: RECIPIENT,
  amount,
  paymentAsset: { network, asset: 'native', metadata: { name: 'Ether', symbol: 'ETH', decimals: 18 } },
})

interface RpcCall {
  readonly method: string
  readonly params: Record<string, unknown>
}

export interface PayKitOptions extends Pick<FakePluginContextOptions, 'address' | 'network' | 'send' | 'switchNetwork'> {
  /** The receipt's status (default success). */
  readonly receipt?: 'success' | 'reverted'
  /** The statuses the exchange reports, one per read (the last one repeats). */
  readonly statuses?: GetBuyStatusResult[]
  /** reown_getExchanges answers this error instead. */
  readonly exchangesError?: { code: number; message: string }
}

/** A pay store on a fake kit whose chain-data service (the exchange calls), wallet and chain the test drives. */
export function payKit(options: PayKitOptions = {}) {
  const rpc: RpcCall[] = []
  const statuses = [...(options.statuses ?? [{ status: 'IN_PROGRESS' }])]
  const answer = (call: RpcCall): unknown => {
    if (call.method === 'reown_getExchanges') return options.exchangesError ? { error: options.exchangesError } : { result: { exchanges: [EXCHANGE], total: 1 } }
    if (call.method === 'reown_getExchangePayUrl') return { result: { url: PAY_URL, sessionId: SESSION_ID } }
    if (call.method === 'reown_getExchangeBuyStatus') return { result: statuses.length > 1 ? statuses.shift() : statuses[0] }
    return { error: { code: -32601, message: `Method not available: ${call.method}` } }
  }
  const waitForTransactionReceipt = vi.fn(() => Promise.resolve({ status: options.receipt ?? 'success' }))
  const kit = fakePluginContext({
    plugin: 'pay',
    networks: [testNetwork, local2],
    ...options,
    post: (path, call) => {
      if (path !== '/v1/json-rpc') return Promise.reject(new Error(`unexpected POST ${path}`))
      const body = call.body as { id: number; method: string; params: Record<string, unknown> }
      rpc.push({ method: body.method, params: body.params })
      return Promise.resolve({ jsonrpc: '2.0', id: body.id, ...(answer(body) as object) })
    },
    publicClient: () => Promise.resolve({ waitForTransactionReceipt } as unknown as PublicClient),
  })
  const store = new PayStore(kit.context)
  const methods = () => rpc.map((call) => call.method)
  return { kit, store, rpc, methods, waitForTransactionReceipt }
}
