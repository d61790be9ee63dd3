import type { Hono } from 'hono'
import { honoRawRoute } from '../http/honoRawRoute'
import { nodeRawRoute, type NodeRoute } from '../http/nodeRawRoute'
import type { ProjectEnv } from '../http/requireProject'
import type { LocalChain } from './chains'
import type { LocalSolanaChainInfo } from './localChainsInfo'
import { RpcProxy } from './rpcProxy'
import { rpcProxyHandler, type ServiceRules } from './rpcProxyHandler'

export { FORWARDED_METHODS, FORWARDED_SOLANA_METHODS, logQueryRefusal, MAX_BATCH_CALLS, MAX_LOG_BLOCK_RANGE, MAX_LOG_QUERIES, MAX_RESPONSE_BYTES, SOLANA_LOCAL_ONLY_METHODS } from './rpcProxy'

const PATHS = ['/v1', '/v1/'] as const

/** The proxy's Hono route, and the same handler as a route on Node's server (served ahead of the app by listen). */
export type RpcProxyRoutes = Hono<ProjectEnv> & { readonly nodeRoute: NodeRoute }

/**
 * POST /v1/?chainId=eip155:{ref}|solana:{ref}: forwards a JSON-RPC body (or batch) to the local node of that chain
 * (RpcProxy). With the service's `rules`, the route keeps them itself (rpcProxyHandler), so it can be served ahead of
 * the service's middlewares, on Node's server (`nodeRoute`: Hono's Request and Response objects were most of a proxied
 * call's time).
 */
export function rpcProxyRoutes(chains: readonly LocalChain[], solanaChains: readonly LocalSolanaChainInfo[] = [], rules?: ServiceRules): RpcProxyRoutes {
  const handler = rpcProxyHandler(new RpcProxy(chains, solanaChains), rules)
  const log = rules?.log ?? ((line: string) => console.error(line))
  return Object.assign(honoRawRoute<ProjectEnv>('POST', PATHS, handler), { nodeRoute: nodeRawRoute(PATHS, handler, log) })
}
