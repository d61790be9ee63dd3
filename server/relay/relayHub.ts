/**
 * The relay's state without sockets: who subscribes to which topic, the mailbox, and fan-out. A peer is
 * one connection; its clientId (the JWT iss) is what delivery is keyed on.
 */
import { createHash } from 'node:crypto'
import { Mailbox, type StoredMessage } from './mailbox'
import type { RelayCounters } from './relayStats'

export interface RelayPeer {
  readonly clientId: string
  /** Sends a frame if the socket is open; returns whether it went out. */
  push(frame: object): boolean
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

const subscriptionData = (stored: StoredMessage): SubscriptionData => ({
  topic: stored.topic,
  message: stored.message,
  publishedAt: stored.publishedAt,
  attestation: stored.attestation ?? '',
  ...(stored.tag !== undefined ? { tag: stored.tag } : {}),
})

export class RelayHub {
  readonly #mailbox = new Mailbox()
  readonly #subscribers = new Map<string, Set<RelayPeer>>()
  readonly #topicsOf = new Map<RelayPeer, Set<string>>()
  readonly #counters: RelayCounters
  readonly #now: () => number
  // Push ids only need to differ from each other; starting from the clock keeps them apart across relay restarts too.
  #nextPushId = Date.now() * 1_000

  constructor(counters: RelayCounters, now: () => number = Date.now) {
    this.#counters = counters
    this.#now = now
  }

  /** Adds the subscription and delivers what the mailbox holds for the topic; returns the subscription id. */
  subscribe(peer: RelayPeer, topic: string): string {
    const subscribers = this.#subscribers.get(topic) ?? new Set()
    subscribers.add(peer)
    this.#subscribers.set(topic, subscribers)
    const topics = this.#topicsOf.get(peer) ?? new Set()
    topics.add(topic)
    this.#topicsOf.set(peer, topics)
    for (const stored of this.#mailbox.undelivered(topic, peer.clientId, this.#now())) this.#deliver(peer, stored)
    return subscriptionId(topic, peer.clientId)
  }

  unsubscribe(peer: RelayPeer, topic: string): void {
    const subscribers = this.#subscribers.get(topic)
    subscribers?.delete(peer)
    if (subscribers?.size === 0) this.#subscribers.delete(topic)
    this.#topicsOf.get(peer)?.delete(topic)
  }

  /** Forgets a closed connection's subscriptions (its client's deliveries stay recorded). */
  disconnect(peer: RelayPeer): void {
    for (const topic of this.#topicsOf.get(peer) ?? []) this.unsubscribe(peer, topic)
    this.#topicsOf.delete(peer)
  }

  /** Stores the message for its ttl and pushes it to the topic's subscribers, never back to its publisher. */
  publish(peer: RelayPeer, publication: Publication): void {
    const now = this.#now()
    const stored: StoredMessage = {
      topic: publication.topic,
      message: publication.message,
      publishedAt: now,
      expiresAt: now + publication.ttl * 1_000,
      tag: publication.tag,
      attestation: publication.attestation ?? undefined,
      deliveredTo: new Set([peer.clientId]),
    }
    if (!this.#mailbox.store(stored)) {
      this.#counters.duplicates++
      return
    }
    this.#counters.published++
    for (const subscriber of this.#subscribers.get(publication.topic) ?? []) this.#deliver(subscriber, stored)
  }

  /** The topics' undelivered messages, returned instead of pushed (and so marked delivered). */
  fetch(peer: RelayPeer, topics: readonly string[]): SubscriptionData[] {
    const now = this.#now()
    return topics.flatMap((topic) =>
      this.#mailbox.undelivered(topic, peer.clientId, now).map((stored) => {
        stored.deliveredTo.add(peer.clientId)
        return subscriptionData(stored)
      }),
    )
  }

  /** Drops expired messages. */
  sweep(): void {
    this.#counters.expired += this.#mailbox.sweep(this.#now())
  }

  topicCount(peer: RelayPeer): number {
    return this.#topicsOf.get(peer)?.size ?? 0
  }

  get subscriptionCount(): number {
    let count = 0
    for (const subscribers of this.#subscribers.values()) count += subscribers.size
    return count
  }

  get mailboxSize(): { topics: number; messages: number } {
    return this.#mailbox.size
  }

  #deliver(peer: RelayPeer, stored: StoredMessage): void {
    if (stored.deliveredTo.has(peer.clientId)) return
    const params = { id: subscriptionId(stored.topic, peer.clientId), data: subscriptionData(stored) }
    if (!peer.push({ id: this.#nextPushId++, jsonrpc: '2.0', method: 'irn_subscription', params })) return
    stored.deliveredTo.add(peer.clientId)
    this.#counters.delivered++
  }
}
