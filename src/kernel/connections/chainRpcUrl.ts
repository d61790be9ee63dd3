import type { ResolvedOptions } from '../options'
import type { CaipNetwork } from '../types'

/**
 * A network's JSON-RPC URL: the first of the developer's customRpcUrls for it, else the chain-data proxy (§7),
 * /v1/?chainId={namespace}:{ref}&projectId={id}.
 */
export function chainRpcUrl(options: Pick<ResolvedOptions, 'endpoints' | 'projectId' | 'customRpcUrls'>, network: CaipNetwork): string {
  const custom = options.customRpcUrls[network.caipNetworkId]?.[0]
  if (custom) return custom.url
  const url = new URL('/v1/', options.endpoints.chainData)
  url.searchParams.set('chainId', network.caipNetworkId)
  url.searchParams.set('projectId', options.projectId)
  return url.toString()
}
