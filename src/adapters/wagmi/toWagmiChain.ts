import type { Chain } from 'viem'
import type { CaipNetwork } from '../../kernel/types'

/** A kit network as the viem chain wagmi takes (eip155 references are numbers). */
export function toWagmiChain(network: CaipNetwork): Chain {
  return {
    id: Number(network.id),
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: { default: { http: network.rpcUrls.default.http, ...(network.rpcUrls.default.webSocket ? { webSocket: network.rpcUrls.default.webSocket } : {}) } },
    ...(network.blockExplorers ? { blockExplorers: network.blockExplorers } : {}),
    ...(network.testnet === undefined ? {} : { testnet: network.testnet }),
  }
}
