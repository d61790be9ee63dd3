import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { z } from 'zod'
import { readLimited } from '../../http/readLimited'
import type { ProjectEnv } from '../../http/requireProject'
import { BUNDLER_METHODS, bundlerRequestEnvelope, entryPointOf, isBundlerMethod } from './bundlerRequest'

const MAX_BODY_BYTES = 256 * 1024
const MAX_RESPONSE_BYTES = 1024 * 1024
/** A bundler answers in well under a second (a send returns once the operation is validated, before it is mined). */
export const BUNDLER_TIMEOUT_MS = 20_000
/** The `bundler` names taken (WalletConnect's blockchain API names this one); all go to the chain's bundler. */
export const BUNDLER_NAMES: ReadonlySet<string> = new Set(['pimlico'])

/** Where a chain's user operations go: its bundler's JSON-RPC URL and the EntryPoint it serves. */
export interface BundlerTarget {
  url: string
  entryPoint: string
}

const rpcError = (id: unknown, code: number, message: string) => ({ jsonrpc: '2.0', id: id ?? null, error: { code, message } })

/**
 * POST /v1/bundler?projectId&chainId=eip155:{ref}&bundler=pimlico (spec §7): one ERC-4337 JSON-RPC request passed to the
 * bundler of that chain, if it is one of BUNDLER_METHODS with well-formed parameters naming that chain's EntryPoint.
 * The bundler's answer (a result, or its JSON-RPC error such as 'AA21 didn't pay prefund') comes back as it gave it;
 * a bundler that cannot be reached or does not answer in time is a 502, never a wait.
 */
export function bundlerRoutes(targets: Readonly<Record<string, BundlerTarget>>, options: { timeoutMs?: number } = {}): Hono<ProjectEnv> {
  const timeoutMs = options.timeoutMs ?? BUNDLER_TIMEOUT_MS
  const app = new Hono<ProjectEnv>()
  const limit = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.json(rpcError(null, -32600, 'Request too large'), 413) })
  app.post('/v1/bundler', limit, async (c) => {
    let body: unknown
    try {
      body = await c.req.json()
    } catch {
      return c.json(rpcError(null, -32700, 'Parse error'), 400)
    }
    if (Array.isArray(body)) return c.json(rpcError(null, -32600, 'Batch requests are not taken by the bundler endpoint: send one call at a time'), 400)
    const envelope = bundlerRequestEnvelope.safeParse(body)
    if (!envelope.success) return c.json(rpcError(null, -32600, `Invalid JSON-RPC request: ${z.prettifyError(envelope.error)}`), 400)
    const { id, method, params } = envelope.data
    if (!isBundlerMethod(method)) return c.json(rpcError(id, -32601, `Method not available through the bundler endpoint: ${method}`), 403)
    const chainId = c.req.query('chainId')
    const target = chainId === undefined ? undefined : targets[chainId]
    if (!target) return c.json(rpcError(id, -32602, `No bundler for chainId: ${chainId ?? '(missing)'}`), 400)
    const bundler = c.req.query('bundler')
    if (bundler !== undefined && !BUNDLER_NAMES.has(bundler)) return c.json(rpcError(id, -32602, `Unsupported bundler: ${bundler} (supported: ${[...BUNDLER_NAMES].join(', ')})`), 400)
    const parsed = BUNDLER_METHODS[method].safeParse(params)
    if (!parsed.success) return c.json(rpcError(id, -32602, `Invalid params for ${method}: ${z.prettifyError(parsed.error)}`), 400)
    const entryPoint = entryPointOf(method, parsed.data)
    if (entryPoint !== undefined && entryPoint.toLowerCase() !== target.entryPoint.toLowerCase()) {
      return c.json(rpcError(id, -32602, `Unsupported entry point: ${entryPoint} (${chainId} has ${target.entryPoint})`), 400)
    }
    const forwarded = { jsonrpc: '2.0', id, method, ...(parsed.data === undefined ? {} : { params: parsed.data }) }
    let upstream: Response
    try {
      upstream = await fetch(target.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(forwarded),
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError'
      const why = timedOut ? `did not answer within ${timeoutMs / 1000} s` : 'is not reachable'
      return c.json(rpcError(id, -32603, `The bundler for ${chainId} ${why}`), 502)
    }
    const answer = await readLimited(upstream, MAX_RESPONSE_BYTES).catch(() => null)
    if (answer === null) return c.json(rpcError(id, -32603, `The bundler for ${chainId} broke off its answer`), 502)
    if (answer === undefined) return c.json(rpcError(id, -32005, `The bundler's answer is too large: more than ${MAX_RESPONSE_BYTES} bytes`), 502)
    if (!isJson(answer)) return c.json(rpcError(id, -32603, `The bundler for ${chainId} answered ${upstream.status} without JSON`), 502)
    return new Response(answer, { status: upstream.status, headers: { 'Content-Type': 'application/json' } })
  })
  return app
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text)
    return true
  } catch {
    return false
  }
}
