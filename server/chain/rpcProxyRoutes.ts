import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { ProjectEnv } from '../http/requireProject'
import { caip2, rpcUrl, type LocalChain } from './chains'

const MAX_BODY_BYTES = 1024 * 1024
const UPSTREAM_TIMEOUT_MS = 30_000

const rpcError = (id: unknown, code: number, message: string) => ({ jsonrpc: '2.0', id: id ?? null, error: { code, message } })

const requestId = (body: unknown): unknown =>
  typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as { id?: unknown }).id : null

/**
 * Methods the public RPC never forwards: the local nodes hold unlocked dev accounts, so signing, sending
 * from a node account and the node's admin methods would act without any wallet's consent.
 */
const REFUSED_METHOD = /^(eth_sendTransaction|eth_sign.*|eth_accounts|personal_.*|anvil_.*|evm_.*|hardhat_.*|debug_.*|admin_.*|miner_.*|txpool_.*|wallet_.*)$/

const methodsOf = (body: unknown): unknown[] => (Array.isArray(body) ? body : [body]).map((call) => (typeof call === 'object' && call !== null ? (call as { method?: unknown }).method : undefined))

/** POST /v1/?chainId=eip155:{ref}: forwards a JSON-RPC body (or batch) to the local node of that chain. */
export function rpcProxyRoutes(chains: readonly LocalChain[]): Hono<ProjectEnv> {
  const app = new Hono<ProjectEnv>()
  const limit = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.json(rpcError(null, -32600, 'Request too large'), 413) })
  app.on('POST', ['/v1', '/v1/'], limit, async (c) => {
    let body: unknown
    try {
      body = await c.req.json()
    } catch {
      return c.json(rpcError(null, -32700, 'Parse error'), 400)
    }
    const refused = methodsOf(body).find((method) => typeof method === 'string' && REFUSED_METHOD.test(method))
    if (typeof refused === 'string') return c.json(rpcError(requestId(body), -32601, `Method not available through this RPC: ${refused}`), 403)
    const chainId = c.req.query('chainId')
    const chain = chains.find((candidate) => caip2(candidate) === chainId)
    if (!chain) return c.json(rpcError(requestId(body), -32602, `Unsupported chainId: ${chainId ?? '(missing)'}`), 400)
    try {
      const upstream = await fetch(rpcUrl(chain), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
      })
      return new Response(await upstream.text(), { status: upstream.status, headers: { 'Content-Type': 'application/json' } })
    } catch {
      return c.json(rpcError(requestId(body), -32603, `Node for ${chainId} is not reachable`), 502)
    }
  })
  return app
}
