import { describe, expect, it } from 'vitest'
import { formatUnits, parseUnits } from './decimalUnits'
import { centsOf, formatCents, parseFiatCents } from './fiatAmount'

describe('fiat amounts (cents)', () => {
  it('reads whole amounts and up to 2 decimals, as text or a number', () => {
    expect(parseFiatCents('100')).toEqual({ cents: 10_000n })
    expect(parseFiatCents(' 100.5 ')).toEqual({ cents: 10_050n })
    expect(parseFiatCents('7500.00')).toEqual({ cents: 750_000n })
    expect(parseFiatCents(12.34)).toEqual({ cents: 1_234n })
  })

  it('refuses zero, negative, non-numeric, too fine, missing', () => {
    expect(parseFiatCents('0')).toEqual({ problem: 'expected an amount above 0' })
    expect(parseFiatCents('0.00')).toEqual({ problem: 'expected an amount above 0' })
    expect(parseFiatCents('-5')).toEqual({ problem: 'expected an amount above 0, not a negative one' })
    expect(parseFiatCents('ten')).toEqual({ problem: 'expected an amount such as 100 or 100.50' })
    expect(parseFiatCents('1e3')).toEqual({ problem: 'expected an amount such as 100 or 100.50' })
    expect(parseFiatCents(Number.NaN)).toEqual({ problem: 'expected an amount such as 100 or 100.50' })
    expect(parseFiatCents('10.001')).toEqual({ problem: "at most 2 decimals, and '10.001' has 3" })
    expect(parseFiatCents('')).toEqual({ problem: 'missing' })
    expect(parseFiatCents({ amount: 1 })).toEqual({ problem: 'expected an amount such as 100 or 100.50' })
  })

  it('prints two decimals', () => {
    expect(formatCents(1_050n)).toBe('10.50')
    expect(formatCents(7n)).toBe('0.07')
    expect(centsOf('25000.00')).toBe(2_500_000n)
  })
})

describe('crypto amounts (base units)', () => {
  it('reads decimal text, numbers and the exponent form JavaScript prints small numbers in', () => {
    expect(parseUnits('12.5', 6)).toEqual({ units: 12_500_000n })
    expect(parseUnits(0.01, 18)).toEqual({ units: 10n ** 16n })
    expect(parseUnits(String(0.0000001), 18)).toEqual({ units: 10n ** 11n })
    expect(parseUnits('1e-7', 18)).toEqual({ units: 10n ** 11n })
  })

  it('refuses zero, negative, non-numeric and amounts finer than the token', () => {
    expect(parseUnits('0', 6)).toEqual({ problem: 'expected an amount above 0' })
    expect(parseUnits('-1', 6)).toEqual({ problem: 'expected an amount above 0, not a negative one' })
    expect(parseUnits('abc', 6)).toEqual({ problem: 'expected a decimal amount such as 12.5' })
    expect(parseUnits('0.0000001', 6)).toEqual({ problem: "more decimals than the token's 6" })
  })

  it('prints whole units without trailing zeros', () => {
    expect(formatUnits(1_500_000n, 6)).toBe('1.5')
    expect(formatUnits(10n ** 18n, 18)).toBe('1')
    expect(formatUnits(32_500_000_000_000_000n, 18)).toBe('0.0325')
  })
})
