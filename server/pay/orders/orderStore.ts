import { randomBytes } from 'node:crypto'
import { getAddress, type Address, type Hash } from 'viem'
import type { OnrampOrderStatus } from '../../../src/protocol/onramp'
import type { Db } from '../../db/Db'
import { ORDER_TTL_MS, type OrderPayment, type PayOrder, type PayOrderKind } from './payOrder'

interface OrderRow {
  id: string
  kind: PayOrderKind
  status: OnrampOrderStatus
  secret_hash: string | null
  caip_network_id: string
  asset_address: string | null
  symbol: string
  decimals: number
  amount: string
  destination: string
  fiat_currency: string | null
  payment_method: string | null
  total_cents: string | null
  subtotal_cents: string | null
  provider_fee_cents: string | null
  network_fee_cents: string | null
  partner_user_id: string | null
  exchange_id: string | null
  project_id: string | null
  last_error: string | null
  tx_hash: string | null
  created_at: Date | string
  updated_at: Date | string
  expires_at: Date | string
}

function toOrder(row: OrderRow): PayOrder {
  const payment: OrderPayment | null =
    row.fiat_currency && row.payment_method && row.total_cents && row.subtotal_cents && row.provider_fee_cents && row.network_fee_cents
      ? {
          currency: row.fiat_currency as OrderPayment['currency'],
          method: row.payment_method as OrderPayment['method'],
          totalCents: BigInt(row.total_cents),
          subtotalCents: BigInt(row.subtotal_cents),
          providerFeeCents: BigInt(row.provider_fee_cents),
          networkFeeCents: BigInt(row.network_fee_cents),
        }
      : null
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    secretHash: row.secret_hash,
    caipNetworkId: row.caip_network_id,
    assetAddress: row.asset_address ? getAddress(row.asset_address) : null,
    symbol: row.symbol,
    decimals: row.decimals,
    amount: BigInt(row.amount),
    destination: getAddress(row.destination),
    payment,
    partnerUserId: row.partner_user_id,
    exchangeId: row.exchange_id,
    projectId: row.project_id,
    lastError: row.last_error,
    txHash: row.tx_hash as Hash | null,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
    expiresAt: new Date(row.expires_at),
  }
}

/** What a new order is: everything but its id, status and times. */
export interface OrderDraft {
  kind: PayOrderKind
  secretHash: string | null
  caipNetworkId: string
  assetAddress: Address | null
  symbol: string
  decimals: number
  amount: bigint
  destination: Address
  payment: OrderPayment | null
  partnerUserId: string | null
  exchangeId: string | null
  projectId: string | null
}

/** Creates a pending order (`ord_…`) or exchange session (`xpay_…`), open for ORDER_TTL_MS. */
export async function createOrder(db: Db, draft: OrderDraft, now: number): Promise<PayOrder> {
  const id = `${draft.kind === 'onramp' ? 'ord' : 'xpay'}_${randomBytes(16).toString('hex')}`
  const created = new Date(now).toISOString()
  const { rows } = await db.query<OrderRow>(
    `INSERT INTO pay_orders (id, kind, status, secret_hash, caip_network_id, asset_address, symbol, decimals, amount, destination,
       fiat_currency, payment_method, total_cents, subtotal_cents, provider_fee_cents, network_fee_cents, partner_user_id, exchange_id,
       project_id, created_at, updated_at, expires_at)
     VALUES ($1, $2, 'pending', $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $19, $20) RETURNING *`,
    [
      id,
      draft.kind,
      draft.secretHash,
      draft.caipNetworkId,
      draft.assetAddress,
      draft.symbol,
      draft.decimals,
      draft.amount.toString(),
      draft.destination,
      draft.payment?.currency ?? null,
      draft.payment?.method ?? null,
      draft.payment?.totalCents.toString() ?? null,
      draft.payment?.subtotalCents.toString() ?? null,
      draft.payment?.providerFeeCents.toString() ?? null,
      draft.payment?.networkFeeCents.toString() ?? null,
      draft.partnerUserId,
      draft.exchangeId,
      draft.projectId,
      created,
      new Date(now + ORDER_TTL_MS).toISOString(),
    ],
  )
  return toOrder(rows[0]!)
}

export async function findOrder(db: Db, id: string): Promise<PayOrder | undefined> {
  const { rows } = await db.query<OrderRow>('SELECT * FROM pay_orders WHERE id = $1', [id])
  return rows[0] ? toOrder(rows[0]) : undefined
}

/** A partner user's orders, newest first (at most `limit`). */
export async function ordersOfPartnerUser(db: Db, partnerUserId: string, limit = 20): Promise<PayOrder[]> {
  const { rows } = await db.query<OrderRow>(`SELECT * FROM pay_orders WHERE kind = 'onramp' AND partner_user_id = $1 ORDER BY created_at DESC, id LIMIT $2`, [partnerUserId, limit])
  return rows.map(toOrder)
}

/**
 * Moves an order to `to` only if it is in one of `from` now (one conditional UPDATE, so of two requests racing for
 * the same step one wins): the updated order, or undefined when it was not in `from`. `lastError` is set as given
 * (null clears it); `txHash` when given.
 */
export async function moveOrder(
  db: Db,
  id: string,
  from: readonly OnrampOrderStatus[],
  to: OnrampOrderStatus,
  now: number,
  fields: { lastError?: string | null; txHash?: Hash } = {},
): Promise<PayOrder | undefined> {
  const { rows } = await db.query<OrderRow>(
    `UPDATE pay_orders SET status = $3, updated_at = $4,
       last_error = CASE WHEN $5::boolean THEN $6 ELSE last_error END, tx_hash = COALESCE($7, tx_hash)
     WHERE id = $1 AND status = ANY($2::text[]) RETURNING *`,
    [id, [...from], to, new Date(now).toISOString(), fields.lastError !== undefined, fields.lastError ?? null, fields.txHash ?? null],
  )
  return rows[0] ? toOrder(rows[0]) : undefined
}

/** Sets an unclaimed order's secret hash (an exchange session's first opening): true for the one request that does. */
export async function claimOrder(db: Db, id: string, secretHash: string): Promise<boolean> {
  const { rows } = await db.query<{ id: string }>('UPDATE pay_orders SET secret_hash = $2 WHERE id = $1 AND secret_hash IS NULL RETURNING id', [id, secretHash])
  return rows.length === 1
}

/** The order as it is now: an open one past its expiry is marked expired first. */
export async function currentOrder(db: Db, id: string, now: number): Promise<PayOrder | undefined> {
  const order = await findOrder(db, id)
  if (!order || !['pending', 'awaiting_confirmation'].includes(order.status) || order.expiresAt.getTime() > now) return order
  return (await moveOrder(db, id, ['pending', 'awaiting_confirmation'], 'expired', now)) ?? findOrder(db, id)
}
