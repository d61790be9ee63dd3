import { describe, expect, it } from 'vitest'
import { swapGasLimit } from './swapGasLimit'

describe('swapGasLimit', () => {
  it('adds a fifth of the estimate, and at least 50,000 (two pools’ price accumulators written in the landing block)', () => {
    expect(swapGasLimit(110_000n)).toBe(160_000n)
    expect(swapGasLimit(400_000n)).toBe(480_000n)
  })
})
