import type { CaipNetwork, CaipNetworkId, ChainNamespace } from '../kernel/types'
import type { ChainDefinition } from './chainDefinition'

/** The CaipNetwork fields of a chain, and nothing else (viem's formatters, contracts and fees stay behind). */
export function pickNetwork(chain: ChainDefinition, chainNamespace: ChainNamespace, caipNetworkId: CaipNetworkId): CaipNetwork {
  const { http, webSocket } = chain.rpcUrls.default
  const explorer = chain.blockExplorers?.default
  return {
    id: chain.id,
    caipNetworkId,
    chainNamespace,
    name: chain.name,
    nativeCurrency: { name: chain.nativeCurrency.name, symbol: chain.nativeCurrency.symbol, decimals: chain.nativeCurrency.decimals },
    rpcUrls: { default: webSocket === undefined ? { http } : { http, webSocket } },
    ...(explorer === undefined ? {} : { blockExplorers: { default: { name: explorer.name, url: explorer.url } } }),
    ...(chain.testnet === undefined ? {} : { testnet: chain.testnet }),
  }
}

/** An EVM chain (a viem chain, from `viem/chains` or viem's defineChain) as a CaipNetwork: eip155, `eip155:<id>`. */
export function toCaipNetwork(chain: ChainDefinition & { id: number }): CaipNetwork {
  return pickNetwork(chain, 'eip155', `eip155:${chain.id}`)
}
