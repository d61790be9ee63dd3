import Decimal from 'decimal.js'

const Exact = Decimal.clone({ precision: 50, rounding: Decimal.ROUND_HALF_UP })

/** Significant digits of a published price: what a JavaScript number carries without float noise. */
export const PRICE_SIGNIFICANT_DIGITS = 15

export interface PoolReserves {
  /** Lower-case token addresses. */
  token0: string
  token1: string
  reserve0: bigint
  reserve1: bigint
}

/**
 * The price of every token reachable from the dollar token through pools, in dollars per whole token: the dollar
 * is 1, and a token paired with a priced one costs price × (that reserve / 10^its decimals) ÷ (its reserve / 10^its
 * decimals), the pool's spot price. Tokens are visited breadth first from the dollar, so each is priced through the
 * fewest pools (ties: the first pool listed). A pool with an empty side, or with a token whose decimals are not
 * known, prices nothing; a token no pool path reaches has no price (absent from the map).
 */
export function pricesFromReserves(dollar: string, decimals: ReadonlyMap<string, number>, pools: readonly PoolReserves[]): Map<string, number> {
  const exact = new Map<string, Decimal>([[dollar, new Exact(1)]])
  const queue = [dollar]
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    const price = exact.get(next)!
    for (const pool of pools) {
      const side = pool.token0 === next ? 0 : pool.token1 === next ? 1 : undefined
      if (side === undefined) continue
      const [other, reserveKnown, reserveOther] = side === 0 ? [pool.token1, pool.reserve0, pool.reserve1] : [pool.token0, pool.reserve1, pool.reserve0]
      const knownDecimals = decimals.get(next)
      const otherDecimals = decimals.get(other)
      if (exact.has(other) || reserveKnown === 0n || reserveOther === 0n || knownDecimals === undefined || otherDecimals === undefined) continue
      const known = new Exact(reserveKnown.toString()).div(new Exact(10).pow(knownDecimals))
      const unknown = new Exact(reserveOther.toString()).div(new Exact(10).pow(otherDecimals))
      exact.set(other, price.times(known).div(unknown))
      queue.push(other)
    }
  }
  return new Map([...exact].map(([token, price]) => [token, price.toSignificantDigits(PRICE_SIGNIFICANT_DIGITS).toNumber()]))
}
