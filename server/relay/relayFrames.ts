/**
 * The JSON-RPC frames a client sends the relay, checked with zod: the envelope first, then each method's
 * params. Nothing here trusts the client; a bad frame becomes a JSON-RPC error, never an exception.
 */
import { z } from 'zod'

export const JSON_RPC_ERRORS = { parse: -32700, invalidRequest: -32600, methodNotFound: -32601, invalidParams: -32602 } as const

/** A relay topic: 32 bytes as lowercase hex, as the SDK derives them. */
export const TOPIC = z.string().regex(/^[0-9a-f]{64}$/, 'expected a topic of 64 lowercase hex characters')
/** The longest ttl the SDK asks for is 30 days (pairings). */
export const MAX_TTL_SECONDS = 30 * 24 * 60 * 60
/** The SDK never batches more than 500 topics. */
const MAX_BATCH = 500
/** The ttl of wc_proposeSession / wc_approveSession when the client sends none (the SDK's ENGINE_RPC_OPTS). */
const SESSION_TTL_SECONDS = 300

/** An SDK envelope: base64 (standard or URL-safe); nothing else (no control characters, no markup) is stored or relayed. */
const MESSAGE = z
  .string()
  .min(1, 'expected a non-empty message')
  .regex(/^[A-Za-z0-9+/_-]+={0,2}$/, 'expected a base64 message')
const TTL = z.number().int().positive().max(MAX_TTL_SECONDS)
const TAG = z.number().int().nonnegative()
const ATTESTATION = z.string().nullish()

export const PUBLISH_PARAMS = z.object({ topic: TOPIC, message: MESSAGE, ttl: TTL, tag: TAG.optional(), prompt: z.boolean().optional(), attestation: ATTESTATION })
export type PublishParams = z.infer<typeof PUBLISH_PARAMS>
const UNSUBSCRIBE_PARAMS = z.object({ topic: TOPIC, id: z.string().optional() })

export const METHOD_PARAMS = {
  irn_subscribe: z.object({ topic: TOPIC }),
  irn_batchSubscribe: z.object({ topics: z.array(TOPIC).max(MAX_BATCH) }),
  irn_unsubscribe: UNSUBSCRIBE_PARAMS,
  irn_batchUnsubscribe: z.object({ subscriptions: z.array(UNSUBSCRIBE_PARAMS).max(MAX_BATCH) }),
  irn_publish: PUBLISH_PARAMS,
  irn_batchPublish: z.object({ messages: z.array(PUBLISH_PARAMS).max(MAX_BATCH) }),
  irn_fetchMessages: z.object({ topic: TOPIC }),
  irn_batchFetchMessages: z.object({ topics: z.array(TOPIC).max(MAX_BATCH) }),
  wc_proposeSession: z.object({ pairingTopic: TOPIC, sessionProposal: MESSAGE, ttl: TTL.default(SESSION_TTL_SECONDS), attestation: ATTESTATION }),
  wc_approveSession: z.object({
    sessionTopic: TOPIC,
    pairingTopic: TOPIC,
    sessionProposalResponse: MESSAGE,
    sessionSettlementRequest: MESSAGE,
    ttl: TTL.default(SESSION_TTL_SECONDS),
  }),
} as const
export type RelayMethod = keyof typeof METHOD_PARAMS
export type MethodParams<M extends RelayMethod> = z.infer<(typeof METHOD_PARAMS)[M]>
export const RELAY_METHODS = Object.keys(METHOD_PARAMS) as RelayMethod[]
export const isRelayMethod = (method: string): method is RelayMethod => Object.hasOwn(METHOD_PARAMS, method)

/** The SDK sends ids as strings (serialised BigInts); acks of pushes carry our numeric ids. */
const ID = z.union([z.string().min(1).max(100), z.number().int()])
export type JsonRpcId = z.infer<typeof ID>
const REQUEST = z.object({ jsonrpc: z.literal('2.0'), id: ID, method: z.string().min(1).max(100), params: z.unknown().optional() })
const RESPONSE = z.union([
  z.object({ jsonrpc: z.literal('2.0'), id: ID, result: z.unknown() }).refine((frame) => 'result' in frame),
  z.object({ jsonrpc: z.literal('2.0'), id: ID, error: z.object({ code: z.number(), message: z.string() }) }),
])

export interface RpcError {
  code: number
  message: string
}
export type Frame =
  | { kind: 'request'; id: JsonRpcId; method: string; params: unknown }
  | { kind: 'response'; id: JsonRpcId }
  | { kind: 'invalid'; id: JsonRpcId | null; error: RpcError }

/** One incoming text frame, classified. */
export function parseFrame(text: string): Frame {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return { kind: 'invalid', id: null, error: { code: JSON_RPC_ERRORS.parse, message: 'Parse error: the frame is not valid JSON' } }
  }
  const request = REQUEST.safeParse(json)
  if (request.success) return { kind: 'request', id: request.data.id, method: request.data.method, params: request.data.params }
  const response = RESPONSE.safeParse(json)
  if (response.success) return { kind: 'response', id: response.data.id }
  const id = ID.safeParse(typeof json === 'object' && json !== null && 'id' in json ? json.id : undefined)
  const message = Array.isArray(json)
    ? 'Invalid request: batch requests are not supported'
    : `Invalid request: expected { jsonrpc: "2.0", id, method, params } (${describeIssues(request.error)})`
  return { kind: 'invalid', id: id.success ? id.data : null, error: { code: JSON_RPC_ERRORS.invalidRequest, message } }
}

/** zod issues as one readable line: `topic: expected a topic of 64 lowercase hex characters; ttl: ...`. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ')
}

export const resultFrame = (id: JsonRpcId, result: unknown): object => ({ id, jsonrpc: '2.0', result })
export const errorFrame = (id: JsonRpcId | null, error: RpcError): object => ({ id, jsonrpc: '2.0', error })
