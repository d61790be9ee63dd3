/** Test fixtures of the onramp plugin: the local service's options, a quote, an order, a fake provider window. */
import { expect, vi } from 'vitest'
import type { PublicClient } from 'viem'
import type { OnrampOrder, OnrampQuote } from '../protocol/onramp'
import { OnrampStore } from '../plugins/onramp/OnrampStore'
import { fakePluginContext } from './fakePluginContext'

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

export const GUSD = '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35'
export const GEUR = '0x82C6D3ed4cD33d8EC1E51d0B5Cc1d822Eaa0c3dC'
export const ORDERS_URL = 'http://127.0.0.1:3006/v1/orders'
export const CHECKOUT_URL = 'http://127.0.0.1:3006/buy?partnerUserId=x'

const local = (contract: string) => ({ name: 'gangway-local', display_name: 'Gangway Local', chain_id: '31337', contract_address: contract })
const limits = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
]

/** GET /v1/onramp/options as the reference cloud answers it on Gangway Local. */
export const LOCAL_OPTIONS = {
  purchaseCurrencies: [
    { id: 'gUSD', name: 'Gangway USD', symbol: 'gUSD', networks: [local(GUSD), { ...local(GUSD), name: 'gangway-local-2', display_name: 'Gangway Local 2', chain_id: '31338' }] },
    { id: 'ETH', name: 'Ether', symbol: 'ETH', networks: [local('')] },
    { id: 'gEUR', name: 'Gangway Euro', symbol: 'gEUR', networks: [local(GEUR)] },
  ],
  paymentCurrencies: [
    { id: 'USD', payment_method_limits: limits },
    { id: 'EUR', payment_method_limits: limits },
  ],
  providers: [{ id: 'gangway-local', name: 'Gangway test provider', description: 'Test cards and a test bank account, no real money.', testMode: true, feePercent: '1.5', ordersUrl: ORDERS_URL }],
}

/** POST /v1/onramp/quote's answer for `amount` USD of gUSD (1.5% fee, 0.20 network fee). */
export function gUsdQuote(amount: string): OnrampQuote {
  const cents = Math.round(Number(amount) * 100)
  const fee = Math.ceil(cents * 0.015)
  const subtotal = ((cents - fee - 20) / 100).toFixed(2)
  return {
    networkFee: { amount: '0.20', currency: 'USD' },
    paymentSubtotal: { amount: subtotal, currency: 'USD' },
    paymentTotal: { amount: (cents / 100).toFixed(2), currency: 'USD' },
    purchaseAmount: { amount: String(Number(subtotal)), currency: 'gUSD' },
    quoteId: '00000000-0000-4000-8000-000000000000',
    providerFee: { amount: (fee / 100).toFixed(2), currency: 'USD' },
  }
}

export function order(status: OnrampOrder['status'], changes: Partial<OnrampOrder> = {}): OnrampOrder {
  return {
    id: `ord_${'a'.repeat(32)}`,
    kind: 'onramp',
    status,
    network: 'eip155:31337',
    purchaseAmount: { amount: '49.05', currency: 'gUSD' },
    destination: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
    paymentTotal: { amount: '50.00', currency: 'USD' },
    paymentMethod: 'card',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...changes,
  }
}

/** The provider's window as the kit sees it: where it was sent, closed or not. */
export function fakePopup() {
  const popup = { closed: false, location: { href: 'about:blank' }, close: vi.fn(() => void (popup.closed = true)) }
  return popup
}

export const asWindow = (popup: ReturnType<typeof fakePopup>): Window => popup as unknown as Window

/** An onramp store on a fake kit whose chain-data service, provider status API (global fetch, stubbed) and chain the test drives. */
export function onrampKit(options: { providers?: unknown[]; url?: () => Promise<unknown> } = {}) {
  const chain = { gUsd: 100_000_000n, eth: 10n ** 18n }
  const orders: { list: OnrampOrder[] | 'down' } = { list: [] }
  const publicClient = {
    readContract: vi.fn(({ functionName }: { functionName: string }) => Promise.resolve(functionName === 'decimals' ? 6 : chain.gUsd)),
    getBalance: vi.fn(() => Promise.resolve(chain.eth)),
  } as unknown as PublicClient
  const kit = fakePluginContext({
    plugin: 'onramp',
    get: () => Promise.resolve({ ...LOCAL_OPTIONS, ...(options.providers ? { providers: options.providers } : {}) }),
    post: (path, call) => {
      if (path === '/v1/onramp/quote') return Promise.resolve(gUsdQuote((call.body as { amount: string }).amount))
      if (path === '/v1/generators/onrampurl') return (options.url ?? (() => Promise.resolve({ url: CHECKOUT_URL })))()
      return Promise.reject(new Error(`unexpected POST ${path}`))
    },
    publicClient: () => Promise.resolve(publicClient),
  })
  const statusCalls: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      statusCalls.push(url)
      return Promise.resolve(orders.list === 'down' ? json({ message: 'down' }, 503) : json({ orders: orders.list }))
    }),
  )
  const store = new OnrampStore(kit.context)
  return { kit, store, chain, orders, statusCalls }
}

/** Options read, `amount` typed, its quote in. */
export async function readyToBuy(store: OnrampStore, amount = '50'): Promise<void> {
  store.open(undefined)
  await vi.waitFor(() => expect(store.catalog.status).toBe('ready'))
  store.setAmount(amount)
  await vi.advanceTimersByTimeAsync(500)
  await vi.waitFor(() => expect(store.quotes.status).toBe('ready'))
}

/** Continue, as the click does it: the window opens inside the call, before anything is awaited. */
export async function buy(store: OnrampStore, popup: ReturnType<typeof fakePopup> | null) {
  const openPopup = vi.fn(() => (popup ? asWindow(popup) : null))
  expect(store.continue(openPopup)).toBe('started')
  expect(openPopup).toHaveBeenCalledTimes(1)
  await vi.waitFor(() => expect(store.flow.step).not.toBe('opening'))
  return openPopup
}
