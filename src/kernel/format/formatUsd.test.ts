import { describe, expect, it } from 'vitest'
import { formatUsd, sumUsd } from './formatUsd'

describe('formatUsd', () => {
  it('rounds to cents half up, with no float drift in sums', () => {
    expect(formatUsd(0.29 * 100)).toBe('$29.00')
    expect(formatUsd(1.005)).toBe('$1.01')
    expect(formatUsd(undefined)).toBe('$0.00')
    expect(formatUsd(sumUsd([29999249.57, 10000]))).toBe('$30009249.57')
    expect(formatUsd(sumUsd([0.1, 0.2]))).toBe('$0.30')
  })
})
