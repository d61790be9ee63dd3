import type { ResolvedOptions } from '../options'
import type { CaipNetwork } from '../types'

type NodeOptions = Pick<ResolvedOptions, 'endpoints' | 'projectId' | 'customRpcUrls'> & Partial<Pick<ResolvedOptions, 'universalProviderConfigOverride'>>

/** Nodes that failed the open ping (rpc/pingOnOpen.ts): later requests start with the next node. */
export const badNodes = new Set<string>()

/**
 * A network's JSON-RPC nodes, in order (§7): the developer's customRpcUrls, the chain-data proxy
 * /v1/?chainId={namespace}:{ref}&projectId={id}, the rpcMap of universalProviderConfigOverride, the network's own.
 */
export function rpcNodes(options: NodeOptions, network: CaipNetwork): string[] {
  const url = new URL('/v1/', options.endpoints.chainData)
  url.searchParams.set('chainId', network.caipNetworkId)
  url.searchParams.set('projectId', options.projectId)
  const mapped = options.universalProviderConfigOverride?.rpcMap?.[network.caipNetworkId]
  const custom = (options.customRpcUrls[network.caipNetworkId] ?? []).map((entry) => entry.url)
  return [...new Set([...custom, url.toString(), ...(mapped ? [mapped] : []), ...network.rpcUrls.default.http])]
}

/** A network's JSON-RPC URL: the first of its nodes that has not failed a ping (the first when all have). */
export function chainRpcUrl(options: NodeOptions, network: CaipNetwork): string {
  const nodes = rpcNodes(options, network)
  return nodes.find((node) => !badNodes.has(node)) ?? nodes[0]!
}
