import { describe, expect, it } from 'vitest'
import { usdValue } from './usdValue'

describe('usdValue', () => {
  it('multiplies base units by the price exactly and rounds to cents half-up', () => {
    expect(usdValue(1_500_000n, 6, 1)).toBe(1.5)
    expect(usdValue(10n ** 18n / 2n, 18, 3000)).toBe(1500)
    // 0.1 + 0.2 style float errors do not leak: 0.3 gUSD at 1.1 is 0.33 exactly.
    expect(usdValue(300_000n, 6, 1.1)).toBe(0.33)
    expect(usdValue(5_000n, 6, 1)).toBe(0.01) // 0.005 rounds half-up
    expect(usdValue(4_999n, 6, 1)).toBe(0)
    expect(usdValue(0n, 18, 3000)).toBe(0)
    expect(usdValue(1n, 18, 3000)).toBe(0)
    // A balance beyond float precision: 9999.999999999999999999 ETH at 3000.
    expect(usdValue(10n ** 22n - 1n, 18, 3000)).toBe(30_000_000)
    expect(usdValue(123_456_789n, 8, 1e-7)).toBe(0)
    expect(usdValue(10n ** 18n, 18, 2.5e21)).toBe(2.5e21)
  })
})
