import { HttpRequestError } from 'viem'
import { getHttpRpcClient } from 'viem/utils'
import * as z from 'zod/mini'
import { HTTP_TIMEOUT_MS } from '../lazyConstants'
import { ChainDataError } from '../errors/chainData'
import { ProviderRpcError } from '../errors/provider'
import { liveNode } from './rpcNodes'

const replySchema = z.object({ result: z.optional(z.unknown()), error: z.optional(z.object({ code: z.number(), message: z.string() })) }).check(
  z.refine((reply) => 'result' in reply || reply.error !== undefined, 'expected a result or an error'),
)

/**
 * One JSON-RPC read against a node (the chain-data proxy, a session's rpcMap) with viem's HTTP client: the
 * node's error keeps its code and message; a failed status, an unreadable answer or no answer at all is a
 * ChainDataError naming the method. A node that failed the open ping is replaced by the next one (liveNode).
 */
export async function readRpc(node: string, method: string, params: unknown): Promise<unknown> {
  const url = liveNode(node)
  let body: unknown
  try {
    body = await getHttpRpcClient(url, { timeout: HTTP_TIMEOUT_MS }).request({ body: { method, params } })
  } catch (error) {
    if (error instanceof HttpRequestError && error.status !== undefined) {
      throw new ChainDataError('NODE_STATUS', { values: { status: error.status, method }, cause: error })
    }
    if (error instanceof HttpRequestError && error.cause instanceof SyntaxError) throw new ChainDataError('NODE_MALFORMED', { values: { method }, details: url, cause: error })
    throw new ChainDataError('NODE_UNREACHABLE', { values: { method }, details: url, cause: error })
  }
  const reply = replySchema.safeParse(body)
  if (!reply.success) throw new ChainDataError('NODE_MALFORMED', { values: { method }, details: url })
  if (reply.data.error) throw new ProviderRpcError(reply.data.error.code, { message: reply.data.error.message })
  return reply.data.result
}
