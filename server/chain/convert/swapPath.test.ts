import type { Address } from 'viem'
import { describe, expect, it } from 'vitest'
import { swapPath } from './swapPath'

const token = (digit: string): Address => `0x${digit.repeat(40)}`
const [A, B, C, D, E] = [token('a'), token('b'), token('c'), token('d'), token('e')]
const pool = (token0: Address, token1: Address) => ({ address: token0, token0, token1 })

describe("swapPath: Router02's path through the pools", () => {
  it('takes the direct pool when there is one, in either token order', () => {
    const pools = [pool(A, B), pool(B, C), pool(A, C)]
    expect(swapPath(pools, A, C)).toEqual([A, C])
    expect(swapPath(pools, C, A)).toEqual([C, A])
  })

  it('hops through the fewest pools, the first listed on a tie, and gives up beyond three pools or without a route', () => {
    expect(swapPath([pool(A, B), pool(B, C)], A, C)).toEqual([A, B, C])
    expect(swapPath([pool(A, B), pool(A, D), pool(D, C), pool(B, C)], A, C)).toEqual([A, B, C])
    expect(swapPath([pool(A, B), pool(B, C), pool(C, D)], A, D)).toEqual([A, B, C, D])
    expect(swapPath([pool(A, B), pool(B, C), pool(C, D), pool(D, E)], A, E)).toBeUndefined()
    expect(swapPath([pool(A, B), pool(C, D)], A, D)).toBeUndefined()
  })
})
