import type { PublicClient } from 'viem'
import type { ConvertErrorCode } from '../../../src/protocol/convert'
import type { LocalChain } from '../chains'
import type { TokenCatalog } from '../tokenCatalog'
import { ConvertRefusal } from './convertError'
import { LocalSwapMarket } from './localSwapMarket'
import { aggregatorNetworkName } from './swapNetworks'

/**
 * Where a CAIP-2 chain's swaps are served: a local chain with pools has its LocalSwapMarket; a §9 swap network is
 * refused (503 SWAP_AGGREGATOR_NOT_CONFIGURED: no aggregator offline); anything else, a local chain without pools
 * included, is not supported (400, the §8 text).
 */
export class SwapMarkets {
  private readonly markets = new Map<string, LocalSwapMarket>()

  constructor(catalog: TokenCatalog, chains: readonly LocalChain[], client: (chain: LocalChain) => PublicClient) {
    for (const chain of chains) {
      const entry = catalog.chain(`eip155:${chain.id}`)
      if (entry?.amm) this.markets.set(entry.caipNetworkId, new LocalSwapMarket(entry, entry.amm, client(chain)))
    }
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
