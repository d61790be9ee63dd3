import { FormatError } from '../errors/format'
import { BigDecimal, DECIMAL_PLACES } from './decimal'

/**
 * 1500000n with 6 decimals → '1.5': plain notation, no trailing zeros, rounded half up to 20 decimal
 * places (§9). Throws a FormatError for a value that is not an integer or bad `decimals`.
 */
export function fromBaseUnits(value: bigint | string, decimals: number): string {
  if (!Number.isInteger(decimals) || decimals < 0) throw new FormatError('INVALID_DECIMALS', { values: { decimals } })
  const text = typeof value === 'bigint' ? value.toString() : typeof value === 'string' ? value.trim() : ''
  if (!/^[-+]?\d+$/.test(text)) throw new FormatError('INVALID_BASE_UNITS', { values: { value: String(value) } })
  const result = new BigDecimal(text).dividedBy(new BigDecimal(10).pow(decimals)).toDecimalPlaces(DECIMAL_PLACES, BigDecimal.ROUND_HALF_UP)
  return result.isZero() ? '0' : result.toFixed()
}
