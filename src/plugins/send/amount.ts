import type { PluginFormat, TokenBalance } from 'gangway/plugin'
import { AMOUNT_ERRORS } from './sendErrors'

/** Digits with an optional dot: '1', '1.5', '.5', '2.' (no sign, exponent, spaces or thousands separators). */
const PLAIN_NUMBER = /^(\d+\.?\d*|\.\d+)$/

/** Kept back from a native "max" so the wallet can pay the fee: 0.001 of the coin. */
const NATIVE_FEE_RESERVE_DIGITS = 3

/** The token's decimals, or undefined when its decimals string is not a whole number. */
export function tokenDecimals(token: TokenBalance): number | undefined {
  const decimals = Number(token.quantity.decimals)
  return Number.isInteger(decimals) && decimals >= 0 ? decimals : undefined
}

/** The token's balance in base units (0 when unreadable). */
export function balanceUnits(token: TokenBalance, decimals: number, format: PluginFormat): bigint {
  try {
    return format.toBaseUnits(token.quantity.numeric, decimals)
  } catch {
    return 0n
  }
}

/**
 * Why an amount is refused, or undefined when it can be sent: empty, not a plain number, negative or zero,
 * more decimals than the token has, more than the balance. Without a token only the number itself is checked.
 */
export function amountError(text: string, token: TokenBalance | undefined, format: PluginFormat): string | undefined {
  const value = text.trim()
  if (value === '') return AMOUNT_ERRORS.empty
  if (value.startsWith('-') && PLAIN_NUMBER.test(value.slice(1))) return AMOUNT_ERRORS.notPositive
  if (!PLAIN_NUMBER.test(value)) return AMOUNT_ERRORS.notNumber
  const fraction = value.split('.')[1] ?? ''
  const decimals = token ? tokenDecimals(token) : undefined
  if (token && decimals !== undefined && fraction.length > decimals) return AMOUNT_ERRORS.tooManyDecimals(token.symbol, decimals)
  // Without a token, the places typed are enough to tell zero from more than zero.
  const units = format.toBaseUnits(value, decimals ?? Math.max(fraction.length, 1))
  if (units <= 0n) return AMOUNT_ERRORS.notPositive
  if (token && decimals !== undefined && units > balanceUnits(token, decimals, format)) {
    return AMOUNT_ERRORS.moreThanBalance(token.symbol, format.tokenBalance(token.quantity.numeric))
  }
  return undefined
}

/** The "max" amount: the whole balance of an ERC-20; the native coin's balance less a small fee reserve. */
export function maxAmount(token: TokenBalance, format: PluginFormat): string {
  const decimals = tokenDecimals(token)
  if (decimals === undefined) return '0'
  const balance = balanceUnits(token, decimals, format)
  const reserve = token.address ? 0n : 10n ** BigInt(Math.max(decimals - NATIVE_FEE_RESERVE_DIGITS, 0))
  return format.fromBaseUnits(balance > reserve ? balance - reserve : 0n, decimals)
}
