import type { PublicClient } from 'viem'
import { aggregatorNetworkName, type ConvertErrorCode } from '../../../src/protocol/convert'
import type { LocalChain } from '../chains'
import type { TokenCatalog } from '../tokenCatalog'
import { ConvertRefusal, invalidParameter } from './convertError'
import type { AccountRef, TokenRef } from './convertParams'
import { LocalSwapMarket } from './localSwapMarket'
import type { SwapAggregator } from './swapAggregator'

/**
 * Where a CAIP-2 chain's swaps are served: a local chain with pools has its LocalSwapMarket; a §9 swap network goes
 * to the configured aggregator, or is refused (503 SWAP_AGGREGATOR_NOT_CONFIGURED) when there is none, as offline;
 * anything else, a local chain without pools included, is not supported (400, the §8 text).
 */
export class SwapMarkets {
  private readonly markets = new Map<string, LocalSwapMarket>()

  constructor(
    catalog: TokenCatalog,
    chains: readonly LocalChain[],
    client: (chain: LocalChain) => PublicClient,
    private readonly swapAggregator?: SwapAggregator,
  ) {
    for (const chain of chains) {
      const entry = catalog.chain(`eip155:${chain.id}`)
      if (entry?.amm) this.markets.set(entry.caipNetworkId, new LocalSwapMarket(entry, entry.amm, client(chain)))
    }
  }

  /** The configured aggregator when the chain is a §9 swap network without local pools; else undefined (the local market answers, or refuses). */
  aggregator(caipNetworkId: string): SwapAggregator | undefined {
    return this.swapAggregator && !this.markets.has(caipNetworkId) && aggregatorNetworkName(caipNetworkId) !== undefined ? this.swapAggregator : undefined
  }

  /**
   * The aggregator of a swap request, when its chain has one: `to` and a CAIP-10 `userAddress` must be on the same
   * chain, and the tokens must differ (as for a local swap); the aggregator knows its own tokens.
   */
  aggregatorForSwap(request: { from: TokenRef; to: TokenRef; userAddress: AccountRef }): SwapAggregator | undefined {
    const chain = request.from.caipNetworkId
    const aggregator = this.aggregator(chain)
    if (!aggregator) return undefined
    if (request.to.caipNetworkId !== chain) throw invalidParameter('to', `a token on ${request.to.caipNetworkId}, but a swap stays on one chain (from is on ${chain})`)
    const userChain = request.userAddress.caipNetworkId
    if (userChain !== undefined && userChain !== chain) throw invalidParameter('userAddress', `an account on ${userChain}, but the swap is on ${chain}`)
    if (request.from.address === request.to.address) throw invalidParameter('to', 'the same token as from: a swap needs two different tokens')
    return aggregator
  }

  /** The market of a chain, or the refusal: `unsupported` names the §8 text, `parameter` the parameter that named the chain. */
  market(caipNetworkId: string, parameter: string, unsupported: Extract<ConvertErrorCode, 'NETWORK_NOT_SUPPORTED_FOR_SWAPS' | 'NETWORK_NOT_SUPPORTED_FOR_GAS_PRICE'> = 'NETWORK_NOT_SUPPORTED_FOR_SWAPS'): LocalSwapMarket {
    const local = this.markets.get(caipNetworkId)
    if (local) return local
    const name = aggregatorNetworkName(caipNetworkId)
    if (name !== undefined) {
      throw new ConvertRefusal('SWAP_AGGREGATOR_NOT_CONFIGURED', 503, {
        parameter,
        message: `Swaps on ${name} (${caipNetworkId}) go through a swap aggregator, and none is configured for this service: it swaps only on its local chains' pools`,
      })
    }
    throw new ConvertRefusal(unsupported, 400, { parameter })
  }
}
