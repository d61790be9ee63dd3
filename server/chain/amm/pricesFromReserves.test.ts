import { parseEther, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { pricesFromReserves } from './pricesFromReserves'

const [USD, WETH, EUR, ORPHAN, ODD] = ['0xusd', '0xweth', '0xeur', '0xorphan', '0xodd']
const decimals = new Map([[USD, 6], [WETH, 18], [EUR, 18], [ORPHAN, 18]])

describe('prices from pool reserves, gUSD as the dollar', () => {
  it('prices the seeded pools: ETH 3000, gEUR 1.08 (directly against gUSD, the shortest path)', () => {
    const prices = pricesFromReserves(USD, decimals, [
      { token0: WETH, token1: USD, reserve0: parseEther('1000'), reserve1: parseUnits('3000000', 6) },
      { token0: WETH, token1: EUR, reserve0: parseEther('540'), reserve1: parseUnits('1500000', 18) },
      { token0: USD, token1: EUR, reserve0: parseUnits('1080000', 6), reserve1: parseUnits('1000000', 18) },
    ])
    expect(Object.fromEntries(prices)).toEqual({ [USD]: 1, [WETH]: 3000, [EUR]: 1.08 })
  })

  it('reaches a token through another priced one, and rounds to 15 significant digits', () => {
    const prices = pricesFromReserves(USD, decimals, [
      { token0: EUR, token1: WETH, reserve0: parseUnits('3', 18), reserve1: parseEther('1') },
      { token0: USD, token1: WETH, reserve0: parseUnits('2000', 6), reserve1: parseEther('3') },
    ])
    // ETH = 2000 / 3 = 666.666…; gEUR = 666.666… × 1 / 3 = 222.222…
    expect(prices.get(WETH)).toBe(666.666666666667)
    expect(prices.get(EUR)).toBe(222.222222222222)
  })

  it('leaves out a token without a pool path to the dollar, a pool with an empty side, and a token of unknown decimals', () => {
    const prices = pricesFromReserves(USD, decimals, [
      { token0: ORPHAN, token1: EUR, reserve0: 1n, reserve1: 1n },
      { token0: USD, token1: WETH, reserve0: 0n, reserve1: parseEther('1') },
      { token0: USD, token1: ODD, reserve0: 1n, reserve1: 1n },
    ])
    expect(Object.fromEntries(prices)).toEqual({ [USD]: 1 })
  })
})
