import { createPublicClient, http, type Chain, type HttpTransportConfig, type PublicClient } from 'viem'
import { CaipError } from '../errors/caip'
import type { CaipNetwork } from '../types'

/** Makes viem public clients on the kit's JSON-RPC URLs (plugins' context.publicClient). */
export interface ViemClients {
  /** `config`: viem's HTTP transport config for that URL (a customRpcUrls entry's). */
  publicClient(network: CaipNetwork, rpcUrl: string, config?: HttpTransportConfig): PublicClient
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
    publicClient(network, rpcUrl, config) {
      const key = `${network.caipNetworkId}|${rpcUrl}`
      let client = clients.get(key)
      if (!client) {
        client = createPublicClient({ chain: toChain(network, rpcUrl), transport: http(rpcUrl, config) })
        clients.set(key, client)
      }
      return client
    },
  }
}
