import { formatUnits, getAddress, zeroAddress } from 'viem'
import { transactionSchema, type Transaction, type Transfer } from '../../../src/protocol/chainData'
import type { PriceTable } from '../poolPricer'
import type { TokenCatalog } from '../tokenCatalog'
import { usdValue } from '../usdValue'
import type { TransferKind } from './readBlocks'

export interface TransactionRow {
  chain_id: number
  hash: string
  block_number: string
  tx_index: number
  block_time: string
  from_address: string
  to_address: string | null
  status: 'confirmed' | 'failed'
  /** Its sender approved a spender in it (readBlocks.ts). */
  approval: boolean
}

export interface TransferRow {
  chain_id: number
  tx_hash: string
  log_index: number
  kind: TransferKind
  token: string | null
  from_address: string
  to_address: string
  amount: string
  token_name: string | null
  token_symbol: string | null
  token_decimals: number | null
  nft_name: string | null
  nft_image: string | null
}

export interface ShapeContext {
  catalog: TokenCatalog
  /** The current pool prices per CAIP-2 chain (a chain left out: no prices). */
  prices: ReadonlyMap<string, PriceTable>
}

const checksum = (address: string | null): string => (address ? getAddress(address) : '')

/** One transfer as the account sees it: its direction, amount in whole units, today's pool price and value, token info. */
function shapeTransfer(row: TransferRow, account: string, chain: string, context: ShapeContext): Transfer {
  const direction = row.from_address === account && row.to_address === account ? 'self' : row.from_address === account ? 'out' : 'in'
  if (row.kind === 'erc721') {
    const tokenId = row.amount
    const preview = row.nft_image ? { preview: { url: row.nft_image } } : null
    const name = row.nft_name ?? `${row.token_name ?? 'NFT'} #${tokenId}`
    return { direction, quantity: { numeric: '1' }, value: null, price: null, nft_info: { name, content: preview, flags: { is_spam: context.catalog.isSpam(chain, row.token ?? '') } } }
  }
  const catalog = context.catalog.chain(chain)
  const known = row.kind === 'native' ? catalog?.native : context.catalog.token(chain, row.token ?? '')
  const name = known?.name ?? row.token_name ?? 'Unknown token'
  const symbol = known?.symbol ?? row.token_symbol ?? 'UNKNOWN'
  const decimals = known?.decimals ?? row.token_decimals ?? 0
  const numeric = formatUnits(BigInt(row.amount), decimals)
  const price = known ? (context.prices.get(chain)?.priceOf(known) ?? null) : null
  const is_spam = row.kind !== 'native' && context.catalog.isSpam(chain, row.token ?? '')
  return {
    direction,
    quantity: { numeric },
    value: price === null ? null : usdValue(BigInt(row.amount), decimals, price),
    price,
    fungible_info: { name, symbol, icon: known?.iconUrl ? { url: known.iconUrl } : null, flags: { is_spam } },
  }
}

/** What a transfer moves: the native coin, an ERC-20 contract, or one ERC-721 token. */
const assetOf = (t: TransferRow): string => (t.kind === 'native' ? 'native' : t.kind === 'erc721' ? `${t.token}:${t.amount}` : (t.token ?? ''))

/** The account sent one asset and received another in the same transaction (a swap; self-transfers aside). */
function isTrade(transfers: readonly TransferRow[], account: string): boolean {
  const sent = new Set(transfers.filter((t) => t.from_address === account && t.to_address !== account).map(assetOf))
  const received = transfers.filter((t) => t.to_address === account && t.from_address !== account).map(assetOf)
  return sent.size > 0 && received.some((asset) => [...sent].some((out) => out !== asset))
}

/**
 * 'mint' when the account received from the zero address, 'trade' when it sent one asset and received another,
 * 'send' when it sent, 'receive' when it received; with no transfer, 'approve' when the account sent it and approved a
 * spender in it, else 'execute'.
 */
function operationType(row: TransactionRow, transfers: readonly TransferRow[], account: string): string {
  if (transfers.some((t) => t.from_address === zeroAddress && t.to_address === account)) return 'mint'
  if (isTrade(transfers, account)) return 'trade'
  if (transfers.some((t) => t.from_address === account)) return 'send'
  if (transfers.some((t) => t.to_address === account)) return 'receive'
  return transfers.length === 0 && row.approval && row.from_address === account ? 'approve' : 'execute'
}

/**
 * The counterparties shown for the account: when its transfers are not the transaction's own value (ERC-20/ERC-721
 * Transfer logs, ETH paid by an inner call) and it is not a trade, the from/to of its first transfer, not the
 * transaction's `to` (the token or the contract that paid); otherwise (native transfer, trade through a router,
 * deployment, plain call) the transaction's from/to.
 */
function counterparties(row: TransactionRow, transfers: readonly TransferRow[], operation: string): { from: string | null; to: string | null } {
  const first = transfers[0]
  if (operation !== 'trade' && first && transfers.every((t) => t.log_index !== -1)) return { from: first.from_address, to: first.to_address }
  return { from: row.from_address, to: row.to_address }
}

/** A stored transaction and the transfers that concern the account, in the §3 transaction shape (validated). */
export function shapeTransaction(row: TransactionRow, transfers: readonly TransferRow[], account: string, context: ShapeContext): Transaction {
  const chain = `eip155:${row.chain_id}`
  const hash = row.hash
  const operation = operationType(row, transfers, account)
  const { from, to } = counterparties(row, transfers, operation)
  return transactionSchema.parse({
    id: `${chain}:${hash}`,
    metadata: {
      minedAt: new Date(Number(row.block_time) * 1000).toISOString(),
      chain,
      operationType: operation,
      status: row.status,
      sentFrom: checksum(from),
      sentTo: checksum(to),
      hash,
    },
    transfers: transfers.map((transfer) => shapeTransfer(transfer, account, chain, context)),
  })
}
