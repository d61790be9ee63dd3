/** The least headroom a built swap's gas limit carries above the estimate: two pools' price accumulators, written cold. */
const MIN_HEADROOM = 50_000n

/**
 * The gas limit a built swap carries: the estimate plus a fifth, and at least MIN_HEADROOM. An estimate runs in a
 * pending block that may share the pools' last timestamp, where Uniswap V2's pair skips writing its price
 * accumulators; the block the swap lands in may not, and the exact estimate then runs out of gas (seen on anvil).
 */
export function swapGasLimit(estimate: bigint): bigint {
  const headroom = estimate / 5n
  return estimate + (headroom > MIN_HEADROOM ? headroom : MIN_HEADROOM)
}
