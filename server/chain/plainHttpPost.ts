import { connect, type Socket } from 'node:net'
import { postUpstream, UpstreamTimeoutError, type UpstreamAnswer } from './postUpstream'

/** Sockets to one node, at most (as postUpstream's agent). */
const MAX_SOCKETS = 64
/** An answer's status line and headers, at most. */
const MAX_HEAD_BYTES = 16 * 1024
const HEAD_END = Buffer.from('\r\n\r\n')

/** An answer this client does not read (no Content-Length, chunked, 1xx …): the caller falls back to postUpstream. */
export class UnreadableAnswerError extends Error {
  readonly code = 'UNREADABLE_ANSWER'
  constructor(reason: string) {
    super(`The node's answer is not one plainHttpPost reads: ${reason}`)
    this.name = 'UnreadableAnswerError'
  }
}

/** The connection closed before the answer was whole. */
export class ConnectionClosedError extends Error {
  readonly code = 'CONNECTION_CLOSED'
  constructor() {
    super('The node closed the connection before answering')
    this.name = 'ConnectionClosedError'
  }
}

interface Exchange {
  readonly maxBytes: number
  readonly resolve: (answer: UpstreamAnswer) => void
  readonly reject: (error: unknown) => void
  readonly timer: NodeJS.Timeout
  head: Buffer | undefined
  status: number
  length: number
  closeAfter: boolean
  body: Buffer[] | undefined
  received: number
}

/** One kept-alive connection: one request at a time. */
class Connection {
  exchange: Exchange | undefined
  closed = false

  constructor(
    readonly socket: Socket,
    private readonly released: (connection: Connection) => void,
  ) {
    socket.setNoDelay(true)
    socket.setKeepAlive(true, 1_000)
    socket.on('data', (chunk: Buffer) => this.onData(chunk))
    socket.on('error', (error) => this.close(error))
    socket.on('close', () => this.close(new ConnectionClosedError()))
  }

  send(request: string, exchange: Exchange): void {
    this.exchange = exchange
    this.socket.ref()
    this.socket.write(request)
  }

  close(error: unknown): void {
    if (!this.closed) {
      this.closed = true
      this.socket.destroy()
    }
    const exchange = this.exchange
    if (!exchange) return
    this.exchange = undefined
    clearTimeout(exchange.timer)
    exchange.reject(error)
  }

  private finish(answer: UpstreamAnswer, keep: boolean): void {
    const exchange = this.exchange!
    this.exchange = undefined
    clearTimeout(exchange.timer)
    if (keep) {
      this.socket.unref()
      this.released(this)
    } else {
      this.closed = true
      this.socket.destroy()
    }
    exchange.resolve(answer)
  }

  private onData(chunk: Buffer): void {
    const exchange = this.exchange
    if (!exchange) return this.close(new UnreadableAnswerError('data with no request'))
    if (exchange.body === undefined) {
      const head = exchange.head ? Buffer.concat([exchange.head, chunk]) : chunk
      const end = head.indexOf(HEAD_END)
      if (end === -1) {
        if (head.length > MAX_HEAD_BYTES) return this.close(new UnreadableAnswerError('headers too long'))
        exchange.head = head
        return
      }
      const refusal = readHead(head.toString('latin1', 0, end), exchange)
      if (refusal) return this.close(new UnreadableAnswerError(refusal))
      if (exchange.length > exchange.maxBytes) return this.finish({ tooLarge: true }, false)
      exchange.body = []
      chunk = head.subarray(end + HEAD_END.length)
    }
    exchange.received += chunk.length
    if (exchange.received > exchange.length) return this.close(new UnreadableAnswerError('more than its Content-Length'))
    if (chunk.length > 0) exchange.body.push(chunk)
    if (exchange.received < exchange.length) return
    const body = exchange.body.length === 1 ? exchange.body[0]! : Buffer.concat(exchange.body)
    this.finish({ status: exchange.status, body }, !exchange.closeAfter)
  }
}

/** Reads a status line and headers into the exchange; the reason it cannot, if so. */
function readHead(head: string, exchange: Exchange): string | undefined {
  const lines = head.split('\r\n')
  const status = /^HTTP\/1\.[01] ([2-5]\d\d)(?: |$)/.exec(lines[0]!)
  if (!status) return `status line ${JSON.stringify(lines[0]!.slice(0, 40))}`
  exchange.status = Number(status[1])
  let length: number | undefined
  for (let index = 1; index < lines.length; index++) {
    const line = lines[index]!
    const colon = line.indexOf(':')
    if (colon < 1) return 'a header line'
    const name = line.slice(0, colon).trim().toLowerCase()
    const value = line.slice(colon + 1).trim()
    if (name === 'content-length') {
      if (!/^\d{1,15}$/.test(value) || (length !== undefined && length !== Number(value))) return 'Content-Length'
      length = Number(value)
    } else if (name === 'transfer-encoding') return 'Transfer-Encoding'
    else if (name === 'connection') exchange.closeAfter = value.toLowerCase().split(',').some((token) => token.trim() === 'close')
  }
  if (length === undefined) return 'no Content-Length'
  exchange.length = length
  return undefined
}

/** The kept-alive connections to one node. */
class NodeConnections {
  private readonly idle: Connection[] = []
  private readonly queued: (() => void)[] = []
  private open = 0
  private readonly requestHead: string

  constructor(private readonly url: URL) {
    this.requestHead = `POST ${url.pathname}${url.search} HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: application/json\r\nConnection: keep-alive\r\nContent-Length: `
  }

  post(body: string, maxBytes: number, timeoutMs: number): Promise<UpstreamAnswer> {
    return new Promise((resolve, reject) => {
      if (this.idle.length > 0 || this.open < MAX_SOCKETS) this.start(body, maxBytes, timeoutMs, resolve, reject)
      else this.queued.push(() => this.start(body, maxBytes, timeoutMs, resolve, reject))
    })
  }

  private start(body: string, maxBytes: number, timeoutMs: number, resolve: (answer: UpstreamAnswer) => void, reject: (error: unknown) => void): void {
    const connection = this.connection()
    const timer = setTimeout(() => connection.close(new UpstreamTimeoutError(this.url.href, timeoutMs)), timeoutMs)
    const exchange: Exchange = { maxBytes, resolve, reject, timer, head: undefined, status: 0, length: 0, closeAfter: false, body: undefined, received: 0 }
    connection.send(`${this.requestHead}${Buffer.byteLength(body)}\r\n\r\n${body}`, exchange)
  }

  private connection(): Connection {
    for (let reused = this.idle.pop(); reused; reused = this.idle.pop()) if (!reused.closed) return reused
    this.open++
    const socket = connect(Number(this.url.port || 80), this.url.hostname.replace(/^\[|\]$/g, ''))
    const connection = new Connection(socket, (released) => this.release(released))
    socket.once('close', () => this.forget(connection))
    return connection
  }

  private release(connection: Connection): void {
    this.idle.push(connection)
    this.queued.shift()?.()
  }

  private forget(connection: Connection): void {
    this.open--
    const at = this.idle.indexOf(connection)
    if (at !== -1) this.idle.splice(at, 1)
    this.queued.shift()?.()
  }
}

const nodes = new Map<string, NodeConnections>()

/**
 * postUpstream for the proxy's coalesced batches to a local node over plain HTTP: a POST on kept-alive sockets of
 * its own, written and read here (Node's HTTP client cost ~75 µs of CPU a request, this ~15), for answers with a
 * Content-Length (anvil's). Anything else it rejects (UnreadableAnswerError), as it does a transport error or a
 * timeout, and the batcher then forwards each request alone through postUpstream. https: goes to postUpstream.
 */
export function plainHttpPost(url: string, body: string, maxBytes: number, timeoutMs: number): Promise<UpstreamAnswer> {
  if (!url.startsWith('http:')) return postUpstream(url, body, maxBytes, timeoutMs)
  let node = nodes.get(url)
  if (!node) {
    node = new NodeConnections(new URL(url))
    nodes.set(url, node)
  }
  return node.post(body, maxBytes, timeoutMs)
}
