/**
 * The relay's state without sockets: which local connection subscribes to which topic, and fan-out to
 * them of what the backend (memory or Redis) hands over. A peer is one connection; its clientId (the JWT
 * iss) is what delivery is keyed on. A message counts as delivered once the client acknowledges the push.
 */
import { createHash } from 'node:crypto'
import type { MailboxSize, RelayBackend, StoredMessage } from './relayBackend'
import type { RelayCounters } from './relayStats'

export interface RelayPeer {
  readonly clientId: string
  /**
   * Pushes the message unless this connection already has it in flight (pushed, not yet acknowledged);
   * `catchUp` when it comes from the mailbox on subscribe rather than live.
   */
  deliver(message: StoredMessage, catchUp?: boolean): void
}

export interface Publication {
  topic: string
  message: string
  /** Seconds. */
  ttl: number
  tag?: number | undefined
  attestation?: string | null | undefined
}

/** What irn_subscription carries, and what irn_fetchMessages returns. */
export interface SubscriptionData {
  topic: string
  message: string
  publishedAt: number
  /** '' when the publisher sent none: the wallet SDK then skips the Verify API instead of calling it. */
  attestation: string
  tag?: number
}

/** The id the SDK computes for a subscription itself: sha256(topic + clientId), hex. */
export const subscriptionId = (topic: string, clientId: string): string => createHash('sha256').update(topic + clientId).digest('hex')
export const messageId = (topic: string, message: string): string => createHash('sha256').update(topic + message).digest('hex')

export const subscriptionData = (stored: StoredMessage): SubscriptionData => ({
  topic: stored.topic,
  message: stored.message,
  publishedAt: stored.publishedAt,
  attestation: stored.attestation ?? '',
  ...(stored.tag !== undefined ? { tag: stored.tag } : {}),
})

/** A local subscription; while its mailbox read is under way, live messages wait in `held` so the order stays. */
interface Subscription {
  held: StoredMessage[] | undefined
}

export class RelayHub {
  readonly #subscribers = new Map<string, Map<RelayPeer, Subscription>>()
  readonly #topicsOf = new Map<RelayPeer, Set<string>>()
  #backend: RelayBackend | undefined
  readonly #counters: RelayCounters
  readonly #now: () => number

  constructor(counters: RelayCounters, now: () => number = Date.now) {
    this.#counters = counters
    this.#now = now
  }

  /** The backend is created with the hub's `onPublished` as its fan-out target, then attached. */
  attach(backend: RelayBackend): void {
    this.#backend = backend
  }

  get backend(): RelayBackend {
    if (!this.#backend) throw new RelayHubNotReadyError('the relay hub has no backend yet')
    return this.#backend
  }

  /** Adds the subscription and delivers what the mailbox holds for the topic, then what arrived meanwhile; returns the subscription id. */
  async subscribe(peer: RelayPeer, topic: string): Promise<string> {
    const subscribers = this.#subscribers.get(topic) ?? new Map<RelayPeer, Subscription>()
    const subscription: Subscription = subscribers.get(peer) ?? { held: undefined }
    const held: StoredMessage[] = subscription.held ?? []
    subscription.held = held
    subscribers.set(peer, subscription)
    this.#subscribers.set(topic, subscribers)
    const topics = this.#topicsOf.get(peer) ?? new Set()
    topics.add(topic)
    this.#topicsOf.set(peer, topics)
    let stored: StoredMessage[] = []
    try {
      stored = await this.backend.undelivered(topic, peer.clientId, this.#now())
    } finally {
      const current = this.#subscribers.get(topic)?.get(peer) === subscription
      // A second subscribe to the same topic meanwhile shares `held`; whichever finishes first releases it.
      const release = subscription.held === held
      if (release) subscription.held = undefined
      if (current) {
        for (const message of stored) peer.deliver(message, true)
        if (release) for (const message of held) peer.deliver(message)
      }
    }
    return subscriptionId(topic, peer.clientId)
  }

  unsubscribe(peer: RelayPeer, topic: string): void {
    const subscribers = this.#subscribers.get(topic)
    subscribers?.delete(peer)
    if (subscribers?.size === 0) this.#subscribers.delete(topic)
    this.#topicsOf.get(peer)?.delete(topic)
  }

  /** Forgets a closed connection's subscriptions (what its client acknowledged stays recorded). */
  disconnect(peer: RelayPeer): void {
    for (const topic of this.#topicsOf.get(peer) ?? []) this.unsubscribe(peer, topic)
    this.#topicsOf.delete(peer)
  }

  /** Stores the message for its ttl (resolving once stored); the backend then fans it out, never back to its publisher. */
  async publish(peer: RelayPeer, publication: Publication): Promise<void> {
    const now = this.#now()
    const stored: StoredMessage = {
      id: messageId(publication.topic, publication.message),
      topic: publication.topic,
      message: publication.message,
      publishedAt: now,
      expiresAt: now + publication.ttl * 1_000,
      tag: publication.tag,
      attestation: publication.attestation ?? undefined,
      publisher: peer.clientId,
    }
    if (await this.backend.store(stored)) this.#counters.published++
    else this.#counters.duplicates++
  }

  /** A message stored by any relay process on the backend: pushed to this process's subscribers of its topic. */
  onPublished(message: StoredMessage): void {
    for (const [peer, subscription] of this.#subscribers.get(message.topic) ?? []) {
      if (peer.clientId === message.publisher) continue
      if (subscription.held) subscription.held.push(message)
      else peer.deliver(message)
    }
  }

  /** The client acknowledged a push of the message. */
  async acknowledge(peer: RelayPeer, message: StoredMessage): Promise<void> {
    await this.backend.markDelivered(message, peer.clientId)
  }

  /** The topics' undelivered messages, returned instead of pushed (and so marked delivered). */
  async fetch(peer: RelayPeer, topics: readonly string[]): Promise<SubscriptionData[]> {
    const now = this.#now()
    const found: SubscriptionData[] = []
    for (const topic of topics) {
      for (const message of await this.backend.undelivered(topic, peer.clientId, now)) {
        await this.backend.markDelivered(message, peer.clientId)
        found.push(subscriptionData(message))
      }
    }
    return found
  }

  /** Drops expired messages. */
  async sweep(): Promise<void> {
    this.#counters.expired += await this.backend.sweep(this.#now())
  }

  isSubscribed(peer: RelayPeer, topic: string): boolean {
    return this.#topicsOf.get(peer)?.has(topic) ?? false
  }

  topicCount(peer: RelayPeer): number {
    return this.#topicsOf.get(peer)?.size ?? 0
  }

  get subscriptionCount(): number {
    let count = 0
    for (const subscribers of this.#subscribers.values()) count += subscribers.size
    return count
  }

  mailboxSize(): Promise<MailboxSize> {
    return this.backend.size()
  }
}

export class RelayHubNotReadyError extends Error {
  override readonly name = 'RelayHubNotReadyError'
  readonly code = 'RELAY_HUB_NOT_READY'
}
