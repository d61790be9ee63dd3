import { describe, expect, it } from 'vitest'
import { DISPLAY } from '../lazyConstants'
import { formatBalance } from './formatBalance'

describe('formatBalance', () => {
  it('shows DISPLAY.balanceDecimals (3) decimals by default', () => {
    expect(DISPLAY.balanceDecimals).toBe(3)
    expect(formatBalance('1.5')).toBe('1.500')
    expect(formatBalance(2)).toBe('2.000')
  })

  it('truncates instead of rounding', () => {
    expect(formatBalance('1.23456')).toBe('1.234')
    expect(formatBalance('0.9999')).toBe('0.999')
    expect(formatBalance(1.0009)).toBe('1.000')
    expect(formatBalance('-1.23456')).toBe('-1.234')
  })

  it.each([0, '0', '', undefined, null, 'abc', '1,5', Number.NaN, Number.POSITIVE_INFINITY, '0.0001', '-0.0004'])(
    "shows '0.000' for %j",
    (value) => {
      expect(formatBalance(value)).toBe('0.000')
    },
  )

  it('never uses exponent notation and keeps precision for large and tiny values', () => {
    expect(formatBalance('123456789012345678901234.987654')).toBe('123456789012345678901234.987')
    expect(formatBalance('1e21')).toBe('1000000000000000000000.000')
    expect(formatBalance('0.00123')).toBe('0.001')
    expect(formatBalance(10n ** 20n)).toBe('100000000000000000000.000')
  })

  it('accepts another number of decimals', () => {
    expect(formatBalance('1.23456', 5)).toBe('1.23456')
    expect(formatBalance('1.23456', 0)).toBe('1')
    expect(formatBalance('', 1)).toBe('0.0')
  })
})
