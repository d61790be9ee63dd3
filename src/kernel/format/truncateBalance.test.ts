import { describe, expect, it } from 'vitest'
import { formatBalance } from './formatBalance'
import { truncateBalance } from './truncateBalance'

describe('truncateBalance', () => {
  it('shows what the kit’s formatBalance shows, without decimal.js', () => {
    for (const value of ['0', '1', '1.5', '12.3456', '9999.9999', '0.0009', '0.001', '-2.71828', '-0.0001', '007.10', '.5', '5.', '', 'abc', '1.2.3', '10000000000000000000000.123456']) {
      expect(truncateBalance(value), value).toBe(formatBalance(value))
    }
    expect(truncateBalance(undefined)).toBe(formatBalance(undefined))
  })
})
