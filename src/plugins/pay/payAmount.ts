import { PayError } from './payErrors'

/** Digits with an optional dot: '5', '0.25', '.5', '5.' (no sign, exponent, spaces or separators). */
const PLAIN_NUMBER = /^(\d+\.?\d*|\.\d+)$/

/** A JavaScript number's shortest text without its exponent: 1e-7 → '0.0000001', 1.5e21 → '1500000000000000000000'. */
export function plainNumberText(value: number): string {
  const text = String(value)
  const match = /^(\d+)(?:\.(\d+))?e([+-]\d+)$/.exec(text)
  if (!match) return text
  const [, whole = '', fraction = '', exponent = '0'] = match
  const digits = whole + fraction
  const point = whole.length + Number(exponent)
  if (point <= 0) return `0.${'0'.repeat(-point)}${digits}`
  if (point >= digits.length) return digits + '0'.repeat(point - digits.length)
  return `${digits.slice(0, point)}.${digits.slice(point)}`
}

/** An amount checked against the asset's decimals: its plain text in whole units ('5', '0.25') and in base units. */
export interface CheckedAmount {
  readonly text: string
  readonly units: bigint
}

const refuse = (reason: string): PayError => new PayError('INVALID_AMOUNT', { values: { reason } })

/**
 * The amount of a payment (a number, or decimal text), in whole units of an asset with `decimals`: refused when it
 * is not a number, zero or negative, or has more decimals than the asset. Trailing zeros of the fraction do not count.
 */
export function checkAmount(value: unknown, decimals: number, symbol: string): CheckedAmount {
  let text: string
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw refuse('must be a number, like 5 or 0.25')
    if (value <= 0) throw refuse('must be greater than 0')
    text = plainNumberText(value)
  } else if (typeof value === 'string') {
    text = value.trim()
    if (text.startsWith('-') && PLAIN_NUMBER.test(text.slice(1))) throw refuse('must be greater than 0')
  } else {
    throw refuse('must be a number, like 5 or 0.25')
  }
  if (!PLAIN_NUMBER.test(text)) throw refuse('must be a number, like 5 or 0.25')
  const [rawWhole = '', rawFraction = ''] = text.split('.')
  const fraction = rawFraction.replace(/0+$/, '')
  const whole = rawWhole.replace(/^0+(?=\d)/, '') || '0'
  if (fraction.length > decimals) throw refuse(`has more decimals than ${symbol} has (${decimals})`)
  const units = BigInt(whole + fraction.padEnd(decimals, '0'))
  if (units <= 0n) throw refuse('must be greater than 0')
  return { text: fraction === '' ? whole : `${whole}.${fraction}`, units }
}
