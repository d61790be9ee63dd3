/**
 * Messages kept per topic for their ttl, so a subscriber that arrives later still gets them (the wallet
 * subscribes to the pairing topic after the proposal was published). Each remembers which clients (JWT
 * `iss`) it went to: a message reaches a client at most once, across reconnects.
 */

export interface StoredMessage {
  readonly topic: string
  readonly message: string
  /** ms since the epoch, when the relay received it. */
  readonly publishedAt: number
  readonly expiresAt: number
  readonly tag: number | undefined
  readonly attestation: string | undefined
  /** Client ids it was delivered to; the publisher is in it from the start, so it never gets its own message back. */
  readonly deliveredTo: Set<string>
}

/** Bounds what one topic can hold; the oldest message goes first. The SDK keeps a handful per topic. */
export const MAX_MESSAGES_PER_TOPIC = 1_000

export class Mailbox {
  readonly #byTopic = new Map<string, StoredMessage[]>()

  /** Stores a message unless the same one is already on its topic (a publish retried by the SDK); returns whether it was stored. */
  store(stored: StoredMessage): boolean {
    const list = this.#byTopic.get(stored.topic) ?? []
    if (list.some((existing) => existing.message === stored.message)) return false
    list.push(stored)
    if (list.length > MAX_MESSAGES_PER_TOPIC) list.shift()
    this.#byTopic.set(stored.topic, list)
    return true
  }

  /** Unexpired messages of a topic not yet delivered to this client, oldest first. */
  undelivered(topic: string, clientId: string, now: number): StoredMessage[] {
    return (this.#byTopic.get(topic) ?? []).filter((stored) => stored.expiresAt > now && !stored.deliveredTo.has(clientId))
  }

  /** Drops expired messages; returns how many. */
  sweep(now: number): number {
    let dropped = 0
    for (const [topic, list] of this.#byTopic) {
      const kept = list.filter((stored) => stored.expiresAt > now)
      dropped += list.length - kept.length
      if (kept.length === 0) this.#byTopic.delete(topic)
      else if (kept.length !== list.length) this.#byTopic.set(topic, kept)
    }
    return dropped
  }

  get size(): { topics: number; messages: number } {
    let messages = 0
    for (const list of this.#byTopic.values()) messages += list.length
    return { topics: this.#byTopic.size, messages }
  }
}
