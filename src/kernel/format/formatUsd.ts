import { BigDecimal, toDecimal } from './decimal'

/** A USD amount for display: '$1,234.57'-style cents, rounded half up (money, unlike balances, is rounded). */
export function formatUsd(value: number | string | undefined): string {
  const cents = (toDecimal(value) ?? new BigDecimal(0)).toDecimalPlaces(2, BigDecimal.ROUND_HALF_UP)
  return `$${cents.toFixed(2)}`
}

/** The exact sum of USD amounts (no float drift), for totals. */
export function sumUsd(values: readonly (number | undefined)[]): string {
  return values.reduce<InstanceType<typeof BigDecimal>>((sum, value) => sum.plus(toDecimal(value) ?? 0), new BigDecimal(0)).toString()
}
