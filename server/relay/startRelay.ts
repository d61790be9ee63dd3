/**
 * The local WalletConnect relay: one HTTP server on 127.0.0.1 whose WebSocket side speaks the relay
 * protocol of @walletconnect/sign-client 2.25 (../shared/research/local-services.md §2), and whose HTTP
 * side answers GET /health and GET /stats. Messages live in memory only.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { WebSocketServer } from 'ws'
import { authenticate } from './relayAuth'
import { RelayConnection } from './relayConnection'
import { handleRelayHttp } from './relayHttp'
import { RelayHub } from './relayHub'
import { createCounters, type RelayStats } from './relayStats'

export interface RelayOptions {
  /** 0 picks a free port (see relay.port). */
  port: number
  host?: string
  log?: (line: string) => void
  /** WebSocket ping period; the SDK in Node drops a socket that saw no ping for 35 s. Default 15 s. */
  pingIntervalMs?: number
  /** How often expired messages are dropped. Default 5 s (reads skip expired messages anyway). */
  sweepIntervalMs?: number
  /** Largest frame accepted; a bigger one closes the socket with code 1009. Default 256 KiB. */
  maxPayloadBytes?: number
}

export interface Relay {
  /** ws://host:port, what the SDK's relayUrl (the kit's endpoints.relay) points at. */
  readonly url: string
  readonly port: number
  stats(): RelayStats
  /** Terminates every socket and closes the server; resolves once the port is free. Idempotent. */
  close(): Promise<void>
}

export async function startRelay(options: RelayOptions): Promise<Relay> {
  const host = options.host ?? '127.0.0.1'
  const log = options.log ?? (() => {})
  const counters = createCounters()
  const hub = new RelayHub(counters)
  const connections = new Set<RelayConnection>()
  const stats = (): RelayStats => ({
    ...counters,
    connections: { open: connections.size, ...counters.connections },
    mailbox: hub.mailboxSize,
    subscriptions: hub.subscriptionCount,
    peers: [...connections].map((connection) => connection.stats()),
  })

  const server = createServer((request, response) => handleRelayHttp(request, response, stats))
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
    const connection = new RelayConnection(socket, clientId, hub, counters, log)
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
    throw error
  }
  const heartbeat = setInterval(() => connections.forEach((connection) => connection.heartbeat()), options.pingIntervalMs ?? 15_000)
  const sweeper = setInterval(() => hub.sweep(), options.sweepIntervalMs ?? 5_000)
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
  }
  let closing: Promise<void> | undefined
  const { port } = server.address() as AddressInfo
  return { url: `ws://${host.includes(':') ? `[${host}]` : host}:${port}`, port, stats, close: () => (closing ??= shutdown()) }
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException): void => {
      reject(error.code === 'EADDRINUSE' ? new Error(`Port ${port} (relay) is already in use on ${host}`) : error)
    }
    server.once('error', onError)
    server.listen(port, host, () => {
      server.off('error', onError)
      resolve()
    })
  })
}
