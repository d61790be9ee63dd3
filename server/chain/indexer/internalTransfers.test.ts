import { describe, expect, it } from 'vitest'
import { internalTransfersOfTrace, mayMoveInternalValue, type CallFrame } from './internalTransfers'

const USER = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const ROUTER = '0x33B1b5aA9aA4DA83a332F0bC5cAC6A903FDE5D92'
const WETH = '0x6379ebd504941f50d5bfde9348b37593bd29c835'
const PAIR = '0xa77b9ee4119903c00260131d0bb624fe04a32a4d'
const call = (from: string, to: string, value: bigint, more: Partial<CallFrame> = {}): CallFrame => ({ type: 'CALL', from, to, value: `0x${value.toString(16)}`, ...more })

describe('internal native transfers from a callTracer trace', () => {
  it('takes the value inner calls moved, in call order, at log indexes -2, -3, … (lower-case), not the top call\'s own value', () => {
    // swapExactTokensForETH: the pair swaps, WETH9.withdraw pays the router, the router pays the user.
    const top = call(USER, ROUTER, 0n, {
      calls: [
        { type: 'STATICCALL', from: ROUTER, to: PAIR },
        call(ROUTER, PAIR, 0n, { calls: [call(PAIR, WETH, 0n)] }),
        call(ROUTER, WETH, 0n, { calls: [call(WETH, ROUTER, 5n)] }),
        call(ROUTER, USER, 5n),
      ],
    })
    expect(internalTransfersOfTrace('0xabc', top)).toEqual([
      { txHash: '0xabc', logIndex: -2, kind: 'native', token: null, from: WETH, to: ROUTER.toLowerCase(), amount: 5n },
      { txHash: '0xabc', logIndex: -3, kind: 'native', token: null, from: ROUTER.toLowerCase(), to: USER, amount: 5n },
    ])
    expect(internalTransfersOfTrace('0xabc', call(USER, ROUTER, 7n))).toEqual([])
  })

  it('leaves out reverted frames with everything under them, a reverted transaction, and frames that keep the value in place', () => {
    const top = call(USER, ROUTER, 1n, {
      calls: [
        call(ROUTER, WETH, 1n, { error: 'execution reverted', calls: [call(WETH, USER, 1n)] }),
        { type: 'DELEGATECALL', from: ROUTER, to: PAIR, value: '0x1' },
        { type: 'CALLCODE', from: ROUTER, to: PAIR, value: '0x1' },
        call(ROUTER, ROUTER, 1n),
        { type: 'CREATE2', from: ROUTER, to: PAIR, value: '0x2' },
        { type: 'SELFDESTRUCT', from: PAIR, to: USER, value: '0x3' },
      ],
    })
    expect(internalTransfersOfTrace('0xabc', top).map(({ logIndex, from, to, amount }) => ({ logIndex, from, to, amount }))).toEqual([
      { logIndex: -2, from: ROUTER.toLowerCase(), to: PAIR, amount: 2n },
      { logIndex: -3, from: PAIR, to: USER, amount: 3n },
    ])
    expect(internalTransfersOfTrace('0xabc', { ...top, error: 'execution reverted' })).toEqual([])
  })

  it('traces a block only when a successful transaction in it ran code (used more than a plain transfer\'s 21,000 gas)', () => {
    expect(mayMoveInternalValue([])).toBe(false)
    expect(mayMoveInternalValue([{ status: 'success', gasUsed: 21_000n }, { status: 'reverted', gasUsed: 90_000n }])).toBe(false)
    expect(mayMoveInternalValue([{ status: 'success', gasUsed: 21_000n }, { status: 'success', gasUsed: 21_001n }])).toBe(true)
  })
})
