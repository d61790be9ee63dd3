/**
 * The in-memory backend: messages kept per topic for their ttl in this process, so a subscriber that
 * arrives later still gets them (the wallet subscribes to the pairing topic after the proposal was
 * published), with the clients (JWT `iss`) each one reached. Fan-out stays in this process.
 */
import { MAX_MESSAGES_PER_TOPIC, type MailboxSize, type OnPublished, type RelayBackend, type StoredMessage } from './relayBackend'

interface Entry {
  readonly stored: StoredMessage
  readonly deliveredTo: Set<string>
}

export class Mailbox implements RelayBackend {
  readonly #byTopic = new Map<string, Entry[]>()
  readonly #byId = new Map<string, Entry>()
  readonly #onPublished: OnPublished
  readonly #maxPerTopic: number

  constructor(onPublished: OnPublished, maxPerTopic = MAX_MESSAGES_PER_TOPIC) {
    this.#onPublished = onPublished
    this.#maxPerTopic = maxPerTopic
  }

  async store(stored: StoredMessage): Promise<boolean> {
    if (this.#byId.has(stored.id)) return false
    const entry = { stored, deliveredTo: new Set([stored.publisher]) }
    const list = this.#byTopic.get(stored.topic) ?? []
    list.push(entry)
    this.#byId.set(stored.id, entry)
    const dropped = list.length > this.#maxPerTopic ? list.shift() : undefined
    if (dropped) this.#byId.delete(dropped.stored.id)
    this.#byTopic.set(stored.topic, list)
    this.#onPublished(stored)
    return true
  }

  async undelivered(topic: string, clientId: string, now: number): Promise<StoredMessage[]> {
    const list = this.#byTopic.get(topic) ?? []
    return list.filter(({ stored, deliveredTo }) => stored.expiresAt > now && !deliveredTo.has(clientId)).map(({ stored }) => stored)
  }

  async markDelivered(message: StoredMessage, clientId: string): Promise<void> {
    this.#byId.get(message.id)?.deliveredTo.add(clientId)
  }

  async sweep(now: number): Promise<number> {
    let dropped = 0
    for (const [topic, list] of this.#byTopic) {
      const kept = list.filter(({ stored }) => stored.expiresAt > now)
      if (kept.length === list.length) continue
      dropped += list.length - kept.length
      for (const { stored } of list) if (stored.expiresAt <= now) this.#byId.delete(stored.id)
      if (kept.length === 0) this.#byTopic.delete(topic)
      else this.#byTopic.set(topic, kept)
    }
    return dropped
  }

  async size(): Promise<MailboxSize> {
    return { topics: this.#byTopic.size, messages: this.#byId.size }
  }

  async close(): Promise<void> {}
}
