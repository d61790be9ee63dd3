/** What the indexer reads of a block (readBlocks.ts, internalTransfers.ts) before it is stored. */

export type TransferKind = 'native' | 'erc20' | 'erc721'

export interface IndexedTx {
  hash: string
  index: number
  from: string
  /** The recipient, or the created contract for a deployment. */
  to: string | null
  status: 'confirmed' | 'failed'
  /** The sender approved a spender in it (an Approval or ApprovalForAll log with the sender as owner). */
  approval: boolean
}

export interface IndexedTransfer {
  txHash: string
  /** -1 for the transaction's native value, -2, -3, … for native value moved by its inner calls (internalTransfers.ts). */
  logIndex: number
  kind: TransferKind
  /** The token contract; null for the native coin. */
  token: string | null
  from: string
  to: string
  /** Base units, or the token id of an ERC-721. */
  amount: bigint
}

export interface IndexedBlock {
  number: number
  hash: string
  parentHash: string
  /** Unix seconds. */
  timestamp: number
  txs: IndexedTx[]
  transfers: IndexedTransfer[]
}
