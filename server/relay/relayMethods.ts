/**
 * What the relay does for each method sign-client 2.25.0 sends (plus the batch and fetch methods it
 * never sends). wc_proposeSession and wc_approveSession subscribe the sender and publish on its behalf:
 * the SDK skips its own subscribe for those topics and counts on the relay to do it.
 */
import type { z } from 'zod'
import { describeIssues, isRelayMethod, JSON_RPC_ERRORS, METHOD_PARAMS, type MethodParams, type RelayMethod, type RpcError } from './relayFrames'
import type { RelayHub, RelayPeer } from './relayHub'

/** Tags of the messages the relay publishes for a client (the SDK's ENGINE_RPC_OPTS). */
export const SESSION_TAGS = { proposal: 1100, proposalResponse: 1101, settlement: 1102 } as const

type Handler<M extends RelayMethod> = (hub: RelayHub, peer: RelayPeer, params: MethodParams<M>) => unknown

const HANDLERS: { [M in RelayMethod]: Handler<M> } = {
  irn_subscribe: (hub, peer, { topic }) => hub.subscribe(peer, topic),
  irn_batchSubscribe: (hub, peer, { topics }) => topics.map((topic) => hub.subscribe(peer, topic)),
  irn_unsubscribe: (hub, peer, { topic }) => {
    hub.unsubscribe(peer, topic)
    return true
  },
  irn_batchUnsubscribe: (hub, peer, { subscriptions }) => {
    for (const { topic } of subscriptions) hub.unsubscribe(peer, topic)
    return true
  },
  irn_publish: (hub, peer, publication) => {
    hub.publish(peer, publication)
    return true
  },
  irn_batchPublish: (hub, peer, { messages }) => {
    for (const publication of messages) hub.publish(peer, publication)
    return true
  },
  irn_fetchMessages: (hub, peer, { topic }) => ({ messages: hub.fetch(peer, [topic]), hasMore: false }),
  irn_batchFetchMessages: (hub, peer, { topics }) => ({ messages: hub.fetch(peer, topics), hasMore: false }),
  wc_proposeSession: (hub, peer, { pairingTopic, sessionProposal, ttl, attestation }) => {
    hub.subscribe(peer, pairingTopic)
    hub.publish(peer, { topic: pairingTopic, message: sessionProposal, ttl, tag: SESSION_TAGS.proposal, attestation })
    return true
  },
  wc_approveSession: (hub, peer, { sessionTopic, pairingTopic, sessionProposalResponse, sessionSettlementRequest, ttl }) => {
    hub.subscribe(peer, sessionTopic)
    hub.publish(peer, { topic: pairingTopic, message: sessionProposalResponse, ttl, tag: SESSION_TAGS.proposalResponse })
    hub.publish(peer, { topic: sessionTopic, message: sessionSettlementRequest, ttl, tag: SESSION_TAGS.settlement })
    return true
  },
}

export type Outcome = { result: unknown } | { error: RpcError }

/** Runs one request: -32601 for a method the relay does not implement, -32602 for params of the wrong shape. */
export function runMethod(hub: RelayHub, peer: RelayPeer, method: string, params: unknown): Outcome {
  if (!isRelayMethod(method)) return { error: { code: JSON_RPC_ERRORS.methodNotFound, message: `Method not found: ${method.slice(0, 100)}` } }
  return run(hub, peer, method, METHOD_PARAMS[method], HANDLERS[method], params)
}

function run<M extends RelayMethod>(
  hub: RelayHub,
  peer: RelayPeer,
  method: M,
  schema: z.ZodType<MethodParams<M>, unknown>,
  handle: Handler<M>,
  raw: unknown,
): Outcome {
  const parsed = schema.safeParse(raw)
  if (!parsed.success) return { error: { code: JSON_RPC_ERRORS.invalidParams, message: `Invalid params for ${method}: ${describeIssues(parsed.error)}` } }
  return { result: handle(hub, peer, parsed.data) }
}
