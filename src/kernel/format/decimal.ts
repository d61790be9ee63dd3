import Decimal from 'decimal.js'
import { DISPLAY } from '../lazyConstants'

/**
 * The kit's own Decimal constructor, configured as §9 says (results rounded half up to 20 decimal
 * places) on a clone, so the global Decimal a host app may use keeps its configuration. The precision
 * (significant digits) is high enough for any uint256 amount plus 20 decimal places.
 */
export const BigDecimal = Decimal.clone({
  precision: 120,
  rounding: Decimal.ROUND_HALF_UP,
  toExpNeg: -9e15,
  toExpPos: 9e15,
})

export type BigDecimal = InstanceType<typeof BigDecimal>

export const DECIMAL_PLACES = DISPLAY.bigNumberPrecisionDecimals

/** A finite decimal, or undefined for empty, non-numeric, NaN or infinite input. Never throws. */
export function toDecimal(value: unknown): BigDecimal | undefined {
  let input: string | number
  if (typeof value === 'number') input = value
  else if (typeof value === 'bigint') input = value.toString()
  else if (typeof value === 'string' && value.trim() !== '') input = value.trim()
  else return undefined
  try {
    const decimal = new BigDecimal(input)
    return decimal.isFinite() ? decimal : undefined
  } catch {
    return undefined
  }
}
