import type { Hex, PublicClient } from 'viem'
import type { IndexedTransfer } from './readBlocks'

/** A frame of geth's `callTracer` (anvil's too): one call, creation or self-destruct and the frames it made. */
export interface CallFrame {
  type: string
  from: string
  to?: string
  /** Wei (hex); absent for STATICCALL and DELEGATECALL. */
  value?: Hex
  /** Set when the frame reverted: it and every frame under it moved nothing. */
  error?: string
  calls?: CallFrame[]
}

/** One entry of `debug_traceBlockByNumber`, in the block's transaction order. */
export interface TracedTx {
  txHash?: Hex
  result?: CallFrame
  error?: string
}

/** Frames that move their `value` from `from` to `to` (a CALLCODE or DELEGATECALL runs code but keeps the value where it is). */
const MOVES_VALUE = new Set(['CALL', 'CREATE', 'CREATE2', 'SELFDESTRUCT'])

/** The first log index of internal transfers: -1 is the transaction's own value, then -2, -3, … in call order. */
export const FIRST_INTERNAL_INDEX = -2

/**
 * The native value a transaction moved in its inner frames (not the top one: that is the transaction's value,
 * stored as log index -1), in call order, at log indexes -2, -3, …. A frame that reverted, and everything under
 * it, moved nothing; a frame that pays its own address moves nothing either.
 */
export function internalTransfersOfTrace(txHash: string, top: CallFrame): IndexedTransfer[] {
  const transfers: IndexedTransfer[] = []
  const walk = (frames: readonly CallFrame[]): void => {
    for (const frame of frames) {
      if (frame.error !== undefined) continue
      const amount = frame.value ? BigInt(frame.value) : 0n
      const from = frame.from.toLowerCase()
      const to = frame.to?.toLowerCase()
      if (amount > 0n && to && to !== from && MOVES_VALUE.has(frame.type.toUpperCase())) {
        transfers.push({ txHash, logIndex: FIRST_INTERNAL_INDEX - transfers.length, kind: 'native', token: null, from, to, amount })
      }
      walk(frame.calls ?? [])
    }
  }
  if (top.error === undefined) walk(top.calls ?? [])
  return transfers
}

/**
 * Whether a block needs tracing: some successful transaction in it ran code. A plain ETH transfer to an account
 * uses exactly 21,000 gas; more means calldata or code (a contract call or creation), the only way value moves
 * inside a transaction. A reverted transaction moved nothing.
 */
export function mayMoveInternalValue(receipts: readonly { status: 'success' | 'reverted'; gasUsed: bigint }[]): boolean {
  return receipts.some((receipt) => receipt.status === 'success' && receipt.gasUsed > 21_000n)
}

/**
 * The internal native transfers of every transaction of a block, by lower-case transaction hash, from one
 * `debug_traceBlockByNumber` call with the `callTracer` (anvil and geth answer it; one call per block, not per
 * transaction, since tracing one transaction replays the block up to it). `txHashes` are the block's
 * transactions in order, for a node that leaves `txHash` out of its entries.
 */
export async function readInternalTransfers(client: PublicClient, blockNumber: bigint, txHashes: readonly string[]): Promise<Map<string, IndexedTransfer[]>> {
  const traces = await client.request<{ Parameters: [Hex, { tracer: 'callTracer' }]; ReturnType: TracedTx[] }>({
    method: 'debug_traceBlockByNumber',
    params: [`0x${blockNumber.toString(16)}`, { tracer: 'callTracer' }],
  })
  const byHash = new Map<string, IndexedTransfer[]>()
  traces.forEach((trace, i) => {
    const hash = (trace.txHash ?? txHashes[i])?.toLowerCase()
    if (!hash || !trace.result) throw new Error(`block ${blockNumber}: no call trace for transaction ${i}${trace.error ? `: ${trace.error}` : ''}`)
    const transfers = internalTransfersOfTrace(hash, trace.result)
    if (transfers.length > 0) byHash.set(hash, transfers)
  })
  return byHash
}
