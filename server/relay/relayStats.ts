/** What the relay counts, served at GET /stats and by relay.stats(). */
import { RELAY_METHODS, type RelayMethod } from './relayFrames'

export interface PeerStats {
  clientId: string
  connectedAt: string
  /** Requests received on this connection. */
  requests: number
  /** Pushes (irn_subscription) sent on this connection. */
  pushes: number
  topics: number
}

export interface RelayStats {
  connections: { open: number; accepted: number; refused: number }
  /** Requests received, per method the relay implements. */
  requests: Record<RelayMethod, number>
  /** Frames answered with a JSON-RPC error, per reason. */
  errors: { parse: number; invalidRequest: number; methodNotFound: number; invalidParams: number }
  /** Messages stored and fanned out (each publish, the proposal, the proposal response and the settlement). */
  published: number
  /** Publishes of a message already on its topic (the SDK retrying), acknowledged but not stored again. */
  duplicates: number
  /** irn_subscription pushes sent. */
  delivered: number
  /** Clients' acknowledgements of pushes. */
  acks: number
  /** Messages dropped by the sweeper once their ttl passed. */
  expired: number
  mailbox: { topics: number; messages: number }
  subscriptions: number
  peers: PeerStats[]
}

/** The counters the relay updates as it goes; the live parts (mailbox, peers) are added by snapshot(). */
export type RelayCounters = Omit<RelayStats, 'mailbox' | 'subscriptions' | 'peers' | 'connections'> & {
  connections: { accepted: number; refused: number }
}

export function createCounters(): RelayCounters {
  return {
    connections: { accepted: 0, refused: 0 },
    requests: Object.fromEntries(RELAY_METHODS.map((method) => [method, 0])) as Record<RelayMethod, number>,
    errors: { parse: 0, invalidRequest: 0, methodNotFound: 0, invalidParams: 0 },
    published: 0,
    duplicates: 0,
    delivered: 0,
    acks: 0,
    expired: 0,
  }
}
