import pg from 'pg'
import type { NotificationHandler } from './Db'

const RETRY_MS = 1_000
const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/

/** A channel name that is not a plain lowercase identifier (it is spliced into LISTEN). */
export class ChannelNameError extends Error {
  readonly code = 'CHANNEL_NAME'
  constructor(channel: string) {
    super(`Bad channel name: ${channel}`)
    this.name = 'ChannelNameError'
  }
}

export interface PostgresListener {
  /** LISTENs on the channel; resolves once the server listens for this connection. */
  add(channel: string, handler: NotificationHandler, onState?: (listening: boolean) => void): Promise<void>
  close(): Promise<void>
}

interface Subscription {
  handler: NotificationHandler
  onState: ((listening: boolean) => void) | undefined
}

/**
 * One connection of its own, outside the pool, that LISTENs on every channel asked for. When it drops, each
 * subscriber hears `onState(false)` (notifications may be missed meanwhile) and it reconnects, every second until
 * it is back, listening again on the same channels, then `onState(true)`.
 */
export function listenOnPostgres(connectionString: string): PostgresListener {
  const subscriptions = new Map<string, Subscription[]>()
  let connecting: Promise<pg.Client> | undefined
  let current: pg.Client | undefined
  let closed = false
  let retry: NodeJS.Timeout | undefined
  const tell = (listening: boolean): void => {
    for (const list of subscriptions.values()) for (const { onState } of list) onState?.(listening)
  }

  const lost = (): void => {
    current = undefined
    connecting = undefined
    if (closed) return
    tell(false)
    retry ??= setTimeout(() => {
      retry = undefined
      connect().then(
        () => tell(true),
        () => lost(),
      )
    }, RETRY_MS)
  }

  const connect = (): Promise<pg.Client> => {
    connecting ??= (async () => {
      const client = new pg.Client({ connectionString })
      client.on('notification', (message) => {
        for (const { handler } of subscriptions.get(message.channel) ?? []) handler(message.payload ?? '')
      })
      client.on('error', () => undefined)
      client.once('end', () => {
        if (current === client) lost()
      })
      await client.connect()
      for (const channel of subscriptions.keys()) await client.query(`LISTEN ${channel}`)
      current = client
      return client
    })()
    return connecting
  }

  return {
    async add(channel, handler, onState) {
      if (!CHANNEL.test(channel)) throw new ChannelNameError(channel)
      const known = subscriptions.has(channel)
      subscriptions.set(channel, [...(subscriptions.get(channel) ?? []), { handler, onState }])
      let client: pg.Client
      try {
        client = await connect()
      } catch (error) {
        lost()
        throw error
      }
      // LISTEN is idempotent: a connection made meanwhile may have listened already.
      if (!known) await client.query(`LISTEN ${channel}`)
    },
    async close() {
      closed = true
      clearTimeout(retry)
      const client = current
      current = undefined
      await client?.end().catch(() => undefined)
    },
  }
}
