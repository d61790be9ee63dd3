import Decimal from 'decimal.js'
import { OnrampError } from './onrampErrors'

/** A payment method's limits in cents of the payment currency. */
export interface CentLimits {
  readonly min: bigint
  readonly max: bigint
}

/** What the amount field holds, checked: whole cents, or why not. */
export type CheckedAmount = { readonly cents: bigint } | { readonly error: OnrampError }

/** 750000n → '7,500.00' (two decimals, thousands grouped). */
export function formatFiat(cents: bigint): string {
  const negative = cents < 0n
  const abs = negative ? -cents : cents
  const whole = (abs / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${negative ? '-' : ''}${whole}.${(abs % 100n).toString().padStart(2, '0')}`
}

/** 5000n → '50.00': the amount as the service reads it. */
export const centsText = (cents: bigint): string => formatFiat(cents).replaceAll(',', '')

/** A service's limit text ('10.00', '7500') in cents: a minimum rounded up, a maximum down, to the cent. */
export function limitCents(text: string, bound: 'min' | 'max'): bigint {
  const cents = new Decimal(text).mul(100)
  return BigInt((bound === 'min' ? cents.ceil() : cents.floor()).toFixed(0))
}

/**
 * The amount field's text against the payment method's limits, before anything is asked or opened: empty, not a
 * number, zero or negative, more than 2 decimals, below the minimum or above the maximum are each refused by name.
 * `1,000.50` and a trailing space are read; an exponent or a second point are not.
 */
export function checkAmount(text: string, limits: CentLimits, currency: string, method: string): CheckedAmount {
  const trimmed = text.trim().replaceAll(',', '')
  if (trimmed === '') return { error: new OnrampError('AMOUNT_MISSING') }
  if (/^-\s*\d/.test(trimmed)) return { error: new OnrampError('AMOUNT_NOT_POSITIVE') }
  const match = /^(\d{1,15})?(?:\.(\d*))?$/.exec(trimmed)
  if (!match || (match[1] === undefined && !match[2])) return { error: new OnrampError('AMOUNT_NOT_NUMBER') }
  const fraction = match[2] ?? ''
  if (fraction.length > 2) return { error: new OnrampError('AMOUNT_TOO_PRECISE', { values: { currency } }) }
  const cents = BigInt(match[1] ?? '0') * 100n + BigInt(fraction.padEnd(2, '0') || '0')
  if (cents === 0n) return { error: new OnrampError('AMOUNT_NOT_POSITIVE') }
  if (cents < limits.min) return { error: new OnrampError('AMOUNT_BELOW_MINIMUM', { values: { method, currency, min: formatFiat(limits.min) } }) }
  if (cents > limits.max) return { error: new OnrampError('AMOUNT_ABOVE_MAXIMUM', { values: { method, currency, max: formatFiat(limits.max) } }) }
  return { cents }
}
