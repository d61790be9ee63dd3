/**
 * Fiat amounts as whole cents (bigint), parsed from what a visitor or a client sends and printed with two decimals.
 * Every refusal says what is wrong; the caller names the parameter.
 */

export type ParsedCents = { cents: bigint } | { problem: string }

/** '100', '100.5', '100.50', 100 or 100.5 → cents; zero, negative, not a number, or more than 2 decimals → a problem. */
export function parseFiatCents(raw: unknown): ParsedCents {
  if (raw === undefined || raw === null || raw === '') return { problem: 'missing' }
  if (typeof raw === 'number' && !Number.isFinite(raw)) return { problem: 'expected an amount such as 100 or 100.50' }
  if (typeof raw !== 'string' && typeof raw !== 'number') return { problem: 'expected an amount such as 100 or 100.50' }
  const text = String(raw).trim()
  if (/^-\s*\d/.test(text)) return { problem: 'expected an amount above 0, not a negative one' }
  const match = /^(\d{1,15})(?:\.(\d+))?$/.exec(text)
  if (!match) return { problem: 'expected an amount such as 100 or 100.50' }
  const fraction = match[2] ?? ''
  if (fraction.length > 2) return { problem: `at most 2 decimals, and '${text}' has ${fraction.length}` }
  const cents = BigInt(match[1]!) * 100n + BigInt(fraction.padEnd(2, '0'))
  if (cents === 0n) return { problem: 'expected an amount above 0' }
  return { cents }
}

/** 1050n → '10.50'. */
export function formatCents(cents: bigint): string {
  const sign = cents < 0n ? '-' : ''
  const abs = cents < 0n ? -cents : cents
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`
}

/** '7500.00' → 750000n: the §9 limits (trusted text, always two decimals). */
export const centsOf = (text: `${number}.${number}`): bigint => BigInt(text.replace('.', ''))
