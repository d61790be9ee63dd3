import { parseEther, parseUnits } from 'viem'

/**
 * The pools the reference cloud seeds on each local chain, from the deployer (account #9). Reserves set the
 * starting prices with gUSD as the dollar: 1 ETH = 3000 gUSD, 1 gEUR = 1.08 gUSD (so 1 ETH = 2777.78 gEUR),
 * deep enough that a swap of a few ETH moves the price by a few tenths of a percent.
 * `ETH` stands for WETH inside the pools (the router wraps and unwraps).
 */
export const SEED_POOLS = [
  { a: 'ETH', b: 'gUSD', amountA: parseEther('1000'), amountB: parseUnits('3000000', 6) },
  { a: 'ETH', b: 'gEUR', amountA: parseEther('540'), amountB: parseUnits('1500000', 18) },
  { a: 'gUSD', b: 'gEUR', amountA: parseUnits('1080000', 6), amountB: parseUnits('1000000', 18) },
] as const

export type SeedPool = (typeof SEED_POOLS)[number]

/**
 * What the deployer keeps of each token beside the pools' share: the convert service estimates a swap's gas from
 * the deployer (it holds an allowance to the router) when the visitor has not approved the router yet.
 */
export const DEPLOYER_TOKEN_RESERVE = { gUSD: parseUnits('1000000', 6), gEUR: parseUnits('1000000', 18) } as const
