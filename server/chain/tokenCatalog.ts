import { getAddress, type Address } from 'viem'
import { isSpamToken, type SpamTokens } from '../data/spamTokens'
import { caip2, type LocalChain } from './chains'
import type { LocalAmmInfo, LocalChainsInfo } from './localChainsInfo'
import { tokenIcon } from './tokenIcon'

/** A token the chain-data service knows: the native coin or a test ERC-20 of local-chains.json. */
export interface CatalogToken {
  /** Absent for the native coin. */
  address?: Address
  name: string
  symbol: string
  decimals: number
  iconUrl: string | null
  spam: boolean
}

export interface ChainCatalog {
  chain: LocalChain
  caipNetworkId: string
  native: CatalogToken
  /** The known ERC-20s, spam ones included (flagged). */
  tokens: CatalogToken[]
  /** The chain's Uniswap V2 AMM, when local-chains.json has one (prices and swaps come from it). */
  amm?: LocalAmmInfo
}

const NATIVE = { name: 'Ether', symbol: 'ETH', decimals: 18 } as const

const known = (name: string, symbol: string, decimals: number, spam: boolean): CatalogToken => ({ name, symbol, decimals, iconUrl: tokenIcon(symbol), spam })

/** What the service knows of each chain: its native coin, the ERC-20s deployed on it and its AMM (prices: PoolPricer). */
export class TokenCatalog {
  private readonly byChain = new Map<string, ChainCatalog>()

  constructor(chains: readonly LocalChain[], info: LocalChainsInfo, readonly spamTokens: SpamTokens) {
    for (const chain of chains) {
      const caipNetworkId = caip2(chain)
      const entry = info.chains.find((candidate) => candidate.caipNetworkId === caipNetworkId)
      const erc20s = [...(entry?.tokens ?? []), ...(entry?.spamTokens ?? [])]
      const tokens = erc20s.map((token) => ({
        ...known(token.name, token.symbol, token.decimals, isSpamToken(spamTokens, caipNetworkId, token.address)),
        address: getAddress(token.address),
      }))
      const native = known(NATIVE.name, NATIVE.symbol, NATIVE.decimals, false)
      this.byChain.set(caipNetworkId, { chain, caipNetworkId, native, tokens, ...(entry?.amm ? { amm: entry.amm } : {}) })
    }
  }

  chain(caipNetworkId: string): ChainCatalog | undefined {
    return this.byChain.get(caipNetworkId)
  }

  /** A known ERC-20 of a chain by contract address (any case). */
  token(caipNetworkId: string, address: string): CatalogToken | undefined {
    const lower = address.toLowerCase()
    return this.byChain.get(caipNetworkId)?.tokens.find((token) => token.address?.toLowerCase() === lower)
  }

  isSpam(caipNetworkId: string, address: string): boolean {
    return isSpamToken(this.spamTokens, caipNetworkId, address)
  }
}
