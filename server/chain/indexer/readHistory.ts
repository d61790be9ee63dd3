import type { Transaction } from '../../../src/protocol/chainData'
import type { Db } from '../../db/Db'
import { encodeCursor, type HistoryPosition } from './historyCursor'
import { shapeTransaction, type ShapeContext, type TransactionRow, type TransferRow } from './shapeTransaction'

export const HISTORY_PAGE_SIZE = 20

export interface HistoryQuery {
  /** The account, any case. */
  account: string
  chainIds: readonly number[]
  /** Start after this position (the cursor of the previous page). */
  after: HistoryPosition | null
  limit?: number
}

const ORDER = 't.block_time DESC, t.chain_id DESC, t.block_number DESC, t.tx_index DESC'

/**
 * One page of an account's history, newest first: every indexed transaction it sent, was sent, or that moved
 * value to or from it, with the transfers that concern it (the transaction's value, then the value its inner calls
 * moved, in call order, then the Transfer logs). `next` is the cursor of the page after, or null.
 */
export async function readHistory(db: Db, query: HistoryQuery, context: ShapeContext): Promise<{ data: Transaction[]; next: string | null }> {
  const account = query.account.toLowerCase()
  const limit = query.limit ?? HISTORY_PAGE_SIZE
  const params: unknown[] = [account, query.chainIds, limit + 1]
  let after = ''
  if (query.after) {
    const { blockTime, chainId, blockNumber, txIndex } = query.after
    params.push(blockTime, chainId, blockNumber, txIndex)
    after = 'AND (t.block_time, t.chain_id, t.block_number, t.tx_index) < ($4::bigint, $5::integer, $6::bigint, $7::integer)'
  }
  const { rows } = await db.query<TransactionRow>(
    `WITH touched AS (
       SELECT chain_id, hash FROM chain_transactions WHERE chain_id = ANY($2::integer[]) AND (from_address = $1 OR to_address = $1)
       UNION SELECT chain_id, tx_hash FROM chain_transfers WHERE chain_id = ANY($2::integer[]) AND (from_address = $1 OR to_address = $1))
     SELECT t.chain_id, t.hash, t.block_number::text AS block_number, t.tx_index, t.block_time::text AS block_time,
            t.from_address, t.to_address, t.status, t.approval
     FROM chain_transactions t JOIN touched USING (chain_id, hash)
     WHERE t.chain_id = ANY($2::integer[]) ${after}
     ORDER BY ${ORDER} LIMIT $3`,
    params,
  )
  const page = rows.slice(0, limit)
  const transfers = await db.query<TransferRow>(
    `SELECT x.chain_id, x.tx_hash, x.log_index, x.kind, x.token, x.from_address, x.to_address, x.amount::text AS amount,
            k.name AS token_name, k.symbol AS token_symbol, k.decimals AS token_decimals, n.name AS nft_name, n.image AS nft_image
     FROM chain_transfers x
     LEFT JOIN chain_tokens k ON k.chain_id = x.chain_id AND k.address = x.token
     LEFT JOIN chain_nfts n ON x.kind = 'erc721' AND n.chain_id = x.chain_id AND n.address = x.token AND n.token_id = x.amount
     JOIN unnest($1::integer[], $2::text[]) AS p(chain_id, tx_hash) ON p.chain_id = x.chain_id AND p.tx_hash = x.tx_hash
     WHERE x.from_address = $3 OR x.to_address = $3
     ORDER BY x.log_index >= 0, abs(x.log_index)`,
    [page.map((row) => row.chain_id), page.map((row) => row.hash), account],
  )
  const data = page.map((row) =>
    shapeTransaction(row, transfers.rows.filter((x) => x.chain_id === row.chain_id && x.tx_hash === row.hash), account, context),
  )
  const last = page.at(-1)
  const next =
    rows.length > limit && last
      ? encodeCursor({ blockTime: Number(last.block_time), chainId: last.chain_id, blockNumber: Number(last.block_number), txIndex: last.tx_index })
      : null
  return { data, next }
}
