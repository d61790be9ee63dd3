import { getAddress, type PublicClient } from 'viem'
import { pairAbi } from './amm/ammAbis'
import { pricesFromReserves, type PoolReserves } from './amm/pricesFromReserves'
import type { LocalChain } from './chains'
import type { CatalogToken, ChainCatalog, TokenCatalog } from './tokenCatalog'

/** The token that is the dollar: 1 USD by definition; every other price is read from the pools against it. */
export const DOLLAR_SYMBOL = 'gUSD'

/** The USD prices of one chain's tokens at one moment; null: no price (no pool path to gUSD, a spam token, unknown). */
export interface PriceTable {
  priceOf(token: CatalogToken): number | null
}

const NO_PRICES: PriceTable = { priceOf: () => null }

/**
 * Prices the known tokens of the local chains from their Uniswap V2 pools (gUSD = 1; ETH through WETH), reading every
 * pool's reserves from the chain on each call (one JSON-RPC batch per chain). A chain without an AMM prices only gUSD;
 * a failed read is logged and prices only gUSD. Spam tokens are never priced.
 */
export class PoolPricer {
  constructor(
    private readonly catalog: TokenCatalog,
    private readonly client: (chain: LocalChain) => PublicClient,
    private readonly log: (line: string) => void,
  ) {}

  async table(caipNetworkId: string): Promise<PriceTable> {
    const chain = this.catalog.chain(caipNetworkId)
    const dollar = chain?.tokens.find((token) => token.symbol === DOLLAR_SYMBOL && !token.spam && token.address)
    if (!chain || !dollar?.address) return NO_PRICES
    const decimals = new Map(chain.tokens.flatMap((token) => (token.address && !token.spam ? [[token.address.toLowerCase(), token.decimals] as const] : [])))
    const weth = chain.amm?.weth.toLowerCase()
    if (weth) decimals.set(weth, chain.native.decimals)
    const prices = pricesFromReserves(dollar.address.toLowerCase(), decimals, await this.reserves(chain))
    return {
      priceOf: (token) => {
        if (token.spam) return null
        const key = token.address ? token.address.toLowerCase() : weth
        return key === undefined ? null : (prices.get(key) ?? null)
      },
    }
  }

  private async reserves(chain: ChainCatalog): Promise<PoolReserves[]> {
    const pairs = chain.amm?.pairs ?? []
    try {
      const client = this.client(chain.chain)
      const read = await Promise.all(pairs.map((pair) => client.readContract({ address: getAddress(pair.address), abi: pairAbi, functionName: 'getReserves' })))
      return pairs.map((pair, i) => ({ token0: pair.token0.toLowerCase(), token1: pair.token1.toLowerCase(), reserve0: read[i]![0], reserve1: read[i]![1] }))
    } catch (error) {
      this.log(`prices: ${chain.caipNetworkId} pool reserves unreadable, only ${DOLLAR_SYMBOL} priced: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`)
      return []
    }
  }
}
