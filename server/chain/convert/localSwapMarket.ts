import { BaseError, encodeFunctionData, erc20Abi, getAddress, HttpRequestError, maxUint256, parseEther, TimeoutError, type Address, type Hex, type PublicClient } from 'viem'
import { NATIVE_TOKEN_ADDRESS } from '../../../src/protocol/convert'
import { routerAbi } from '../amm/ammAbis'
import type { LocalAmmInfo } from '../localChainsInfo'
import type { CatalogToken, ChainCatalog } from '../tokenCatalog'
import { ConvertRefusal, invalidParameter } from './convertError'
import type { TokenRef } from './convertParams'
import { swapPath } from './swapPath'

/** A swap's deadline: this long after the later of now and the chain's latest block (Uniswap's interface uses 20 min). */
export const SWAP_DEADLINE_SECONDS = 20n * 60n
/** Uniswap V2's fee: 0.3% of the input at each pool (997/1000 kept). */
const FEE_KEPT = [997n, 1000n] as const
/** What a gas estimate of an ETH-in swap lends the sender above the input (a simulation: nothing is spent). */
const ESTIMATE_BALANCE_HEADROOM = parseEther('1000')

/** A token that trades on the chain's pools: the native coin (as WETH in the pools) or a known ERC-20. */
export interface SwappableToken {
  token: CatalogToken
  /** Its address in the pools (WETH for the native coin). */
  poolAddress: Address
  native: boolean
  /** Its convert id: 'eip155:31337:0x…' (the native coin: 0xeeee…eeee). */
  id: string
}

export interface SwapCall {
  to: Address
  data: Hex
  value: bigint
}

/** Why a chain call failed: the node not answering (502) or the call reverting (400, its reason). */
function chainFailure(error: unknown, what: string): ConvertRefusal {
  if (error instanceof BaseError && error.walk((cause) => cause instanceof HttpRequestError || cause instanceof TimeoutError)) {
    return new ConvertRefusal('CHAIN_UNREACHABLE', 502, { message: `The chain does not answer (${what})` })
  }
  const reason = revertReason(error)
  // The router pulls the input with transferFrom: without an allowance (or the balance) the token refuses.
  const hint = /TRANSFER_FROM_FAILED/.test(reason) ? ' (the router may not take this much of the token: approve it first with build-approve, or the balance is short)' : ''
  return new ConvertRefusal('TRANSACTION_WOULD_REVERT', 400, { message: `The ${what} would revert: ${reason}${hint}`, reasons: [{ name: 'TRANSACTION_WOULD_REVERT', description: reason }] })
}

/** The revert reason of a failed call or estimate, as the chain gave it. */
export function revertReason(error: unknown): string {
  if (!(error instanceof BaseError)) return error instanceof Error ? error.message : String(error)
  const withReason = error.walk((cause) => typeof (cause as { reason?: unknown }).reason === 'string') as { reason?: string } | null
  if (withReason?.reason) return withReason.reason
  const details = error.walk((cause) => cause instanceof BaseError && typeof cause.details === 'string' && cause.details.length > 0) as BaseError | null
  return (details?.details ?? error.shortMessage).replace(/^execution reverted:?\s*/i, '') || 'execution reverted'
}

/**
 * The swap market of one local chain: its Uniswap V2 pools (from local-chains.json) and Router02, read and
 * simulated on the chain. Every method that reads the chain answers a ConvertRefusal when it cannot.
 */
export class LocalSwapMarket {
  readonly caipNetworkId: string
  private readonly swappable: SwappableToken[]

  constructor(
    readonly chain: ChainCatalog,
    readonly amm: LocalAmmInfo,
    private readonly client: PublicClient,
  ) {
    this.caipNetworkId = chain.caipNetworkId
    const pooled = new Set(amm.pairs.flatMap((pair) => [pair.token0.toLowerCase(), pair.token1.toLowerCase()]))
    const native: SwappableToken[] = pooled.has(amm.weth.toLowerCase())
      ? [{ token: chain.native, poolAddress: getAddress(amm.weth), native: true, id: `${this.caipNetworkId}:${NATIVE_TOKEN_ADDRESS}` }]
      : []
    const erc20s = chain.tokens.flatMap((token) =>
      token.address && !token.spam && pooled.has(token.address.toLowerCase()) ? [{ token, poolAddress: token.address, native: false, id: `${this.caipNetworkId}:${token.address}` }] : [],
    )
    this.swappable = [...native, ...erc20s]
  }

  get router(): Address {
    return getAddress(this.amm.router)
  }

  /** The native coin first, then the known ERC-20s that are in a pool (spam never). */
  tokens(): readonly SwappableToken[] {
    return this.swappable
  }

  /** The swappable token a parsed id names, or 400 naming the parameter. */
  token(ref: TokenRef, parameter: string): SwappableToken {
    const found = this.swappable.find((candidate) => (ref.address === 'native' ? candidate.native : !candidate.native && candidate.poolAddress === ref.address))
    if (!found) throw invalidParameter(parameter, `no swappable token ${ref.address === 'native' ? 'native coin' : ref.address} on ${this.caipNetworkId}`)
    return found
  }

  /** Router02's path between two tokens, or 400 INSUFFICIENT_LIQUIDITY when no pools join them. */
  path(from: SwappableToken, to: SwappableToken): Address[] {
    const edges = this.amm.pairs.map((pair) => ({ address: getAddress(pair.address), token0: getAddress(pair.token0), token1: getAddress(pair.token1) }))
    const path = swapPath(edges, from.poolAddress, to.poolAddress)
    if (!path) throw new ConvertRefusal('INSUFFICIENT_LIQUIDITY', 400, { reasons: [{ name: 'NO_ROUTE', description: `insufficient liquidity: no pools join ${from.token.symbol} and ${to.token.symbol}` }] })
    return path
  }

  /** The output of `amountIn` along `path` now (Router02's getAmountsOut: 0.3% fee per pool, x·y = k). */
  async amountOut(amountIn: bigint, path: readonly Address[]): Promise<bigint> {
    let amounts: readonly bigint[]
    try {
      amounts = await this.client.readContract({ address: this.router, abi: routerAbi, functionName: 'getAmountsOut', args: [amountIn, [...path]] })
    } catch (error) {
      const refusal = chainFailure(error, 'getAmountsOut')
      if (refusal.code === 'CHAIN_UNREACHABLE') throw refusal
      throw new ConvertRefusal('INSUFFICIENT_LIQUIDITY', 400, { reasons: [{ name: 'INSUFFICIENT_LIQUIDITY', description: `insufficient liquidity: ${revertReason(error)}` }] })
    }
    const out = amounts[amounts.length - 1] ?? 0n
    if (out === 0n) throw invalidParameter('amount', 'too small: the pools would give nothing back for it')
    return out
  }

  /** The pools' fees on `amountIn` along a path of `hops` pools, in the input token's base units. */
  static fee(amountIn: bigint, hops: number): bigint {
    const [kept, whole] = FEE_KEPT
    return amountIn - (amountIn * kept ** BigInt(hops)) / whole ** BigInt(hops)
  }

  /** The router call that swaps exactly `amountIn` for at least `amountOutMin`, paid to `recipient`. */
  swapCall(from: SwappableToken, to: SwappableToken, path: readonly Address[], amounts: { amountIn: bigint; amountOutMin: bigint }, recipient: Address, deadline: bigint): SwapCall {
    const { amountIn, amountOutMin } = amounts
    const route = [...path]
    if (from.native) {
      return { to: this.router, value: amountIn, data: encodeFunctionData({ abi: routerAbi, functionName: 'swapExactETHForTokens', args: [amountOutMin, route, recipient, deadline] }) }
    }
    const functionName = to.native ? 'swapExactTokensForETH' : 'swapExactTokensForTokens'
    return { to: this.router, value: 0n, data: encodeFunctionData({ abi: routerAbi, functionName, args: [amountIn, amountOutMin, route, recipient, deadline] }) }
  }

  /** What the router may spend of the owner's token (the native coin needs no approval: 2^256 − 1). */
  async allowance(token: SwappableToken, owner: Address): Promise<bigint> {
    if (token.native) return maxUint256
    try {
      return await this.client.readContract({ address: token.poolAddress, abi: erc20Abi, functionName: 'allowance', args: [owner, this.router] })
    } catch (error) {
      throw chainFailure(error, 'allowance')
    }
  }

  /** The chain's gas price now (eth_gasPrice), wei. */
  async gasPrice(): Promise<bigint> {
    try {
      return await this.client.getGasPrice()
    } catch (error) {
      throw chainFailure(error, 'eth_gasPrice')
    }
  }

  /** The chain's fee data: eth_gasPrice, the latest block's base fee and eth_maxPriorityFeePerGas, and its time. */
  async feeData(): Promise<{ gasPrice: bigint; baseFee: bigint; priorityFee: bigint; timestamp: bigint }> {
    try {
      const [gasPrice, block, priorityFee] = await Promise.all([this.client.getGasPrice(), this.client.getBlock({ blockTag: 'latest' }), this.client.estimateMaxPriorityFeePerGas()])
      return { gasPrice, baseFee: block.baseFeePerGas ?? gasPrice, priorityFee, timestamp: block.timestamp }
    } catch (error) {
      throw chainFailure(error, 'fee data')
    }
  }

  /** The deadline of a swap built now: SWAP_DEADLINE_SECONDS after the later of the clock and the chain's latest block. */
  static deadline(chainTime: bigint, now = BigInt(Math.floor(Date.now() / 1000))): bigint {
    return (chainTime > now ? chainTime : now) + SWAP_DEADLINE_SECONDS
  }

  /** eth_estimateGas of a call from `from`, exactly as it would be sent now; a revert is 400 TRANSACTION_WOULD_REVERT with its reason. */
  async estimate(call: SwapCall, from: Address, what: 'swap' | 'approval'): Promise<bigint> {
    try {
      return await this.client.estimateGas({ account: from, to: call.to, data: call.data, value: call.value })
    } catch (error) {
      throw chainFailure(error, what)
    }
  }

  /**
   * The gas a swap takes, for a user who may not be able to send it yet: the native coin in, estimated from the user
   * with a balance lent for the simulation; a token in, from the user, else (no allowance or balance yet) from the
   * pools' liquidity provider, which keeps an allowance to the router. null when neither can simulate it.
   */
  async estimateForQuote(call: SwapCall, from: SwappableToken, user: Address): Promise<bigint | null> {
    const attempts: (() => Promise<bigint>)[] = from.native
      ? [() => this.client.estimateGas({ account: user, to: call.to, data: call.data, value: call.value, stateOverride: [{ address: user, balance: call.value + ESTIMATE_BALANCE_HEADROOM }] })]
      : [
          () => this.client.estimateGas({ account: user, to: call.to, data: call.data, value: call.value }),
          () => this.client.estimateGas({ account: getAddress(this.amm.liquidityProvider), to: call.to, data: call.data, value: call.value }),
        ]
    for (const attempt of attempts) {
      try {
        return await attempt()
      } catch (error) {
        const failure = chainFailure(error, 'swap')
        if (failure.code === 'CHAIN_UNREACHABLE') throw failure
      }
    }
    return null
  }
}
