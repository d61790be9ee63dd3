import { DISPLAY } from '../lazyConstants'
import { BigDecimal, toDecimal } from './decimal'

/**
 * A balance for display: truncated (never rounded) to `decimals` places (§9: 3), padded with zeros.
 * Zero, empty, undefined or non-numeric input shows as zero ('0.000').
 */
export function formatBalance(value: string | number | bigint | null | undefined, decimals: number = DISPLAY.balanceDecimals): string {
  const places = Math.max(0, Math.trunc(decimals))
  const decimal = toDecimal(value)
  const truncated = decimal?.toDecimalPlaces(places, BigDecimal.ROUND_DOWN)
  if (!truncated || truncated.isZero()) return new BigDecimal(0).toFixed(places)
  return truncated.toFixed(places)
}
