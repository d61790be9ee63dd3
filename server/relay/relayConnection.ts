/** One client socket: reads frames, answers them through the hub, pushes messages, and answers pings. */
import WebSocket, { type RawData } from 'ws'
import { errorFrame, isRelayMethod, parseFrame, resultFrame, type RpcError } from './relayFrames'
import type { RelayHub, RelayPeer } from './relayHub'
import { runMethod } from './relayMethods'
import type { PeerStats, RelayCounters } from './relayStats'

const ERROR_COUNTERS: Readonly<Record<number, keyof RelayCounters['errors']>> = {
  [-32700]: 'parse',
  [-32600]: 'invalidRequest',
  [-32601]: 'methodNotFound',
  [-32602]: 'invalidParams',
}

export class RelayConnection implements RelayPeer {
  readonly clientId: string
  readonly #socket: WebSocket
  readonly #hub: RelayHub
  readonly #counters: RelayCounters
  readonly #log: (line: string) => void
  readonly #connectedAt = new Date().toISOString()
  #requests = 0
  #pushes = 0
  /** Whether a pong came back since the last ping. */
  #alive = true

  constructor(socket: WebSocket, clientId: string, hub: RelayHub, counters: RelayCounters, log: (line: string) => void) {
    this.#socket = socket
    this.clientId = clientId
    this.#hub = hub
    this.#counters = counters
    this.#log = log
    socket.on('message', (data, isBinary) => this.#receive(data, isBinary))
    socket.on('pong', () => (this.#alive = true))
  }

  push(frame: object): boolean {
    if (!this.#send(frame)) return false
    this.#pushes++
    return true
  }

  /** Pings; a connection that did not answer the previous ping is dead (a half-open TCP connection) and is terminated. */
  heartbeat(): void {
    if (!this.#alive) {
      this.#log(`relay: ${this.clientId} did not answer a ping; closing its connection`)
      this.#socket.terminate()
      return
    }
    this.#alive = false
    if (this.#socket.readyState === WebSocket.OPEN) this.#socket.ping()
  }

  stats(): PeerStats {
    return { clientId: this.clientId, connectedAt: this.#connectedAt, requests: this.#requests, pushes: this.#pushes, topics: this.#hub.topicCount(this) }
  }

  #receive(data: RawData, isBinary: boolean): void {
    if (isBinary) return this.#reject(null, { code: -32700, message: 'Parse error: binary frames are not supported, send JSON text' })
    const frame = parseFrame(toBuffer(data).toString('utf8'))
    if (frame.kind === 'response') {
      this.#counters.acks++
      return
    }
    if (frame.kind === 'invalid') return this.#reject(frame.id, frame.error)
    this.#requests++
    if (isRelayMethod(frame.method)) this.#counters.requests[frame.method]++
    const outcome = runMethod(this.#hub, this, frame.method, frame.params)
    if ('error' in outcome) return this.#reject(frame.id, outcome.error)
    this.#send(resultFrame(frame.id, outcome.result))
  }

  #reject(id: string | number | null, error: RpcError): void {
    const counter = ERROR_COUNTERS[error.code]
    if (counter) this.#counters.errors[counter]++
    this.#log(`relay: ${this.clientId}: ${error.message}`)
    this.#send(errorFrame(id, error))
  }

  #send(frame: object): boolean {
    if (this.#socket.readyState !== WebSocket.OPEN) return false
    this.#socket.send(JSON.stringify(frame))
    return true
  }
}

function toBuffer(data: RawData): Buffer {
  if (Buffer.isBuffer(data)) return data
  return Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data)
}
