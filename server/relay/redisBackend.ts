/**
 * The Redis backend: the mailbox lives in Redis and each stored message is published on one pub/sub channel
 * that every relay process sharing the Redis listens to, so a client reaches its peer whichever node each
 * one landed on, and a killed node loses nothing it acknowledged. Store and publish happen in one Lua script
 * (redisScripts.ts): a message is on the channel only once it is stored, in publish order.
 */
import { Redis } from 'ioredis'
import { z } from 'zod'
import { MAX_MESSAGES_PER_TOPIC, RelayBackendError, type MailboxSize, type OnPublished, type RelayBackend, type StoredMessage } from './relayBackend'
import { STORE, SWEEP, UNDELIVERED } from './redisScripts'

export interface RedisBackendOptions {
  url: string
  /** Namespaces the keys and the channel, so relays of separate deployments (or tests) can share a Redis. */
  keyPrefix?: string
  maxPerTopic?: number
  log?: (line: string) => void
}

const MESSAGE = z.object({
  id: z.string(),
  topic: z.string(),
  message: z.string(),
  publishedAt: z.number(),
  expiresAt: z.number(),
  tag: z.number().optional(),
  attestation: z.string().optional(),
  publisher: z.string(),
})
const SWEEP_BATCH = 1_000

type Scripted = Redis & {
  relayStore(...args: (string | number)[]): Promise<number>
  relayUndelivered(...args: string[]): Promise<string[]>
  relaySweep(...args: (string | number)[]): Promise<number>
}

export async function openRedisBackend(options: RedisBackendOptions, onPublished: OnPublished): Promise<RelayBackend> {
  const log = options.log ?? (() => {})
  const prefix = options.keyPrefix ?? 'gangway:relay:'
  const channel = `${prefix}published`
  const connect = (role: string): Redis => {
    // A few retries per command: a publish Redis cannot take is answered with an error within seconds, not held.
    const client = new Redis(options.url, { lazyConnect: true, enableAutoPipelining: true, maxRetriesPerRequest: 3 })
    client.on('error', (error: Error) => log(`relay: redis (${role}): ${error.message}`))
    return client
  }
  const commands = connect('commands') as Scripted
  commands.defineCommand('relayStore', { numberOfKeys: 0, lua: STORE })
  commands.defineCommand('relayUndelivered', { numberOfKeys: 0, lua: UNDELIVERED })
  commands.defineCommand('relaySweep', { numberOfKeys: 0, lua: SWEEP })
  const subscriber = connect('subscriber')
  try {
    await Promise.all([commands.connect(), subscriber.connect()])
    await subscriber.subscribe(channel)
  } catch (error) {
    commands.disconnect()
    subscriber.disconnect()
    throw new RelayBackendError(`Could not connect to Redis at ${options.url}: ${error instanceof Error ? error.message : String(error)}`)
  }
  subscriber.on('message', (from: string, json: string) => {
    if (from !== channel) return
    const message = parse(json)
    if (message) onPublished(message)
    else log('relay: redis: ignored a malformed message on the channel')
  })

  return {
    async store(message) {
      const json = JSON.stringify(message)
      const args = [prefix, message.topic, message.id, json, message.expiresAt, message.publisher, options.maxPerTopic ?? MAX_MESSAGES_PER_TOPIC, channel]
      return (await commands.relayStore(...args)) === 1
    },
    async undelivered(topic, clientId, now) {
      const found = await commands.relayUndelivered(prefix, topic, clientId)
      return found.map(parse).filter((message): message is StoredMessage => message !== undefined && message.expiresAt > now)
    },
    async markDelivered(message, clientId) {
      // Pipelined, not a transaction: a delivery set recreated after its message expired only lives until the same moment.
      const key = `${prefix}d:${message.id}`
      await Promise.all([commands.sadd(key, clientId), commands.pexpireat(key, message.expiresAt)])
    },
    async sweep(now) {
      return commands.relaySweep(prefix, now, SWEEP_BATCH)
    },
    async size(): Promise<MailboxSize> {
      const [topics, messages] = await Promise.all([commands.scard(`${prefix}topics`), commands.get(`${prefix}count`)])
      return { topics, messages: Number(messages ?? 0) }
    },
    async close() {
      // QUIT lets pending commands (acks) finish; a Redis that went away gets a second, then the sockets are dropped.
      const quit = Promise.allSettled([subscriber.quit(), commands.quit()])
      await Promise.race([quit, new Promise((resolve) => setTimeout(resolve, 1_000).unref())])
      subscriber.disconnect()
      commands.disconnect()
    },
  }
}

function parse(json: string): StoredMessage | undefined {
  let value: unknown
  try {
    value = JSON.parse(json)
  } catch {
    return undefined
  }
  const parsed = MESSAGE.safeParse(value)
  if (!parsed.success) return undefined
  const { tag, attestation, ...rest } = parsed.data
  return { ...rest, tag, attestation }
}
