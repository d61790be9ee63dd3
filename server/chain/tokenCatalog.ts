import { getAddress, type Address } from 'viem'
import { devPriceUsd } from '../data/devPrices'
import { isSpamToken, type SpamTokens } from '../data/spamTokens'
import { caip2, type LocalChain } from './chains'
import type { LocalChainsInfo } from './localChainsInfo'
import { tokenIcon } from './tokenIcon'

/** A token the chain-data service knows: the native coin or a test ERC-20 of local-chains.json. */
export interface CatalogToken {
  /** Absent for the native coin. */
  address?: Address
  name: string
  symbol: string
  decimals: number
  /** Dev price in USD (data/devPrices.ts), or null. */
  price: number | null
  iconUrl: string | null
  spam: boolean
}

export interface ChainCatalog {
  chain: LocalChain
  caipNetworkId: string
  native: CatalogToken
  /** The known ERC-20s, spam ones included (flagged). */
  tokens: CatalogToken[]
}

const NATIVE = { name: 'Ether', symbol: 'ETH', decimals: 18 } as const

const known = (name: string, symbol: string, decimals: number, spam: boolean): CatalogToken => {
  const price = spam ? null : devPriceUsd(symbol)
  return { name, symbol, decimals, price, iconUrl: tokenIcon(symbol), spam }
}

/** What the service knows of each chain: its native coin and the ERC-20s deployed on it, priced from the dev table. */
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
      this.byChain.set(caipNetworkId, { chain, caipNetworkId, native: known(NATIVE.name, NATIVE.symbol, NATIVE.decimals, false), tokens })
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
