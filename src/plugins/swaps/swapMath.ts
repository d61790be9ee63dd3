import BaseDecimal from 'decimal.js'
import { SWAP_SLIPPAGE_TOLERANCE } from 'gangway/plugin'
import { AMOUNT_ERRORS } from './swapErrors'

/** Digits with an optional dot: '1', '1.5', '.5', '2.' (no sign, exponent, spaces or separators). */
const PLAIN_NUMBER = /^(\d+\.?\d*|\.\d+)$/
const MAX_UINT256 = 2n ** 256n - 1n

/** decimal.js with room for any uint256 in base units (its default, 20 significant digits, would round 18-decimal balances). */
export const Decimal = BaseDecimal.clone({ precision: 90 })
export type Decimal = BaseDecimal

export type ParsedAmount = { readonly units: bigint; readonly error?: undefined } | { readonly units?: undefined; readonly error: string }

/** A typed amount in base units, or why it is refused: not a number, zero or negative, too many decimals, too large. */
export function parseAmount(text: string, decimals: number, symbol: string): ParsedAmount {
  const value = text.trim()
  if (value.startsWith('-') && PLAIN_NUMBER.test(value.slice(1))) return { error: AMOUNT_ERRORS.notPositive }
  if (!PLAIN_NUMBER.test(value)) return { error: AMOUNT_ERRORS.notNumber }
  const fraction = value.split('.')[1] ?? ''
  if (fraction.length > decimals) return { error: AMOUNT_ERRORS.tooManyDecimals(symbol, decimals) }
  const [whole = '', part = ''] = value.split('.')
  const units = BigInt(`${whole || '0'}${part.padEnd(decimals, '0')}`)
  if (units <= 0n) return { error: AMOUNT_ERRORS.notPositive }
  if (units > MAX_UINT256) return { error: AMOUNT_ERRORS.tooLarge }
  return { units }
}

/** Base units in whole units. */
export const toWhole = (units: bigint, decimals: number): Decimal => new Decimal(units.toString()).div(new Decimal(10).pow(decimals))

/** Whole units as text with at most `places` decimals (rounded down, trailing zeros dropped): what a field shows. */
export function wholeText(units: bigint, decimals: number, places = 6): string {
  return toWhole(units, decimals).toDecimalPlaces(places, Decimal.ROUND_DOWN).toFixed()
}

/** A plain decimal with its whole part grouped by thousands ('2960.994' → '2,960.994'). */
export function grouped(text: string): string {
  const [whole = '0', fraction] = text.split('.')
  const digits = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return fraction ? `${digits}.${fraction}` : digits
}

/** A rate or small amount with `digits` significant digits, at most 2 decimals past 1 000 ('2,990.91', '0.000334346'). */
export function significant(value: Decimal, digits = 6): string {
  if (value.isZero()) return '0'
  const rounded = value.toSignificantDigits(digits, Decimal.ROUND_DOWN)
  return grouped((rounded.gte(1000) ? rounded.toDecimalPlaces(2, Decimal.ROUND_DOWN) : rounded).toFixed())
}

/** How many `to` one `from` buys at this quote (and the other way round with the arguments swapped). */
export function rate(fromUnits: bigint, fromDecimals: number, toUnits: bigint, toDecimals: number): Decimal | undefined {
  if (fromUnits <= 0n || toUnits <= 0n) return undefined
  return toWhole(toUnits, toDecimals).div(toWhole(fromUnits, fromDecimals))
}

/**
 * The price impact in percent: how much less the output is worth than the input at the pools' spot prices (AppKit's
 * reckoning: (in − out) / in × 100). Undefined without both prices.
 */
export function priceImpact(fromWhole: Decimal, fromPrice: number | undefined, toWhole: Decimal, toPrice: number | undefined): Decimal | undefined {
  if (!fromPrice || !toPrice) return undefined
  const input = fromWhole.times(fromPrice)
  if (input.isZero()) return undefined
  return Decimal.max(input.minus(toWhole.times(toPrice)).div(input).times(100), 0)
}

/** The least the swap accepts: the quote less the §9 slippage tolerance, rounded down (as the service builds it). */
export function minimumReceived(toUnits: bigint, slippagePercent = SWAP_SLIPPAGE_TOLERANCE): bigint {
  const basisPoints = BigInt(Math.round(slippagePercent * 100))
  return (toUnits * (10_000n - basisPoints)) / 10_000n
}

/** The network fee in wei (gas × gas price). */
export const networkFeeWei = (gas: bigint, gasPrice: bigint): bigint => gas * gasPrice

/** The network fee in US dollars at the native coin's price; undefined without a price. */
export function networkFeeUsd(feeWei: bigint, nativeDecimals: number, nativePrice: number | undefined): Decimal | undefined {
  if (nativePrice === undefined) return undefined
  return toWhole(feeWei, nativeDecimals).times(nativePrice)
}
