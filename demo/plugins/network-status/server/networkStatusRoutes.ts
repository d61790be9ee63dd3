/**
 * The plugin author's own service (not plugin code: it runs on their server, here the demo's): a status
 * endpoint that probes each network's node and says whether it answers, how fast, and at which block.
 * `GET /status?chainId=eip155:<id>`.
 */
import { Hono } from 'hono'
import { z } from 'zod'

export interface MonitoredNetwork {
  readonly caipNetworkId: string
  readonly name: string
  readonly rpcUrl: string
}

export interface NetworkHealth {
  readonly caipNetworkId: string
  readonly name: string
  readonly status: 'operational' | 'unreachable'
  /** How long the node took to answer eth_blockNumber; null when it did not. */
  readonly latencyMs: number | null
  /** The node's latest block (decimal string); null when it did not answer. */
  readonly blockNumber: string | null
  readonly checkedAt: string
}

const PROBE_TIMEOUT_MS = 2000
const chainIdSchema = z.string().regex(/^eip155:[1-9]\d{0,18}$/)
const blockNumberReply = z.object({ result: z.string().regex(/^0x[0-9a-fA-F]+$/) })

async function probe(network: MonitoredNetwork, timeoutMs: number): Promise<NetworkHealth> {
  const started = performance.now()
  const checkedAt = new Date().toISOString()
  try {
    const response = await fetch(network.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] }),
      signal: AbortSignal.timeout(timeoutMs),
    })
    const reply = blockNumberReply.parse(await response.json())
    const latencyMs = Math.round(performance.now() - started)
    return { caipNetworkId: network.caipNetworkId, name: network.name, status: 'operational', latencyMs, blockNumber: BigInt(reply.result).toString(), checkedAt }
  } catch {
    return { caipNetworkId: network.caipNetworkId, name: network.name, status: 'unreachable', latencyMs: null, blockNumber: null, checkedAt }
  }
}

/** The routes, over the networks the service watches (read on each request: the chains may start later). */
export function networkStatusRoutes(networks: () => readonly MonitoredNetwork[], options: { probeTimeoutMs?: number } = {}): Hono {
  const app = new Hono()
  app.get('/status', async (c) => {
    const chainId = chainIdSchema.safeParse(c.req.query('chainId'))
    if (!chainId.success) return c.json({ error: 'Expected chainId=eip155:<chain id>' }, 400)
    const network = networks().find((known) => known.caipNetworkId === chainId.data)
    if (!network) return c.json({ error: `Unknown network ${chainId.data}` }, 404)
    return c.json(await probe(network, options.probeTimeoutMs ?? PROBE_TIMEOUT_MS), 200, { 'Cache-Control': 'no-store' })
  })
  return app
}
