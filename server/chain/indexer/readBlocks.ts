import type { Hex, PublicClient } from 'viem'
import type { IndexedBlock, IndexedTransfer, IndexedTx } from './indexedTypes'
import { mayMoveInternalValue, readInternalTransfers } from './internalTransfers'

/** topic0 of `Transfer(address,address,uint256)`, shared by ERC-20 (3 topics) and ERC-721 (4 topics: tokenId indexed). */
export const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'
/** topic0 of `Approval(address,address,uint256)` (ERC-20, and ERC-721 with the token id indexed) and of `ApprovalForAll(address,address,bool)`. */
const APPROVAL_TOPICS: readonly string[] = [
  '0x8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925',
  '0x17307eab39ab6107e8899845ad3d59bd9653f200f220920489ca2b5937696c31',
]

export type { IndexedBlock, IndexedTransfer, IndexedTx, TransferKind } from './indexedTypes'

/** All addresses lower-case; an indexed topic holds an address in its last 20 bytes. */
const topicAddress = (topic: Hex): string => `0x${topic.slice(-40)}`.toLowerCase()

interface RawLog {
  address: string
  topics: readonly Hex[]
  data: Hex
  logIndex: number | null
  transactionHash: Hex | null
}

/** An ERC-20 or ERC-721 Transfer log as a transfer, or null for any other log. */
export function transferOfLog(log: RawLog): IndexedTransfer | null {
  const [topic0, from, to, tokenId] = log.topics
  if (topic0 !== TRANSFER_TOPIC || !from || !to || log.logIndex === null || !log.transactionHash) return null
  const txHash = log.transactionHash.toLowerCase()
  const base = { txHash, logIndex: log.logIndex, token: log.address.toLowerCase(), from: topicAddress(from), to: topicAddress(to) }
  if (log.topics.length === 4 && tokenId) return { ...base, kind: 'erc721', amount: BigInt(tokenId) }
  if (log.topics.length === 3 && log.data.length === 66) return { ...base, kind: 'erc20', amount: BigInt(log.data) }
  return null
}

/** Whether these logs of a successful transaction hold an approval by `owner` (lower-case). */
export function approvesBy(logs: readonly RawLog[], owner: string): boolean {
  return logs.some((log) => log.topics[0] !== undefined && APPROVAL_TOPICS.includes(log.topics[0]) && log.topics[1] !== undefined && topicAddress(log.topics[1]) === owner)
}

/**
 * Reads blocks `from`..`to` (inclusive) with their transactions and, for blocks that have any, their receipts
 * (status, created contract, logs); then, for blocks where a successful transaction ran code, their call traces
 * (native value moved by inner calls, e.g. a router paying out ETH). Each step's calls are concurrent; a batching
 * transport sends them as few HTTP requests (three rounds at most).
 */
export async function readBlocks(client: PublicClient, from: number, to: number): Promise<IndexedBlock[]> {
  const numbers = Array.from({ length: to - from + 1 }, (_, i) => BigInt(from + i))
  const blocks = await Promise.all(numbers.map((blockNumber) => client.getBlock({ blockNumber, includeTransactions: true })))
  const receipts = await Promise.all(
    blocks.map((block) => (block.transactions.length > 0 ? client.getBlockReceipts({ blockNumber: block.number }) : Promise.resolve([]))),
  )
  const internal = await Promise.all(
    blocks.map((block, i) =>
      mayMoveInternalValue(receipts[i] ?? []) ? readInternalTransfers(client, block.number) : Promise.resolve(null),
    ),
  )
  return blocks.map((block, i) => {
    const byHash = new Map((receipts[i] ?? []).map((receipt) => [receipt.transactionHash.toLowerCase(), receipt]))
    const txs: IndexedTx[] = []
    const transfers: IndexedTransfer[] = []
    for (const tx of block.transactions) {
      const hash = tx.hash.toLowerCase()
      const receipt = byHash.get(hash)
      if (!receipt) throw new Error(`block ${block.number}: no receipt for ${hash}`)
      const to = (tx.to ?? receipt.contractAddress ?? null)?.toLowerCase() ?? null
      const status = receipt.status === 'success' ? 'confirmed' : 'failed'
      const from = tx.from.toLowerCase()
      txs.push({ hash, index: tx.transactionIndex, from, to, status, approval: status === 'confirmed' && approvesBy(receipt.logs, from) })
      // A reverted transaction moved no value (its logs are empty too): it is listed, without transfers.
      if (status === 'confirmed' && tx.value > 0n && to) transfers.push({ txHash: hash, logIndex: -1, kind: 'native', token: null, from, to, amount: tx.value })
      if (status === 'confirmed') transfers.push(...(internal[i]?.get(hash) ?? []))
      for (const log of receipt.logs) {
        const transfer = transferOfLog(log)
        if (transfer) transfers.push(transfer)
      }
    }
    return { number: Number(block.number), hash: block.hash, parentHash: block.parentHash, timestamp: Number(block.timestamp), txs, transfers }
  })
}
