/**
 * One client socket: reads frames, answers them through the hub (in order, one request at a time), pushes
 * messages and records the client's acks of them, and answers pings. Backpressure: once the socket's send
 * buffer is over the cap, further pushes wait in a backlog, sent as the socket drains. A slow consumer is
 * closed (1013): live messages waiting beyond the cap again (a mailbox catch-up does not count, the mailbox
 * bounds it), no progress for the grace period, or pushes left unacknowledged past four times the cap. What it never acknowledged stays in the mailbox for its
 * next connection.
 */
import WebSocket, { type RawData } from 'ws'
import type { StoredMessage } from './relayBackend'
import { errorFrame, isRelayMethod, parseFrame, resultFrame, type RpcError } from './relayFrames'
import { subscriptionData, subscriptionId, type RelayHub, type RelayPeer } from './relayHub'
import type { RelayLimits } from './relayLimits'
import { runMethod, type MethodContext } from './relayMethods'
import type { RelayCounters } from './relayStats'

const ERROR_COUNTERS: Readonly<Record<number, keyof RelayCounters['errors']>> = {
  [-32700]: 'parse',
  [-32600]: 'invalidRequest',
  [-32601]: 'methodNotFound',
  [-32602]: 'invalidParams',
}
/** How long a slow consumer's close handshake may take before its socket is destroyed. */
const SLOW_CLOSE_GRACE_MS = 1_000
/**
 * Unacknowledged pushes may add up to this many times the buffer cap (at least 64 MiB: the kernel's socket
 * buffers hold megabytes the client has not read yet) before the client counts as a slow consumer.
 */
const UNACKED_FACTOR = 4
const MIN_UNACKED_BYTES = 64 * 1024 * 1024

export interface ConnectionOptions {
  hub: RelayHub
  counters: RelayCounters
  log: (line: string) => void
  limits: RelayLimits
  /** Bytes a socket may have queued before pushes wait in the backlog. */
  maxBufferedBytes: number
  /** How long a socket with a backlog may make no progress before it is closed as a slow consumer. */
  slowConsumerGraceMs: number
  /** The next push id (shared by the relay's connections). */
  nextPushId: () => number
}

export class RelayConnection implements RelayPeer {
  readonly clientId: string
  readonly #socket: WebSocket
  readonly #options: ConnectionOptions
  readonly #context: MethodContext
  /** Pushes sent and not yet acknowledged, by push id; and the ids of their messages. */
  readonly #pending = new Map<number, StoredMessage>()
  readonly #inFlight = new Set<string>()
  #pendingBytes = 0
  #queue: Promise<void> = Promise.resolve()
  /** Pushes waiting for the socket to drain, and when the socket last took bytes off its buffer. */
  #backlog: { message: StoredMessage; live: boolean }[] = []
  #liveBacklogBytes = 0
  readonly #queued = new Set<string>()
  #lastProgress = Date.now()
  #watchdog: NodeJS.Timeout | undefined
  /** Whether a pong came back since the last ping. */
  #alive = true
  #cutOff = false

  constructor(socket: WebSocket, clientId: string, options: ConnectionOptions) {
    this.#socket = socket
    this.clientId = clientId
    this.#options = options
    this.#context = { hub: options.hub, peer: this, limits: options.limits, counters: options.counters }
    socket.on('message', (data, isBinary) => this.#receive(data, isBinary))
    socket.on('pong', () => (this.#alive = true))
    socket.on('close', () => this.#dropBacklog())
  }

  deliver(message: StoredMessage, catchUp = false): void {
    if (this.#inFlight.has(message.id) || this.#queued.has(message.id) || this.#cutOff || this.#socket.readyState !== WebSocket.OPEN) return
    if (this.#backlog.length === 0 && this.#socket.bufferedAmount <= this.#options.maxBufferedBytes) return this.#push(message)
    this.#backlog.push({ message, live: !catchUp })
    this.#queued.add(message.id)
    if (!catchUp) this.#liveBacklogBytes += message.message.length
    if (this.#liveBacklogBytes > this.#options.maxBufferedBytes) return this.#closeSlowConsumer()
    if (this.#watchdog) return
    this.#lastProgress = Date.now() // the grace starts with the backlog
    this.#watchdog = setInterval(() => this.#checkProgress(), Math.max(10, this.#options.slowConsumerGraceMs / 4))
  }

  #push(message: StoredMessage): void {
    const pushId = this.#options.nextPushId()
    const params = { id: subscriptionId(message.topic, this.clientId), data: subscriptionData(message) }
    this.#socket.send(JSON.stringify({ id: pushId, jsonrpc: '2.0', method: 'irn_subscription', params }), () => this.#drained())
    this.#pending.set(pushId, message)
    this.#inFlight.add(message.id)
    this.#pendingBytes += message.message.length
    this.#options.counters.delivered++
    // A client that reads but never acknowledges would keep every message referenced here.
    if (this.#pendingBytes > Math.max(this.#options.maxBufferedBytes * UNACKED_FACTOR, MIN_UNACKED_BYTES)) this.#closeSlowConsumer()
  }

  /** A frame left the socket's buffer: the client is reading; send what waits while under the cap. */
  #drained(): void {
    this.#lastProgress = Date.now()
    while (this.#backlog.length > 0 && this.#socket.bufferedAmount <= this.#options.maxBufferedBytes && this.#socket.readyState === WebSocket.OPEN) {
      const next = this.#backlog.shift()
      if (!next) break
      this.#queued.delete(next.message.id)
      if (next.live) this.#liveBacklogBytes -= next.message.message.length
      this.#push(next.message)
    }
    if (this.#backlog.length === 0) this.#stopWatchdog()
  }

  #checkProgress(): void {
    if (this.#backlog.length === 0) return this.#stopWatchdog()
    if (Date.now() - this.#lastProgress > this.#options.slowConsumerGraceMs) this.#closeSlowConsumer()
  }

  #stopWatchdog(): void {
    clearInterval(this.#watchdog)
    this.#watchdog = undefined
  }

  #dropBacklog(): void {
    this.#stopWatchdog()
    this.#backlog = []
    this.#liveBacklogBytes = 0
    this.#queued.clear()
  }

  /** Pings; a connection that did not answer the previous ping is dead (a half-open TCP connection) and is terminated. */
  heartbeat(): void {
    if (!this.#alive) {
      this.#options.log(`relay: ${this.clientId} did not answer a ping; closing its connection`)
      this.#socket.terminate()
      return
    }
    this.#alive = false
    if (this.#socket.readyState === WebSocket.OPEN) this.#socket.ping()
  }

  #closeSlowConsumer(): void {
    if (this.#cutOff) return
    this.#cutOff = true
    this.#dropBacklog()
    this.#options.counters.quotas.slowConsumers++
    this.#options.log(`relay: ${this.clientId} is not reading (its send buffer and backlog are full, or it took nothing for ${this.#options.slowConsumerGraceMs} ms); closing it as a slow consumer`)
    this.#socket.close(1013, 'slow consumer')
    setTimeout(() => this.#socket.terminate(), SLOW_CLOSE_GRACE_MS).unref()
  }

  #receive(data: RawData, isBinary: boolean): void {
    if (isBinary) return this.#reject(null, { code: -32700, message: 'Parse error: binary frames are not supported, send JSON text' })
    const frame = parseFrame(toBuffer(data).toString('utf8'))
    if (frame.kind === 'response') return this.#acknowledged(Number(frame.id))
    if (frame.kind === 'invalid') return this.#reject(frame.id, frame.error)
    if (isRelayMethod(frame.method)) this.#options.counters.requests[frame.method]++
    this.#queue = this.#queue.then(async () => {
      try {
        const outcome = await runMethod(this.#context, frame.method, frame.params)
        if ('error' in outcome) this.#reject(frame.id, outcome.error)
        else this.#send(resultFrame(frame.id, outcome.result))
      } catch (error) {
        this.#reject(frame.id, { code: -32603, message: `Internal error: ${error instanceof Error ? error.message : String(error)}` })
      }
    })
  }

  #acknowledged(pushId: number): void {
    this.#options.counters.acks++
    const message = this.#pending.get(pushId)
    if (!message) return
    this.#pending.delete(pushId)
    this.#pendingBytes -= message.message.length
    this.#options.hub
      .acknowledge(this, message)
      .catch((error: unknown) => this.#options.log(`relay: could not record an ack of ${this.clientId}: ${String(error)}`))
      .finally(() => this.#inFlight.delete(message.id))
  }

  #reject(id: string | number | null, error: RpcError): void {
    const counter = ERROR_COUNTERS[error.code]
    if (counter) this.#options.counters.errors[counter]++
    this.#options.log(`relay: ${this.clientId}: ${error.message}`)
    this.#send(errorFrame(id, error))
  }

  #send(frame: object): void {
    if (this.#socket.readyState === WebSocket.OPEN) this.#socket.send(JSON.stringify(frame))
  }
}

function toBuffer(data: RawData): Buffer {
  if (Buffer.isBuffer(data)) return data
  return Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data)
}
