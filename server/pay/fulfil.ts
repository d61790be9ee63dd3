import { formatUnits } from '../onramp/decimalUnits'
import { moveOrder } from './orders/orderStore'
import type { PayOrder } from './orders/payOrder'
import { chainOf, type PayContext } from './payContext'

/**
 * Sends a paid order's crypto from the treasury (the order is 'processing': this request won the move there) and
 * records the outcome: completed with the transaction hash; failed ('transfer_failed') when the node refused it or
 * it reverted; still processing, with the hash, when no receipt came in time.
 */
export async function fulfil(ctx: PayContext, order: PayOrder): Promise<PayOrder> {
  const chain = chainOf(ctx, order.caipNetworkId)
  const what = `${formatUnits(order.amount, order.decimals)} ${order.symbol} to ${order.destination} on ${order.caipNetworkId}`
  if (!chain) return (await moveOrder(ctx.db, order.id, ['processing'], 'failed', ctx.now(), { lastError: 'transfer_failed' })) ?? order
  const outcome = await ctx.treasury.send({ chain, token: order.assetAddress ?? undefined, to: order.destination, units: order.amount })
  if (outcome.status === 'not_sent') {
    ctx.log(`payment provider: order ${order.id}: ${what} not sent: ${outcome.reason}`)
    return (await moveOrder(ctx.db, order.id, ['processing'], 'failed', ctx.now(), { lastError: 'transfer_failed' })) ?? order
  }
  const { hash } = outcome
  ctx.log(`payment provider: order ${order.id}: ${what}: ${outcome.status} ${hash}`)
  if (outcome.status === 'success') return (await moveOrder(ctx.db, order.id, ['processing'], 'completed', ctx.now(), { lastError: null, txHash: hash })) ?? order
  if (outcome.status === 'reverted') return (await moveOrder(ctx.db, order.id, ['processing'], 'failed', ctx.now(), { lastError: 'transfer_failed', txHash: hash })) ?? order
  return (await moveOrder(ctx.db, order.id, ['processing'], 'processing', ctx.now(), { txHash: hash })) ?? order
}
