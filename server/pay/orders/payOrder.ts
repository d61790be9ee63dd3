import type { Address, Hash } from 'viem'
import type { OnrampOrderStatus, OnrampPaymentMethod } from '../../../src/protocol/onramp'
import type { FiatCurrency } from '../../onramp/onrampCatalog'

export type PayOrderKind = 'onramp' | 'exchange'

/** What an onramp order is paid: the fiat side of a priced purchase. */
export interface OrderPayment {
  currency: FiatCurrency
  method: OnrampPaymentMethod
  totalCents: bigint
  subtotalCents: bigint
  providerFeeCents: bigint
  networkFeeCents: bigint
}

/** One onramp order or pay-with-exchange session of the payment provider (a `pay_orders` row). */
export interface PayOrder {
  id: string
  kind: PayOrderKind
  status: OnrampOrderStatus
  /** sha256 of the per-order secret held by the browser that owns the order; null until an exchange session is opened. */
  secretHash: string | null
  caipNetworkId: string
  /** The token contract; null for the native coin. */
  assetAddress: Address | null
  symbol: string
  decimals: number
  /** What the destination receives, base units. */
  amount: bigint
  destination: Address
  /** Onramp orders only. */
  payment: OrderPayment | null
  partnerUserId: string | null
  exchangeId: string | null
  projectId: string | null
  lastError: string | null
  txHash: Hash | null
  createdAt: Date
  updatedAt: Date
  expiresAt: Date
}

/** Statuses an order can still be paid, confirmed or cancelled from. */
export const OPEN_STATUSES: readonly OnrampOrderStatus[] = ['pending', 'awaiting_confirmation']

/** How long an order or a session stays open. */
export const ORDER_TTL_MS = 30 * 60_000

const ID = /^(ord|xpay)_[0-9a-f]{32}$/

/** An order id (`ord_…`) or exchange session id (`xpay_…`): 32 lowercase hex digits after the prefix. */
export const isOrderId = (text: string): boolean => ID.test(text)
