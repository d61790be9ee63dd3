import type { Db } from '../../db/Db'
import type { IndexedBlock } from './readBlocks'
import type { NftMeta, TokenMeta } from './tokenMetadata'

/** The last indexed block of a chain and its hash. */
export interface IndexState {
  lastBlock: number
  lastHash: string
}

export async function readState(db: Db, chainId: number): Promise<IndexState | null> {
  const { rows } = await db.query<{ last_block: string; last_hash: string }>(
    'SELECT last_block::text AS last_block, last_hash FROM chain_index_state WHERE chain_id = $1',
    [chainId],
  )
  const row = rows[0]
  return row ? { lastBlock: Number(row.last_block), lastHash: row.last_hash } : null
}

/** Forgets everything indexed for a chain (after a reset), in one statement. */
export async function clearChain(db: Db, chainId: number): Promise<void> {
  await db.query(
    `WITH a AS (DELETE FROM chain_transfers WHERE chain_id = $1), b AS (DELETE FROM chain_transactions WHERE chain_id = $1),
          c AS (DELETE FROM chain_tokens WHERE chain_id = $1), d AS (DELETE FROM chain_nfts WHERE chain_id = $1)
     DELETE FROM chain_index_state WHERE chain_id = $1`,
    [chainId],
  )
}

/** Which of these token contracts (lower-case) already have their metadata stored. */
export async function storedTokens(db: Db, chainId: number, addresses: readonly string[]): Promise<Set<string>> {
  if (addresses.length === 0) return new Set()
  const { rows } = await db.query<{ address: string }>(
    'SELECT address FROM chain_tokens WHERE chain_id = $1 AND address = ANY($2::text[])',
    [chainId, addresses],
  )
  return new Set(rows.map((row) => row.address))
}

/** Which of these NFTs (`address:tokenId`) already have their metadata stored. */
export async function storedNfts(db: Db, chainId: number, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set()
  const { rows } = await db.query<{ key: string }>(
    `SELECT address || ':' || token_id::text AS key FROM chain_nfts WHERE chain_id = $1 AND address || ':' || token_id::text = ANY($2::text[])`,
    [chainId, keys],
  )
  return new Set(rows.map((row) => row.key))
}

/**
 * Stores a run of consecutive blocks and moves the chain's state to the last of them, all in one statement
 * (data-modifying CTEs run as one transaction). Rows already there are kept (ON CONFLICT DO NOTHING), so
 * indexing a block twice adds nothing.
 */
export async function saveBlocks(db: Db, chainId: number, blocks: readonly IndexedBlock[], tokens: readonly TokenMeta[], nfts: readonly NftMeta[]): Promise<void> {
  const last = blocks.at(-1)
  if (!last) return
  const txs = blocks.flatMap((block) =>
    block.txs.map((tx) => ({ hash: tx.hash, block_number: block.number, tx_index: tx.index, block_time: block.timestamp, from_address: tx.from, to_address: tx.to, status: tx.status, approval: tx.approval })),
  )
  const transfers = blocks.flatMap((block) =>
    block.transfers.map((t) => ({ tx_hash: t.txHash, log_index: t.logIndex, kind: t.kind, token: t.token, from_address: t.from, to_address: t.to, amount: t.amount.toString() })),
  )
  const nftRows = nfts.map((nft) => ({ address: nft.address, token_id: nft.tokenId.toString(), name: nft.name, image: nft.image }))
  await db.query(
    `WITH t AS (
       INSERT INTO chain_transactions (chain_id, hash, block_number, tx_index, block_time, from_address, to_address, status, approval)
       SELECT $1::integer, * FROM jsonb_to_recordset($2::jsonb) AS r(hash text, block_number bigint, tx_index integer, block_time bigint, from_address text, to_address text, status text, approval boolean)
       ON CONFLICT DO NOTHING),
     x AS (
       INSERT INTO chain_transfers (chain_id, tx_hash, log_index, kind, token, from_address, to_address, amount)
       SELECT $1::integer, * FROM jsonb_to_recordset($3::jsonb) AS r(tx_hash text, log_index integer, kind text, token text, from_address text, to_address text, amount numeric)
       ON CONFLICT DO NOTHING),
     k AS (
       INSERT INTO chain_tokens (chain_id, address, standard, name, symbol, decimals)
       SELECT $1::integer, * FROM jsonb_to_recordset($4::jsonb) AS r(address text, standard text, name text, symbol text, decimals integer)
       ON CONFLICT DO NOTHING),
     n AS (
       INSERT INTO chain_nfts (chain_id, address, token_id, name, image)
       SELECT $1::integer, * FROM jsonb_to_recordset($5::jsonb) AS r(address text, token_id numeric, name text, image text)
       ON CONFLICT DO NOTHING)
     INSERT INTO chain_index_state (chain_id, last_block, last_hash) VALUES ($1, $6, $7)
     ON CONFLICT (chain_id) DO UPDATE SET last_block = EXCLUDED.last_block, last_hash = EXCLUDED.last_hash, updated_at = now()`,
    [chainId, JSON.stringify(txs), JSON.stringify(transfers), JSON.stringify(tokens), JSON.stringify(nftRows), last.number, last.hash],
  )
}
