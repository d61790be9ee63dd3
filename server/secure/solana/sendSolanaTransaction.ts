import { z } from 'zod'
import { ApiError } from '../http/apiError'
import { solanaRpcEndpoint, type SolanaChain, type SolanaSetup } from './solanaChains'
import type { SolanaSendOptions } from './solanaParams'

const SEND_TIMEOUT_MS = 30_000
const rpcAnswer = z.union([z.object({ result: z.string() }), z.object({ error: z.object({ message: z.string() }) })])

/**
 * sendTransaction of a signed transaction (base64) through chain data's JSON-RPC proxy for its cluster (spec §7),
 * on behalf of the frame's project; its signature (base58) as the node reports it. 400 with the node's reason
 * when it refuses the transaction, 502 when the proxy or the node does not answer.
 */
export async function sendSolanaTransaction(setup: SolanaSetup, projectId: string, chain: SolanaChain, transaction: string, options: SolanaSendOptions = {}): Promise<string> {
  const unreachable = new ApiError(502, `The node of chain ${chain.id} did not answer`)
  let body: unknown
  try {
    const response = await (setup.fetch ?? fetch)(solanaRpcEndpoint(setup, projectId, chain), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'sendTransaction', params: [transaction, { ...options, encoding: 'base64' }] }),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    })
    body = await response.json()
  } catch {
    throw unreachable
  }
  const answer = rpcAnswer.safeParse(body)
  if (!answer.success) throw unreachable
  if ('error' in answer.data) throw new ApiError(400, `The transaction was not sent: ${answer.data.error.message}`)
  return answer.data.result
}
