/** A non-negative decimal number (as JavaScript prints it, exponent allowed) as an integer and a power-of-ten scale. */
function scaled(price: number): { units: bigint; scale: number } {
  const match = /^(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/i.exec(String(price))
  if (!match || !Number.isFinite(price)) throw new Error(`Not a non-negative decimal price: ${price}`)
  const fraction = match[2] ?? ''
  const exponent = Number(match[3] ?? 0)
  const units = BigInt(`${match[1]}${fraction}`)
  const scale = fraction.length - exponent
  return scale >= 0 ? { units, scale } : { units: units * 10n ** BigInt(-scale), scale: 0 }
}

/**
 * The USD value of `amount` base units of a token with `decimals` at `price` USD per whole unit, computed exactly
 * (amount × price as integers) and rounded to cents half-up: 1_500_000 gUSD base units at 1 → 1.5.
 */
export function usdValue(amount: bigint, decimals: number, price: number): number {
  if (amount < 0n) return -usdValue(-amount, decimals, price)
  const { units, scale } = scaled(price)
  const denominator = 10n ** BigInt(decimals + scale)
  const cents = (amount * units * 100n * 2n + denominator) / (2n * denominator)
  return Number(cents) / 100
}
