/**
 * What the relay does for each method sign-client 2.25.0 sends (plus the batch and fetch methods it
 * never sends). wc_proposeSession and wc_approveSession subscribe the sender and publish on its behalf:
 * the SDK skips its own subscribe for those topics and counts on the relay to do it. A publish is answered
 * only once its message is stored; quotas (relayLimits.ts) refuse with a JSON-RPC error.
 */
import type { z } from 'zod'
import { describeIssues, isRelayMethod, JSON_RPC_ERRORS, METHOD_PARAMS, type MethodParams, type RelayMethod, type RpcError } from './relayFrames'
import type { Publication, RelayHub, RelayPeer } from './relayHub'
import { messageTooLarge, QUOTA_ERRORS, RelayRequestError, tooManySubscriptions, type RelayLimits } from './relayLimits'
import type { RelayCounters } from './relayStats'

/** Tags of the messages the relay publishes for a client (the SDK's ENGINE_RPC_OPTS). */
export const SESSION_TAGS = { proposal: 1100, proposalResponse: 1101, settlement: 1102 } as const

export interface MethodContext {
  hub: RelayHub
  peer: RelayPeer
  limits: RelayLimits
  counters: RelayCounters
}

type Handler<M extends RelayMethod> = (context: MethodContext, params: MethodParams<M>) => Promise<unknown>

/** Refuses subscriptions that would take the connection over its limit (topics it already has do not count twice). */
function checkSubscriptions({ hub, peer, limits, counters }: MethodContext, topics: readonly string[]): void {
  const added = new Set(topics.filter((topic) => !hub.isSubscribed(peer, topic))).size
  if (hub.topicCount(peer) + added <= limits.maxSubscriptionsPerConnection) return
  counters.quotas.subscriptions++
  throw tooManySubscriptions(limits.maxSubscriptionsPerConnection)
}

function checkSizes({ limits, counters }: MethodContext, messages: readonly string[]): void {
  const largest = Math.max(...messages.map((message) => message.length))
  if (largest <= limits.maxMessageBytes) return
  counters.quotas.messageSize++
  throw messageTooLarge(largest, limits.maxMessageBytes)
}

async function publish({ hub, peer }: MethodContext, publication: Publication): Promise<void> {
  try {
    await hub.publish(peer, publication)
  } catch (error) {
    throw new RelayRequestError(QUOTA_ERRORS.notStored, `The relay could not store the message: ${error instanceof Error ? error.message : String(error)}`)
  }
}

const HANDLERS: { [M in RelayMethod]: Handler<M> } = {
  irn_subscribe: async (context, { topic }) => {
    checkSubscriptions(context, [topic])
    return context.hub.subscribe(context.peer, topic)
  },
  irn_batchSubscribe: async (context, { topics }) => {
    checkSubscriptions(context, topics)
    return Promise.all(topics.map((topic) => context.hub.subscribe(context.peer, topic)))
  },
  irn_unsubscribe: async ({ hub, peer }, { topic }) => {
    hub.unsubscribe(peer, topic)
    return true
  },
  irn_batchUnsubscribe: async ({ hub, peer }, { subscriptions }) => {
    for (const { topic } of subscriptions) hub.unsubscribe(peer, topic)
    return true
  },
  irn_publish: async (context, publication) => {
    checkSizes(context, [publication.message])
    await publish(context, publication)
    return true
  },
  irn_batchPublish: async (context, { messages }) => {
    checkSizes(context, messages.map(({ message }) => message))
    for (const publication of messages) await publish(context, publication)
    return true
  },
  irn_fetchMessages: async ({ hub, peer }, { topic }) => ({ messages: await hub.fetch(peer, [topic]), hasMore: false }),
  irn_batchFetchMessages: async ({ hub, peer }, { topics }) => ({ messages: await hub.fetch(peer, topics), hasMore: false }),
  wc_proposeSession: async (context, { pairingTopic, sessionProposal, ttl, attestation }) => {
    checkSizes(context, [sessionProposal])
    checkSubscriptions(context, [pairingTopic])
    await context.hub.subscribe(context.peer, pairingTopic)
    await publish(context, { topic: pairingTopic, message: sessionProposal, ttl, tag: SESSION_TAGS.proposal, attestation })
    return true
  },
  wc_approveSession: async (context, { sessionTopic, pairingTopic, sessionProposalResponse, sessionSettlementRequest, ttl }) => {
    checkSizes(context, [sessionProposalResponse, sessionSettlementRequest])
    checkSubscriptions(context, [sessionTopic])
    await context.hub.subscribe(context.peer, sessionTopic)
    await publish(context, { topic: pairingTopic, message: sessionProposalResponse, ttl, tag: SESSION_TAGS.proposalResponse })
    await publish(context, { topic: sessionTopic, message: sessionSettlementRequest, ttl, tag: SESSION_TAGS.settlement })
    return true
  },
}

export type Outcome = { result: unknown } | { error: RpcError }

/** Runs one request: -32601 for a method the relay does not implement, -32602 for params of the wrong shape. */
export async function runMethod(context: MethodContext, method: string, params: unknown): Promise<Outcome> {
  if (!isRelayMethod(method)) return { error: { code: JSON_RPC_ERRORS.methodNotFound, message: `Method not found: ${method.slice(0, 100)}` } }
  return run(context, method, METHOD_PARAMS[method], HANDLERS[method], params)
}

async function run<M extends RelayMethod>(
  context: MethodContext,
  method: M,
  schema: z.ZodType<MethodParams<M>, unknown>,
  handle: Handler<M>,
  raw: unknown,
): Promise<Outcome> {
  const parsed = schema.safeParse(raw)
  if (!parsed.success) return { error: { code: JSON_RPC_ERRORS.invalidParams, message: `Invalid params for ${method}: ${describeIssues(parsed.error)}` } }
  try {
    return { result: await handle(context, parsed.data) }
  } catch (error) {
    if (error instanceof RelayRequestError) return { error: { code: error.code, message: error.message } }
    throw error
  }
}
