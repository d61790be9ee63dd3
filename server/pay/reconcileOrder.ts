import type { Hash } from 'viem'
import { caip2, type LocalChain } from '../chain/chains'
import type { Db } from '../db/Db'
import { moveOrder } from './orders/orderStore'
import type { PayOrder } from './orders/payOrder'
import { receiptStatus as readReceipt } from './receiptStatus'

export interface ReconcileDeps {
  db: Db
  chains: readonly LocalChain[]
  now: () => number
  log: (line: string) => void
  /** Default: the chain's receipt (receiptStatus.ts). */
  receiptStatus?: (chain: LocalChain, hash: Hash) => Promise<'success' | 'reverted' | undefined>
}

/**
 * An order left 'processing' with its transfer's hash (no receipt came within the 30 s the send waits): its receipt,
 * read now, settles it (completed, or failed with 'transfer_failed' when it reverted); with still no receipt it stays
 * processing. Run whenever the order's status is read, so a slow block never leaves it stuck.
 */
export async function reconcileOrder(deps: ReconcileDeps, order: PayOrder): Promise<PayOrder> {
  if (order.status !== 'processing' || order.txHash === null) return order
  const chain = deps.chains.find((candidate) => caip2(candidate) === order.caipNetworkId)
  if (!chain) return order
  const status = await (deps.receiptStatus ?? readReceipt)(chain, order.txHash)
  if (status === undefined) return order
  deps.log(`payment provider: order ${order.id}: the receipt of ${order.txHash} came late: ${status}`)
  const settled =
    status === 'success'
      ? await moveOrder(deps.db, order.id, ['processing'], 'completed', deps.now(), { lastError: null })
      : await moveOrder(deps.db, order.id, ['processing'], 'failed', deps.now(), { lastError: 'transfer_failed' })
  return settled ?? order
}
