/** Crypto amounts: whole-unit decimal text (what clients send and answers carry) ↔ base units. */

export type ParsedUnits = { units: bigint } | { problem: string }

const DECIMAL = /^(\d{1,40})(?:\.(\d{1,80}))?(?:e([+-]?\d{1,3}))?$/i

/**
 * '12.5', '0.001', '1e-7' (JavaScript prints small numbers so) or a number → base units of a token with `decimals`;
 * zero, negative, not a number, or finer than the token's last unit → a problem.
 */
export function parseUnits(raw: unknown, decimals: number): ParsedUnits {
  if (raw === undefined || raw === null || raw === '') return { problem: 'missing' }
  if (typeof raw !== 'string' && typeof raw !== 'number') return { problem: 'expected a decimal amount such as 12.5' }
  const text = String(raw).trim()
  if (/^-\s*\d/.test(text)) return { problem: 'expected an amount above 0, not a negative one' }
  const match = DECIMAL.exec(text)
  if (!match) return { problem: 'expected a decimal amount such as 12.5' }
  const digits = `${match[1]}${match[2] ?? ''}`
  const shift = decimals - (match[2] ?? '').length + Number(match[3] ?? 0)
  let units: bigint
  if (shift >= 0) units = BigInt(digits) * 10n ** BigInt(shift)
  else {
    const divisor = 10n ** BigInt(-shift)
    if (BigInt(digits) % divisor !== 0n) return { problem: `more decimals than the token's ${decimals}` }
    units = BigInt(digits) / divisor
  }
  if (units === 0n) return { problem: 'expected an amount above 0' }
  return { units }
}

/** Base units → whole-unit decimal text without trailing zeros: 1_500_000n with 6 decimals → '1.5'. */
export function formatUnits(units: bigint, decimals: number): string {
  const base = 10n ** BigInt(decimals)
  const whole = units / base
  const fraction = (units % base).toString().padStart(decimals, '0').replace(/0+$/, '')
  return fraction === '' ? whole.toString() : `${whole}.${fraction}`
}
