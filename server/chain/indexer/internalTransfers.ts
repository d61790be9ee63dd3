import type { Hex, PublicClient } from 'viem'
import type { IndexedTransfer } from './indexedTypes'

/**
 * One entry of `trace_block` (the Parity/OpenEthereum trace format anvil answers): a call, creation or self-destruct,
 * in depth-first order per transaction; `traceAddress` is its path from the transaction's top call ([]).
 */
export interface BlockTrace {
  type: string
  action: {
    from?: string
    to?: string
    /** Wei (hex) of a call or creation. */
    value?: Hex
    /** 'call', 'staticcall', 'delegatecall' or 'callcode'. */
    callType?: string
    /** A self-destruct: the contract, where its balance went, and how much. */
    address?: string
    refundAddress?: string
    balance?: Hex
  }
  result?: { address?: string } | null
  /** Set on the frame that reverted; the frames under it moved nothing either, though they carry no error. */
  error?: string
  traceAddress: readonly number[]
  /** Absent for a block reward. */
  transactionHash?: Hex | null
}

/** The first log index of internal transfers: -1 is the transaction's own value, then -2, -3, … in call order. */
export const FIRST_INTERNAL_INDEX = -2

/** The native value a trace moves, or null: a plain call, a creation, a self-destruct (a delegatecall or callcode keeps it in place). */
function moveOf(trace: BlockTrace): { from: string; to: string; amount: bigint } | null {
  const { action } = trace
  const [from, to, amount] =
    trace.type === 'call' && action.callType === 'call' ? [action.from, action.to, action.value]
    : trace.type === 'create' ? [action.from, trace.result?.address, action.value]
    : trace.type === 'suicide' || trace.type === 'selfdestruct' ? [action.address, action.refundAddress, action.balance]
    : []
  if (!from || !to || !amount || BigInt(amount) === 0n || from.toLowerCase() === to.toLowerCase()) return null
  return { from: from.toLowerCase(), to: to.toLowerCase(), amount: BigInt(amount) }
}

const startsWith = (path: readonly number[], prefix: readonly number[]): boolean => prefix.every((step, i) => path[i] === step)

/**
 * The native value each transaction of a block moved in its inner calls (not its top call: that is the
 * transaction's value, stored at log index -1), by lower-case transaction hash, in call order at log indexes -2,
 * -3, …. A frame that reverted, and everything under it, moved nothing (a reverted transaction: nothing at all).
 */
export function internalTransfersOfTraces(traces: readonly BlockTrace[]): Map<string, IndexedTransfer[]> {
  const byHash = new Map<string, IndexedTransfer[]>()
  const reverted = new Map<string, (readonly number[])[]>()
  for (const trace of traces) {
    const txHash = trace.transactionHash?.toLowerCase()
    if (!txHash) continue
    const undone = reverted.get(txHash) ?? []
    if (undone.some((path) => startsWith(trace.traceAddress, path))) continue
    if (trace.error !== undefined) {
      reverted.set(txHash, [...undone, trace.traceAddress])
      continue
    }
    const move = trace.traceAddress.length > 0 ? moveOf(trace) : null
    if (!move) continue
    const transfers = byHash.get(txHash) ?? []
    transfers.push({ txHash, logIndex: FIRST_INTERNAL_INDEX - transfers.length, kind: 'native', token: null, ...move })
    byHash.set(txHash, transfers)
  }
  return byHash
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
 * The internal native transfers of a block's transactions, by lower-case transaction hash, from one `trace_block`
 * call (one per block, not one per transaction: tracing a transaction replays its block up to it). Anvil answers
 * it about five times faster than `debug_traceBlockByNumber` with the `callTracer`, which geth would need instead.
 */
export async function readInternalTransfers(client: PublicClient, blockNumber: bigint): Promise<Map<string, IndexedTransfer[]>> {
  const traces = await client.request<{ Parameters: [Hex]; ReturnType: BlockTrace[] | null }>({ method: 'trace_block', params: [`0x${blockNumber.toString(16)}`] })
  return internalTransfersOfTraces(traces ?? [])
}
