/**
 * Where the relay keeps messages and how a publish reaches every relay process: in this process's memory
 * (mailbox.ts, the default) or in Redis (redisBackend.ts, shared by several relay processes).
 */

/** A message as stored: immutable; who it reached is the backend's business. */
export interface StoredMessage {
  /** sha256(topic + message), hex: the same message on a topic is stored once. */
  readonly id: string
  readonly topic: string
  readonly message: string
  /** ms since the epoch, when the relay received it. */
  readonly publishedAt: number
  readonly expiresAt: number
  readonly tag: number | undefined
  readonly attestation: string | undefined
  /** The publisher's client id (JWT iss): it never gets its own message back. */
  readonly publisher: string
}

export interface MailboxSize {
  topics: number
  messages: number
}

export interface RelayBackend {
  /**
   * Stores the message (unless it is already on its topic: then false) and, once stored, hands it to every
   * relay process's `onPublished`, in publish order per topic. Resolves only once the message is stored.
   */
  store(message: StoredMessage): Promise<boolean>
  /** The topic's unexpired messages not yet delivered to (acknowledged by) this client, oldest first. */
  undelivered(topic: string, clientId: string, now: number): Promise<StoredMessage[]>
  /** Records that the client has the message (it acknowledged the push, or fetched it). */
  markDelivered(message: StoredMessage, clientId: string): Promise<void>
  /** Drops expired messages; resolves with how many this call dropped. */
  sweep(now: number): Promise<number>
  size(): Promise<MailboxSize>
  close(): Promise<void>
}

/** Called by the backend for each message stored by any relay process sharing it (this one included). */
export type OnPublished = (message: StoredMessage) => void

/** Bounds what one topic can hold; the oldest message goes first. The SDK keeps a handful per topic. */
export const MAX_MESSAGES_PER_TOPIC = 1_000

export class RelayBackendError extends Error {
  override readonly name = 'RelayBackendError'
  readonly code = 'RELAY_BACKEND_FAILED'
}
