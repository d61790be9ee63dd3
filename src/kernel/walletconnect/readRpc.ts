import * as z from 'zod/mini'
import { HTTP_TIMEOUT_MS } from '../constants'

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
  if (!response.ok) throw new Error(`The node answered ${response.status} to ${method}`)
  const body = responseSchema.safeParse(await response.json())
  if (!body.success) throw new Error(`The node sent a malformed answer to ${method}`)
  if (body.data.error) throw Object.assign(new Error(body.data.error.message), { code: body.data.error.code })
  return body.data.result
}
