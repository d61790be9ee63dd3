import { Decimal } from './swapMath'
import { describe, expect, it } from 'vitest'
import { minimumReceived, networkFeeUsd, parseAmount, priceImpact, rate, significant, wholeText } from './swapMath'

describe('parseAmount', () => {
  it('converts whole units to base units with the token decimals, never through a float', () => {
    expect(parseAmount('1.5', 6, 'gUSD')).toEqual({ units: 1_500_000n })
    expect(parseAmount('0.1', 18, 'ETH')).toEqual({ units: 100_000_000_000_000_000n })
    expect(parseAmount('123456789.123456789123456789', 18, 'gEUR')).toEqual({ units: 123456789123456789123456789n })
    expect(parseAmount(' .5 ', 6, 'gUSD')).toEqual({ units: 500_000n })
  })

  it('refuses too many decimals, zero, negative, non-numeric and absurdly large amounts in words a visitor reads', () => {
    expect(parseAmount('1.1234567', 6, 'gUSD')).toEqual({ error: 'gUSD allows at most 6 decimals' })
    expect(parseAmount('0', 6, 'gUSD')).toEqual({ error: 'Enter an amount greater than 0' })
    expect(parseAmount('0.000', 6, 'gUSD')).toEqual({ error: 'Enter an amount greater than 0' })
    expect(parseAmount('-1', 6, 'gUSD')).toEqual({ error: 'Enter an amount greater than 0' })
    expect(parseAmount('abc', 6, 'gUSD')).toEqual({ error: 'Enter the amount as a number, like 1.5' })
    expect(parseAmount('1e3', 6, 'gUSD')).toEqual({ error: 'Enter the amount as a number, like 1.5' })
    expect(parseAmount('1,000', 6, 'gUSD')).toEqual({ error: 'Enter the amount as a number, like 1.5' })
    expect(parseAmount('9'.repeat(80), 18, 'ETH')).toEqual({ error: 'The amount is too large' })
  })
})

describe('quote arithmetic', () => {
  it('the minimum received is the quote less 1% (§9), rounded down as the service builds it', () => {
    expect(minimumReceived(298_123_456n)).toBe(295_142_221n)
    expect(minimumReceived(100n)).toBe(99n)
    expect(minimumReceived(1000n, 0.5)).toBe(995n)
  })

  it('the rate both ways and readable significant digits', () => {
    const forward = rate(10n ** 17n, 18, 299_093_456n, 6)
    expect(significant(forward!)).toBe('2,990.93')
    expect(significant(rate(299_093_456n, 6, 10n ** 17n, 18)!)).toBe('0.000334343')
    expect(rate(0n, 18, 1n, 6)).toBeUndefined()
  })

  it('price impact is the value lost at the pools’ spot prices, in percent; none without both prices', () => {
    expect(priceImpact(new Decimal(1), 3000, new Decimal(2970), 1)!.toFixed(2)).toBe('1.00')
    expect(priceImpact(new Decimal(1), 3000, new Decimal(2970), undefined)).toBeUndefined()
  })

  it('network fee in dollars at the native price; whole-unit text for fields', () => {
    expect(networkFeeUsd(150_000n * 2_000_000_000n, 18, 3000)!.toFixed(2)).toBe('0.90')
    expect(networkFeeUsd(1n, 18, undefined)).toBeUndefined()
    expect(wholeText(1_234_567_891n, 6)).toBe('1234.567891')
    expect(wholeText(10n ** 18n / 3n, 18)).toBe('0.333333')
  })
})
