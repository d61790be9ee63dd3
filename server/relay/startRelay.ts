/**
 * The local WalletConnect relay: one HTTP server whose WebSocket side speaks the relay protocol of
 * @walletconnect/sign-client 2.25 (../shared/research/local-services.md §2), and whose HTTP side answers
 * GET /health and GET /stats. Messages live in this process's memory, or with `redisUrl` in Redis, shared
 * with every relay process on the same Redis (fan-out through pub/sub, the mailbox in Redis).
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { WebSocketServer } from 'ws'
import { Mailbox } from './mailbox'
import { MAX_MESSAGES_PER_TOPIC, type MailboxSize, type RelayBackend } from './relayBackend'
// ./redisBackend (and ioredis) is imported only when redisUrl is set.
import { authenticate } from './relayAuth'
import { RelayConnection } from './relayConnection'
import { handleRelayHttp } from './relayHttp'
import { RelayHub } from './relayHub'
import { DEFAULT_LIMITS, type RelayLimits } from './relayLimits'
import { createCounters, type RelayStats } from './relayStats'

export interface RelayOptions {
  /** 0 picks a free port (see relay.port). */
  port: number
  host?: string
  log?: (line: string) => void
  /** redis://…: the mailbox and fan-out in Redis, shared by relay processes. Without it, in this process's memory. */
  redisUrl?: string | undefined
  /** Namespaces the Redis keys (tests share one Redis). Default 'gangway:relay:'. */
  redisKeyPrefix?: string
  /** WebSocket ping period; the SDK in Node drops a socket that saw no ping for 35 s. Default 15 s. */
  pingIntervalMs?: number
  /** How often expired messages are dropped. Default 5 s (reads skip expired messages anyway). */
  sweepIntervalMs?: number
  /** Largest frame accepted; a bigger one closes the socket with code 1009. Default 256 KiB. */
  maxPayloadBytes?: number
  /** Bytes a socket may have queued before further pushes wait for it to drain. Default 4 MiB. */
  maxBufferedBytes?: number
  /** How long a socket over that cap may take nothing off its buffer before it is closed as a slow consumer (1013). Default 2 s. */
  slowConsumerGraceMs?: number
  /** Messages one topic holds; past it the oldest goes. Default 1,000 (MAX_MESSAGES_PER_TOPIC). */
  maxMessagesPerTopic?: number
  /** Quotas: subscriptions per connection (default 1,000) and message size (default 128 KiB). */
  limits?: Partial<RelayLimits>
}

export interface Relay {
  /** ws://host:port, what the SDK's relayUrl (the kit's endpoints.relay) points at. */
  readonly url: string
  readonly port: number
  /** The counters now (with Redis, the mailbox figures as of the last sweep or freshStats()). */
  stats(): RelayStats
  /** The counters with the mailbox figures read now. */
  freshStats(): Promise<RelayStats>
  /** Terminates every socket and closes the server; resolves once the port is free. Idempotent. */
  close(): Promise<void>
}

export class RelayPortInUseError extends Error {
  override readonly name = 'RelayPortInUseError'
  readonly code = 'RELAY_PORT_IN_USE'
}

export async function startRelay(options: RelayOptions): Promise<Relay> {
  const host = options.host ?? '127.0.0.1'
  const log = options.log ?? (() => {})
  const counters = createCounters()
  const hub = new RelayHub(counters)
  const onPublished = hub.onPublished.bind(hub)
  const maxPerTopic = options.maxMessagesPerTopic ?? MAX_MESSAGES_PER_TOPIC
  const backend: RelayBackend = options.redisUrl
    ? await (await import('./redisBackend')).openRedisBackend(
        { url: options.redisUrl, log, maxPerTopic, ...(options.redisKeyPrefix ? { keyPrefix: options.redisKeyPrefix } : {}) },
        onPublished,
      )
    : new Mailbox(onPublished, maxPerTopic)
  hub.attach(backend)
  const connections = new Set<RelayConnection>()
  let mailbox: MailboxSize = { topics: 0, messages: 0 }
  const stats = (): RelayStats => ({
    backend: options.redisUrl ? 'redis' : 'memory',
    ...counters,
    connections: { open: connections.size, ...counters.connections },
    mailbox,
    subscriptions: hub.subscriptionCount,
  })
  const freshStats = async (): Promise<RelayStats> => {
    mailbox = await hub.mailboxSize()
    return stats()
  }
  const limits: RelayLimits = { ...DEFAULT_LIMITS, ...options.limits }
  let pushId = Date.now() * 1_000 // distinct across restarts too
  const connectionOptions = {
    hub,
    counters,
    log,
    limits,
    maxBufferedBytes: options.maxBufferedBytes ?? 4 * 1024 * 1024,
    slowConsumerGraceMs: options.slowConsumerGraceMs ?? 2_000,
    nextPushId: () => pushId++,
  }

  const server = createServer((request, response) => handleRelayHttp(request, response, freshStats))
  const sockets = new WebSocketServer({ server, maxPayload: options.maxPayloadBytes ?? 256 * 1024 })
  sockets.on('error', (error) => log(`relay: ${error.message}`))
  sockets.on('connection', (socket, request) => {
    socket.on('error', (error) => log(`relay: socket error: ${error.message}`))
    let clientId: string
    try {
      clientId = authenticate(request.url).clientId
    } catch (error) {
      counters.connections.refused++
      const reason = `Unauthorized: ${error instanceof Error ? error.message : String(error)}`.slice(0, 120)
      log(`relay: refused a connection: ${reason}`)
      socket.close(1008, reason)
      return
    }
    counters.connections.accepted++
    const connection = new RelayConnection(socket, clientId, connectionOptions)
    connections.add(connection)
    socket.on('close', () => {
      connections.delete(connection)
      hub.disconnect(connection)
    })
  })

  try {
    await listen(server, options.port, host)
  } catch (error) {
    sockets.close()
    await backend.close()
    throw error
  }
  const heartbeat = setInterval(() => connections.forEach((connection) => connection.heartbeat()), options.pingIntervalMs ?? 15_000)
  const sweeper = setInterval(() => {
    hub
      .sweep()
      .then(freshStats)
      .catch((error: unknown) => log(`relay: sweep failed: ${String(error)}`))
  }, options.sweepIntervalMs ?? 5_000)
  heartbeat.unref()
  sweeper.unref()

  const shutdown = async (): Promise<void> => {
    clearInterval(heartbeat)
    clearInterval(sweeper)
    for (const socket of sockets.clients) socket.terminate()
    await new Promise<void>((resolve) => sockets.close(() => resolve()))
    await new Promise<void>((resolve, reject) => {
      server.close((error) => (error ? reject(error) : resolve()))
      server.closeAllConnections()
    })
    await backend.close()
  }
  let closing: Promise<void> | undefined
  const { port } = server.address() as AddressInfo
  await freshStats()
  return { url: `ws://${host.includes(':') ? `[${host}]` : host}:${port}`, port, stats, freshStats, close: () => (closing ??= shutdown()) }
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException): void => {
      reject(error.code === 'EADDRINUSE' ? new RelayPortInUseError(`Port ${port} (relay) is already in use on ${host}`) : error)
    }
    server.once('error', onError)
    server.listen(port, host, () => {
      server.off('error', onError)
      resolve()
    })
  })
}
