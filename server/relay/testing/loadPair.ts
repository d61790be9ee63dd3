/**
 * For the load tests and the bench: one side of a dApp/wallet pair on a relay cluster, as the SDK behaves:
 * it subscribes to its topic, acks each push, and when its node goes away reconnects to another node,
 * subscribes again (irn_batchSubscribe) and publishes again what was not answered.
 */
import { RawRelayClient } from './rawRelayClient'
import { createRelayIdentity, type RelayIdentity } from './relayIdentity'

const WAIT_MS = 30_000

export class PairSide {
  readonly identity: RelayIdentity = createRelayIdentity()
  readonly topic: string
  /** Messages this side published and the relay answered (acknowledged). */
  readonly acknowledged = new Set<string>()
  readonly #clients: RawRelayClient[] = []
  readonly #pickNode: () => string
  #current: Promise<RawRelayClient> | undefined

  /** `pickNode` returns the URL of a live node; it is asked again after a disconnect. */
  constructor(topic: string, pickNode: () => string) {
    this.topic = topic
    this.#pickNode = pickNode
  }

  /** Connects (or reconnects) and subscribes to the topic. */
  connection(): Promise<RawRelayClient> {
    this.#current ??= this.#open()
    return this.#current
  }

  async publish(message: string): Promise<void> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const client = await this.connection()
      try {
        const answer = await client.request('irn_publish', { topic: this.topic, message, ttl: 300, tag: 1108 })
        if (answer.result === true) {
          this.acknowledged.add(message)
          return
        }
      } catch {
        // the node went away: connection() reconnects elsewhere, then publish again (the relay dedupes)
      }
    }
  }

  /** Messages pushed to this side across all its connections (with repeats, if a push was never acked). */
  received(): string[] {
    return this.#clients.flatMap((client) => client.pushes.filter((push) => push.params.data.topic === this.topic).map((push) => push.params.data.message))
  }

  get connections(): number {
    return this.#clients.length
  }

  async close(): Promise<void> {
    await Promise.all(this.#clients.map((client) => client.close()))
  }

  async #open(): Promise<RawRelayClient> {
    for (;;) {
      try {
        const client = await RawRelayClient.connect(this.#pickNode(), this.identity, { waitMs: WAIT_MS })
        this.#clients.push(client)
        void client.closed().then(() => {
          if (this.#current) this.#current = undefined
        })
        await client.request('irn_batchSubscribe', { topics: [this.topic] })
        return client
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    }
  }
}

/** A random topic (32 bytes as hex). */
export const randomTopic = (): string => Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('hex')
export const encodeMessage = (text: string): string => Buffer.from(text).toString('base64')
