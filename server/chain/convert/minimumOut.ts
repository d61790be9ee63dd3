/** Basis points in one: slippage 1% is 100 bps. */
const WHOLE_BPS = 10_000n

/** The least a swap accepts: the quote less the slippage (in basis points), rounded down, as Uniswap's interface does. */
export function minimumOut(quote: bigint, slippageBps: bigint): bigint {
  if (slippageBps < 0n || slippageBps >= WHOLE_BPS) throw new RangeError(`slippage must be 0 to 9999 bps, got ${slippageBps}`)
  return (quote * (WHOLE_BPS - slippageBps)) / WHOLE_BPS
}
