import { FormatError } from '../errors/format'
import Decimal from 'decimal.js'
import { describe, expect, it } from 'vitest'
import { DISPLAY } from '../lazyConstants'
import { fromBaseUnits } from './fromBaseUnits'
import { toBaseUnits } from './toBaseUnits'

describe('fromBaseUnits', () => {
  it('divides by the token decimals, in plain notation without trailing zeros', () => {
    expect(fromBaseUnits(1_500_000n, 6)).toBe('1.5')
    expect(fromBaseUnits('1000000', 6)).toBe('1')
    expect(fromBaseUnits(1n, 18)).toBe('0.000000000000000001')
    expect(fromBaseUnits(0n, 18)).toBe('0')
    expect(fromBaseUnits(-25n, 1)).toBe('-2.5')
    expect(fromBaseUnits(2n ** 256n - 1n, 18)).toBe('115792089237316195423570985008687907853269984665640564039457.584007913129639935')
    expect(fromBaseUnits(123n, 0)).toBe('123')
  })

  it('rounds half up to DISPLAY.bigNumberPrecisionDecimals (20) places', () => {
    expect(DISPLAY.bigNumberPrecisionDecimals).toBe(20)
    expect(fromBaseUnits(15n, 21)).toBe('0.00000000000000000002')
    expect(fromBaseUnits(14n, 21)).toBe('0.00000000000000000001')
    expect(fromBaseUnits(4n, 21)).toBe('0')
    expect(fromBaseUnits(123456789n, 24)).toBe('0.00000000000000012346')
  })

  it('round-trips with toBaseUnits', () => {
    for (const amount of ['0.1', '42', '1.000001', '98765.4321']) expect(fromBaseUnits(toBaseUnits(amount, 18), 18)).toBe(amount)
  })

  it.each(['1.5', 'abc', '', '1e3', '0x10'])('rejects the value %j', (value) => {
    expect(() => fromBaseUnits(value, 6)).toThrow(FormatError)
  })

  it('rejects bad decimals and leaves the global Decimal untouched', () => {
    expect(() => fromBaseUnits(1n, -2)).toThrow(FormatError)
    fromBaseUnits(1n, 30)
    expect(Decimal.precision).toBe(20)
  })
})
