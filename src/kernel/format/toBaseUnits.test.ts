import { FormatError } from '../errors/format'
import Decimal from 'decimal.js'
import { describe, expect, it } from 'vitest'
import { toBaseUnits } from './toBaseUnits'

describe('toBaseUnits', () => {
  it('scales by the token decimals exactly', () => {
    expect(toBaseUnits('1.5', 6)).toBe(1_500_000n)
    expect(toBaseUnits('1', 18)).toBe(10n ** 18n)
    expect(toBaseUnits('0.000000000000000001', 18)).toBe(1n)
    expect(toBaseUnits('123456789.123456789012345678', 18)).toBe(123456789123456789012345678n)
    expect(toBaseUnits('115792089237316195423570985008687907853269984665640564039457.584007913129639935', 18)).toBe(2n ** 256n - 1n)
    expect(toBaseUnits('7', 0)).toBe(7n)
    expect(toBaseUnits('.5', 1)).toBe(5n)
    expect(toBaseUnits(' 2 ', 2)).toBe(200n)
  })

  it('rounds extra digits half up', () => {
    expect(toBaseUnits('1.0000005', 6)).toBe(1_000_001n)
    expect(toBaseUnits('1.0000004', 6)).toBe(1_000_000n)
    expect(toBaseUnits('0.5', 0)).toBe(1n)
    expect(toBaseUnits('-0.5', 0)).toBe(-1n)
  })

  it.each(['', 'abc', '1.2.3', '0x10', 'Infinity', 'NaN', '1,5'])('rejects the amount %j', (amount) => {
    expect(() => toBaseUnits(amount, 6)).toThrow(FormatError)
  })

  it('rejects bad decimals', () => {
    expect(() => toBaseUnits('1', -1)).toThrow(FormatError)
    expect(() => toBaseUnits('1', 1.5)).toThrow(FormatError)
  })

  it('leaves the global Decimal configuration untouched', () => {
    expect(Decimal.precision).toBe(20)
    expect(Decimal.rounding).toBe(Decimal.ROUND_HALF_UP)
    toBaseUnits('1.5', 6)
    expect(Decimal.precision).toBe(20)
    expect(new Decimal('123456789012345678901234567890').toString()).toBe('1.2345678901234567890123456789e+29')
  })
})
