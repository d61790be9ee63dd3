import * as z from 'zod/mini'
import { HTTP_TIMEOUT_MS } from '../constants'
import { ChainDataError, ProviderRpcError } from '../errors'

const responseSchema = z.object({ result: z.optional(z.unknown()), error: z.optional(z.object({ code: z.number(), message: z.string() })) }).check(
  z.refine((body) => 'result' in body || body.error !== undefined, 'expected a result or an error'),
)

/** One JSON-RPC read against a node (the session's rpcMap); the node's error keeps its code. */
export async function readRpc(url: string, method: string, params: unknown): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
  })
  if (!response.ok) throw new ChainDataError('NODE_STATUS', { values: { status: response.status, method } })
  const body = responseSchema.safeParse(await response.json())
  if (!body.success) throw new ChainDataError('NODE_MALFORMED', { values: { method } })
  if (body.data.error) throw new ProviderRpcError(body.data.error.code, { message: body.data.error.message })
  return body.data.result
}
