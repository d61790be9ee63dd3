/** For tests: a bare WebSocket client of the relay that sends frames by hand and collects what comes back. */
import WebSocket from 'ws'
import type { RelayIdentity } from './relayIdentity'

const WAIT_MS = 2_000

export class RawClientClosedError extends Error {
  override readonly name = 'RawClientClosedError'
}

export interface RawClientOptions {
  /** How long request() and pushesUntil() wait (default 2 s; load tests wait longer). */
  waitMs?: number
}

export interface JsonRpcAnswer {
  id: string | number | null
  result?: unknown
  error?: { code: number; message: string }
}

export interface Push {
  id: number
  params: { id: string; data: { topic: string; message: string; publishedAt: number; attestation: string; tag?: number } }
}

export class RawRelayClient {
  readonly #socket: WebSocket
  readonly #answers: JsonRpcAnswer[] = []
  readonly #pushes: Push[] = []
  readonly #closed: Promise<{ code: number; reason: string }>
  #waiters: (() => void)[] = []
  #nextId = 1
  readonly #waitMs: number

  private constructor(socket: WebSocket, waitMs: number) {
    this.#socket = socket
    this.#waitMs = waitMs
    this.#closed = new Promise((resolve) =>
      socket.once('close', (code, reason) => {
        resolve({ code, reason: String(reason) })
        for (const wake of this.#waiters.splice(0)) wake()
      }),
    )
    socket.on('message', (data) => {
      const frame = JSON.parse(String(data)) as Record<string, unknown>
      if (frame['method'] === 'irn_subscription') {
        this.#pushes.push(frame as unknown as Push)
        socket.send(JSON.stringify({ id: frame['id'], jsonrpc: '2.0', result: true }))
      } else this.#answers.push(frame as unknown as JsonRpcAnswer)
      for (const wake of this.#waiters.splice(0)) wake()
    })
  }

  /** Opens a connection with a fresh JWT of the identity (or the given raw auth query). */
  static connect(relayUrl: string, identity: RelayIdentity | { auth: string }, options: RawClientOptions = {}): Promise<RawRelayClient> {
    const auth = 'auth' in identity ? identity.auth : identity.jwt()
    const socket = new WebSocket(`${relayUrl}/?auth=${encodeURIComponent(auth)}&projectId=test`)
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve(new RawRelayClient(socket, options.waitMs ?? WAIT_MS)))
      socket.once('error', reject)
    })
  }

  /** Sends a request and resolves with its answer (the id is a string, as the SDK sends them). */
  async request(method: string, params?: unknown): Promise<JsonRpcAnswer> {
    const id = String(this.#nextId++)
    this.#socket.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }))
    return this.#waitFor(() => this.#answers.find((answer) => answer.id === id), `an answer to ${method}`)
  }

  /** Sends raw text and resolves with the next answer. */
  async sendRaw(text: string | Buffer): Promise<JsonRpcAnswer> {
    const seen = this.#answers.length
    this.#socket.send(text)
    return this.#waitFor(() => this.#answers[seen], 'an answer to a raw frame')
  }

  /** The pushes received so far. */
  get pushes(): readonly Push[] {
    return this.#pushes
  }

  /** Resolves once `count` pushes arrived in total. */
  async pushesUntil(count: number): Promise<readonly Push[]> {
    return this.#waitFor(() => (this.#pushes.length >= count ? this.#pushes : undefined), `${count} pushes`)
  }

  /** Waits briefly and resolves with the pushes; for checking that nothing (more) arrives. */
  async settle(ms = 100): Promise<readonly Push[]> {
    await new Promise((resolve) => setTimeout(resolve, ms))
    return this.#pushes
  }

  /** Stops reading the socket (TCP backpressure builds up at the relay), as a client that hangs does. */
  pause(): void {
    this.#socket.pause()
  }

  /** Whether the socket is still open. */
  get open(): boolean {
    return this.#socket.readyState === WebSocket.OPEN
  }

  /** Resolves with the close code and reason the relay sent. */
  closed(): Promise<{ code: number; reason: string }> {
    return this.#closed
  }

  async close(): Promise<void> {
    this.#socket.terminate()
    await this.#closed
  }

  async #waitFor<T>(find: () => T | undefined, what: string): Promise<T> {
    const deadline = Date.now() + this.#waitMs
    for (;;) {
      const found = find()
      if (found !== undefined) return found
      if (this.#socket.readyState !== WebSocket.OPEN) throw new RawClientClosedError(`the connection closed while waiting for ${what}`)
      const left = deadline - Date.now()
      if (left <= 0) throw new Error(`timed out after ${this.#waitMs} ms waiting for ${what}`)
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left)
        this.#waiters.push(() => (clearTimeout(timer), resolve()))
      })
    }
  }
}
