import { createPublicClient, fallback, http, type Chain, type HttpTransportConfig, type PublicClient } from 'viem'
import { CaipError } from '../errors/caip'
import type { CaipNetwork } from '../types'

/** Makes viem public clients on the kit's JSON-RPC URLs (plugins' context.publicClient). */
export interface ViemClients {
  /**
   * `config`: viem's HTTP transport config for that URL (a customRpcUrls entry's); `fallbacks`: the network's other
   * nodes, asked in order when the one before fails (viem's fallback transport, §7).
   */
  publicClient(network: CaipNetwork, rpcUrl: string, config?: HttpTransportConfig, fallbacks?: readonly string[]): PublicClient
}

/** A viem chain from a CAIP network (EVM only: a viem client reads EVM chains). */
function toChain(network: CaipNetwork, rpcUrl: string): Chain {
  if (network.chainNamespace !== 'eip155') throw new CaipError('NETWORK_OUTSIDE_NAMESPACE', { values: { network: network.caipNetworkId, namespace: 'eip155' }, input: network.caipNetworkId })
  return {
    id: Number(network.id),
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: { default: { http: [rpcUrl] } },
    ...(network.testnet !== undefined && { testnet: network.testnet }),
  }
}

export function create(): ViemClients {
  const clients = new Map<string, PublicClient>()
  return {
    publicClient(network, rpcUrl, config, fallbacks = []) {
      const others = fallbacks.filter((url) => url !== rpcUrl)
      const key = [network.caipNetworkId, rpcUrl, ...others].join('|')
      let client = clients.get(key)
      if (!client) {
        const first = http(rpcUrl, config)
        const transport = others.length === 0 ? first : fallback([first, ...others.map((url) => http(url))])
        client = createPublicClient({ chain: toChain(network, rpcUrl), transport })
        clients.set(key, client)
      }
      return client
    },
  }
}
