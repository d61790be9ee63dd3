import type { Chain } from 'viem'
import type { CaipNetwork } from '../../kernel/types'

/** A wagmi chain as a kit network (for a chain the kit was not given: the kit then says 'Network Not Found'). */
export function toCaipNetwork(chain: Chain): CaipNetwork {
  return {
    id: chain.id,
    caipNetworkId: `eip155:${chain.id}`,
    chainNamespace: 'eip155',
    name: chain.name,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: { default: { http: chain.rpcUrls.default.http } },
  }
}
