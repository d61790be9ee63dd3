import { mainnet, zksync } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { toCaipNetwork } from './toCaipNetwork'

describe('toCaipNetwork', () => {
  it("makes an eip155 CaipNetwork of a viem chain, with the chain's RPC and explorer", () => {
    expect(toCaipNetwork(mainnet)).toEqual({
      id: 1,
      caipNetworkId: 'eip155:1',
      chainNamespace: 'eip155',
      name: mainnet.name,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: mainnet.rpcUrls.default.http } },
      blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } },
    })
  })

  it("keeps the WebSocket URLs and leaves viem's formatters and contracts behind", () => {
    const network = toCaipNetwork(zksync)
    expect(network.rpcUrls.default.webSocket).toEqual(zksync.rpcUrls.default.webSocket)
    expect(network).not.toHaveProperty('formatters')
    expect(network).not.toHaveProperty('contracts')
  })
})
