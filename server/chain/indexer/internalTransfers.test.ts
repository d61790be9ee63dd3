import { describe, expect, it } from 'vitest'
import { internalTransfersOfTraces, mayMoveInternalValue, type BlockTrace } from './internalTransfers'

const USER = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const ROUTER = '0x33B1b5aA9aA4DA83a332F0bC5cAC6A903FDE5D92'
const WETH = '0x6379ebd504941f50d5bfde9348b37593bd29c835'
const PAIR = '0xa77b9ee4119903c00260131d0bb624fe04a32a4d'
const TX = '0xAbc1'
const hex = (value: bigint) => `0x${value.toString(16)}` as const
const call = (traceAddress: number[], from: string, to: string, value: bigint, more: Partial<BlockTrace> = {}): BlockTrace =>
  ({ type: 'call', action: { callType: 'call', from, to, value: hex(value) }, traceAddress, transactionHash: TX, ...more })
const native = (logIndex: number, from: string, to: string, amount: bigint) => ({ txHash: '0xabc1', logIndex, kind: 'native', token: null, from, to, amount })

describe('internal native transfers from a block\'s trace_block entries', () => {
  it('takes the value inner calls moved, per transaction in call order at log indexes -2, -3, … (lower-case), not the top call\'s own value', () => {
    // swapExactTokensForETH: the pair swaps, WETH9.withdraw pays the router, the router pays the user.
    const traces: BlockTrace[] = [
      call([], USER, ROUTER, 0n),
      { ...call([0], ROUTER, PAIR, 0n), action: { callType: 'staticcall', from: ROUTER, to: PAIR, value: '0x0' } },
      call([1], ROUTER, PAIR, 0n),
      call([1, 0], PAIR, WETH, 0n),
      call([2], ROUTER, WETH, 0n),
      call([2, 0], WETH, ROUTER, 5n),
      call([3], ROUTER, USER, 5n),
      call([], USER, ROUTER, 7n, { transactionHash: '0xdef' }),
      { type: 'reward', action: { value: '0x1' }, traceAddress: [], transactionHash: null },
    ]
    expect(internalTransfersOfTraces(traces)).toEqual(new Map([['0xabc1', [native(-2, WETH, ROUTER.toLowerCase(), 5n), native(-3, ROUTER.toLowerCase(), USER, 5n)]]]))
  })

  it('leaves out a reverted frame with everything under it, a reverted transaction, and frames that keep the value in place', () => {
    const traces: BlockTrace[] = [
      call([], USER, ROUTER, 9n),
      call([0], ROUTER, WETH, 1n, { error: 'Reverted' }),
      call([0, 0], WETH, USER, 1n),
      call([0, 0, 0], USER, PAIR, 1n),
      { ...call([1], ROUTER, PAIR, 1n), action: { callType: 'delegatecall', from: ROUTER, to: PAIR, value: '0x1' } },
      { ...call([2], ROUTER, PAIR, 1n), action: { callType: 'callcode', from: ROUTER, to: PAIR, value: '0x1' } },
      call([3], ROUTER, ROUTER, 1n),
      { type: 'create', action: { from: ROUTER, value: '0x2' }, result: { address: PAIR }, traceAddress: [4], transactionHash: TX },
      { type: 'suicide', action: { address: PAIR, refundAddress: USER, balance: '0x3' }, traceAddress: [4, 0], transactionHash: TX },
      call([5], ROUTER, PAIR, 0n),
    ]
    expect(internalTransfersOfTraces(traces).get('0xabc1')).toEqual([native(-2, ROUTER.toLowerCase(), PAIR, 2n), native(-3, PAIR, USER, 3n)])
    const failed = [call([], USER, ROUTER, 0n, { error: 'Reverted' }), call([0], ROUTER, USER, 4n)]
    expect(internalTransfersOfTraces(failed).size).toBe(0)
  })

  it('traces a block only when a successful transaction in it ran code (used more than a plain transfer\'s 21,000 gas)', () => {
    expect(mayMoveInternalValue([])).toBe(false)
    expect(mayMoveInternalValue([{ status: 'success', gasUsed: 21_000n }, { status: 'reverted', gasUsed: 90_000n }])).toBe(false)
    expect(mayMoveInternalValue([{ status: 'success', gasUsed: 21_000n }, { status: 'success', gasUsed: 21_001n }])).toBe(true)
  })
})
