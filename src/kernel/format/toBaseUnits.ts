import { FormatError } from '../errors/format'
import { BigDecimal } from './decimal'

/**
 * '1.5' with 6 decimals → 1500000n. Digits beyond `decimals` are rounded half up (§9).
 * Throws a FormatError for an amount that is not a finite decimal number or bad `decimals`.
 */
export function toBaseUnits(amount: string, decimals: number): bigint {
  if (!Number.isInteger(decimals) || decimals < 0) throw new FormatError('INVALID_DECIMALS', { values: { decimals } })
  const text = typeof amount === 'string' ? amount.trim() : ''
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(text)) throw new FormatError('INVALID_AMOUNT', { values: { amount: String(amount) } })
  const units = new BigDecimal(text).times(new BigDecimal(10).pow(decimals)).toDecimalPlaces(0, BigDecimal.ROUND_HALF_UP)
  return BigInt(units.toFixed(0))
}
