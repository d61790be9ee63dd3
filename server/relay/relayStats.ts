/** What the relay counts, served at GET /stats and by relay.stats(): counts only, never a list of clients. */
import { RELAY_METHODS, type RelayMethod } from './relayFrames'

export interface RelayStats {
  /** Where messages live: this process ('memory') or a Redis shared by relay processes ('redis'). */
  backend: 'memory' | 'redis'
  connections: { open: number; accepted: number; refused: number }
  /** Requests received, per method the relay implements. */
  requests: Record<RelayMethod, number>
  /** Frames answered with a JSON-RPC error, per reason. */
  errors: { parse: number; invalidRequest: number; methodNotFound: number; invalidParams: number }
  /** Requests refused by a quota, and slow consumers cut off (their socket's buffer went over the cap). */
  quotas: { subscriptions: number; messageSize: number; slowConsumers: number }
  /** Messages this process stored (each publish, the proposal, the proposal response and the settlement). */
  published: number
  /** Publishes of a message already on its topic (the SDK retrying), acknowledged but not stored again. */
  duplicates: number
  /** irn_subscription pushes sent. */
  delivered: number
  /** Clients' acknowledgements of pushes; an acknowledged message is never pushed to that client again. */
  acks: number
  /** Messages dropped by this process's sweeper once their ttl passed. */
  expired: number
  /** What the mailbox holds (with Redis: as of the last sweep or GET /stats). */
  mailbox: { topics: number; messages: number }
  /** Subscriptions of this process's connections. */
  subscriptions: number
}

/** The counters the relay updates as it goes; the live parts (mailbox, subscriptions, open connections) are added by a snapshot. */
export type RelayCounters = Omit<RelayStats, 'backend' | 'mailbox' | 'subscriptions' | 'connections'> & {
  connections: { accepted: number; refused: number }
}

export function createCounters(): RelayCounters {
  return {
    connections: { accepted: 0, refused: 0 },
    requests: Object.fromEntries(RELAY_METHODS.map((method) => [method, 0])) as Record<RelayMethod, number>,
    errors: { parse: 0, invalidRequest: 0, methodNotFound: 0, invalidParams: 0 },
    quotas: { subscriptions: 0, messageSize: 0, slowConsumers: 0 },
    published: 0,
    duplicates: 0,
    delivered: 0,
    acks: 0,
    expired: 0,
  }
}
