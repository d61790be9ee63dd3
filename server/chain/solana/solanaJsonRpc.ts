import { callSolanaMethod, type solanaRpcMethods } from './solanaRpcMethods'
import { INVALID_REQUEST, PARSE_ERROR, SolanaRpcError } from './solanaRpcError'

/** Calls in one batch at most. */
export const MAX_BATCH_CALLS = 100

type Methods = ReturnType<typeof solanaRpcMethods>
type Answer = { jsonrpc: '2.0'; id: unknown; result: unknown } | { jsonrpc: '2.0'; id: unknown; error: { code: number; message: string; data?: unknown } }

const isId = (id: unknown): boolean => id === null || typeof id === 'string' || typeof id === 'number'

export const errorAnswer = (id: unknown, code: number, message: string, data?: unknown): Answer => ({
  jsonrpc: '2.0',
  id: isId(id) ? id : null,
  error: data === undefined ? { code, message } : { code, message, data },
})

/** Answers one call; undefined for a notification (no id), which gets no answer. A thrown non-RPC error is -32603. */
export function answerCall(methods: Methods, call: unknown, log: (line: string) => void): Answer | undefined {
  if (typeof call !== 'object' || call === null || Array.isArray(call)) return errorAnswer(null, INVALID_REQUEST, 'Invalid request')
  const { jsonrpc, id, method, params } = call as { jsonrpc?: unknown; id?: unknown; method?: unknown; params?: unknown }
  if (jsonrpc !== '2.0' || typeof method !== 'string' || (id !== undefined && !isId(id))) return errorAnswer(id, INVALID_REQUEST, 'Invalid request')
  try {
    const result = callSolanaMethod(methods, method, params)
    return id === undefined ? undefined : { jsonrpc: '2.0', id, result }
  } catch (error) {
    if (id === undefined) return undefined
    if (error instanceof SolanaRpcError) return errorAnswer(id, error.code, error.message, error.data)
    log(`solana rpc: ${method} failed: ${error instanceof Error ? error.message : String(error)}`)
    return errorAnswer(id, -32603, 'Internal error')
  }
}

/** Answers a JSON-RPC body (one call or a batch); undefined when nothing is to be answered (notifications only). */
export function answerBody(methods: Methods, text: string, log: (line: string) => void): unknown {
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return errorAnswer(null, PARSE_ERROR, 'Parse error')
  }
  if (!Array.isArray(body)) return answerCall(methods, body, log)
  if (body.length === 0) return errorAnswer(null, INVALID_REQUEST, 'Invalid request')
  if (body.length > MAX_BATCH_CALLS) return errorAnswer(null, INVALID_REQUEST, `Batch too large: at most ${MAX_BATCH_CALLS} calls`)
  const answers = body.map((call) => answerCall(methods, call, log)).filter((answer) => answer !== undefined)
  return answers.length > 0 ? answers : undefined
}
