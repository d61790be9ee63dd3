import type { CaipNetwork } from '../types'

/** §7: JSON-RPC goes to the chain-data proxy, /v1/?chainId={namespace}:{ref}&projectId={id}. */
export function chainRpcUrl(chainDataEndpoint: string, network: CaipNetwork, projectId: string): string {
  const url = new URL('/v1/', chainDataEndpoint)
  url.searchParams.set('chainId', network.caipNetworkId)
  url.searchParams.set('projectId', projectId)
  return url.toString()
}
