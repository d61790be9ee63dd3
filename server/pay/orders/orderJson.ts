import { onrampOrderSchema, type OnrampOrder } from '../../../src/protocol/onramp'
import type { ExchangeBuyStatus } from '../../../src/protocol/payExchange'
import { formatUnits } from '../../onramp/decimalUnits'
import { formatCents } from '../../onramp/fiatAmount'
import type { PayOrder } from './payOrder'

/** The status API's answer for an order (src/protocol/onramp.ts `onrampOrderSchema`). */
export function orderJson(order: PayOrder): OnrampOrder {
  return onrampOrderSchema.parse({
    id: order.id,
    kind: order.kind,
    status: order.status,
    network: order.caipNetworkId,
    purchaseAmount: { amount: formatUnits(order.amount, order.decimals), currency: order.symbol },
    destination: order.destination,
    ...(order.payment ? { paymentTotal: { amount: formatCents(order.payment.totalCents), currency: order.payment.currency }, paymentMethod: order.payment.method } : {}),
    ...(order.partnerUserId ? { partnerUserId: order.partnerUserId } : {}),
    ...(order.lastError ? { lastError: order.lastError } : {}),
    ...(order.txHash ? { txHash: order.txHash } : {}),
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
  })
}

/**
 * A pay session's status as AppKit Pay reads it: open or sending → IN_PROGRESS, sent → SUCCESS (with the hash),
 * failed, cancelled or expired → FAILED.
 */
export function exchangeBuyStatus(order: PayOrder): { status: ExchangeBuyStatus; txHash?: string } {
  if (order.status === 'completed') return { status: 'SUCCESS', ...(order.txHash ? { txHash: order.txHash } : {}) }
  if (order.status === 'failed' || order.status === 'cancelled' || order.status === 'expired') return { status: 'FAILED' }
  return { status: 'IN_PROGRESS' }
}
