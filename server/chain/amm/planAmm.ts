import { maxUint256, type Address } from 'viem'
import { testTokenAbi } from '../contracts/artifacts'
import type { TxPlan } from '../txPlan'
import { factoryAbi, routerAbi } from './ammAbis'
import { pairAddress, sortTokens } from './pairAddress'
import { DEPLOYER_TOKEN_RESERVE, SEED_POOLS, type SeedPool } from './seedPools'
import { uniswapBytecodes } from './uniswapArtifacts'

// Gas limits with headroom over what each used on anvil (the plan is signed without estimates).
const GAS = { weth9: 1_000_000n, factory: 4_500_000n, router: 6_500_000n, mint: 120_000n, approve: 80_000n, addLiquidity: 4_000_000n } as const

export interface DeployedPair {
  /** 'ETH/gUSD': the pool's tokens as the seed names them (ETH for WETH). */
  name: string
  address: Address
  token0: Address
  token1: Address
}

export interface DeployedAmm {
  weth: Address
  factory: Address
  router: Address
  pairs: DeployedPair[]
  /** The account that seeded the pools and keeps an allowance to the router (the deployer). */
  liquidityProvider: Address
}

/**
 * Plans WETH9, UniswapV2Factory (feeToSetter: the deployer) and UniswapV2Router02 (factory, WETH) from their
 * published bytecode, then the deployer's liquidity: it mints itself each pool's share plus a reserve of gUSD and
 * gEUR, approves the router for both, and adds the three SEED_POOLS (creating each pair). The pair addresses are
 * derived as the router derives them; deployLocalContracts checks them against the factory afterwards.
 */
export function planAmm(plan: TxPlan, tokens: { gUSD: Address; gEUR: Address }): DeployedAmm {
  const deployer = plan.from
  const code = uniswapBytecodes()
  const weth = plan.deploy('deploy WETH9', GAS.weth9, { abi: [], bytecode: code.weth9, args: [] })
  const factory = plan.deploy('deploy UniswapV2Factory', GAS.factory, { abi: factoryAbi, bytecode: code.factory, args: [deployer] })
  const router = plan.deploy('deploy UniswapV2Router02', GAS.router, { abi: routerAbi, bytecode: code.router02, args: [factory, weth] })

  const addressOf = (symbol: SeedPool['a'] | SeedPool['b']): Address => (symbol === 'ETH' ? weth : tokens[symbol])
  for (const symbol of ['gUSD', 'gEUR'] as const) {
    const pooled = SEED_POOLS.reduce((sum, pool) => sum + (pool.a === symbol ? pool.amountA : 0n) + (pool.b === symbol ? pool.amountB : 0n), 0n)
    plan.call(`mint ${symbol} to the deployer`, GAS.mint, tokens[symbol], { abi: testTokenAbi, functionName: 'mint', args: [deployer, pooled + DEPLOYER_TOKEN_RESERVE[symbol]] })
    plan.call(`approve the router for ${symbol}`, GAS.approve, tokens[symbol], { abi: testTokenAbi, functionName: 'approve', args: [router, maxUint256] })
  }
  const pairs: DeployedPair[] = []
  for (const pool of SEED_POOLS) {
    const name = `${pool.a}/${pool.b}`
    if (pool.a === 'ETH') {
      const args = [addressOf(pool.b), pool.amountB, pool.amountB, pool.amountA, deployer, maxUint256] as const
      plan.call(`add liquidity ${name}`, GAS.addLiquidity, router, { abi: routerAbi, functionName: 'addLiquidityETH', args }, pool.amountA)
    } else {
      const args = [addressOf(pool.a), addressOf(pool.b), pool.amountA, pool.amountB, pool.amountA, pool.amountB, deployer, maxUint256] as const
      plan.call(`add liquidity ${name}`, GAS.addLiquidity, router, { abi: routerAbi, functionName: 'addLiquidity', args })
    }
    const [token0, token1] = sortTokens(addressOf(pool.a), addressOf(pool.b))
    pairs.push({ name, address: pairAddress(factory, token0, token1), token0, token1 })
  }
  return { weth, factory, router, pairs, liquidityProvider: deployer }
}
