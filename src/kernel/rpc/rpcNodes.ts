import type { ResolvedOptions } from '../options'
import type { CaipNetwork } from '../types'
import { chainRpcUrl } from '../connections/chainRpcUrl'

type NodeOptions = Pick<ResolvedOptions, 'endpoints' | 'projectId' | 'customRpcUrls' | 'universalProviderConfigOverride'>

/** Nodes that failed the open ping (§7), each with the node that now answers for it. */
const standIns = new Map<string, string>()

/**
 * A network's JSON-RPC nodes, in order (§7): the developer's customRpcUrls, the chain-data proxy
 * /v1/?chainId={namespace}:{ref}&projectId={id}, the rpcMap of universalProviderConfigOverride, the network's own.
 */
export function rpcNodes(options: NodeOptions, network: CaipNetwork): string[] {
  const custom = (options.customRpcUrls[network.caipNetworkId] ?? []).map((entry) => entry.url)
  const proxy = chainRpcUrl({ ...options, customRpcUrls: {} }, network)
  const mapped = options.universalProviderConfigOverride?.rpcMap?.[network.caipNetworkId]
  return [...new Set([...custom, proxy, ...(mapped ? [mapped] : []), ...network.rpcUrls.default.http])]
}

/** The node to ask for `url`: itself, or the node standing in for it since it failed a ping. */
export function liveNode(url: string): string {
  const seen = new Set<string>()
  let node = url
  for (let next = standIns.get(node); next !== undefined && !seen.has(node); next = standIns.get(node)) {
    seen.add(node)
    node = next
  }
  return node
}

/** `url` failed a ping: later requests for it go to the next of `nodes` that has not failed; that node, if any. */
export function markBad(url: string, nodes: readonly string[]): string | undefined {
  const next = nodes.slice(nodes.indexOf(url) + 1).find((node) => node !== url && !standIns.has(node))
  if (next !== undefined) standIns.set(url, next)
  return next
}

/** Tests: every node counts as up again. */
export function forgetBadNodes(): void {
  standIns.clear()
}
