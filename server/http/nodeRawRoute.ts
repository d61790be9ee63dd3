import type { IncomingMessage, ServerResponse } from 'node:http'
import { drainRequest } from './drainRequest'
import { INTERNAL_ERROR_BODY, internalErrorLine } from './jsonErrors'
import { jsonAnswer, type RawAnswer, type RawHandler, type RawRequest } from './rawRoute'

/** A route on Node's own server, ahead of the app: true when it took the request (and answers it), false to pass it on. */
export type NodeRoute = (incoming: IncomingMessage, outgoing: ServerResponse) => boolean

// The Host headers and request targets @hono/node-server takes as they come (its reValidHost and reValidRequestUrl),
// '%' added to the targets (the URL parser leaves it in a query as it is) and "'" left out (it would percent-encode
// that one): on these, the URL is exactly the one Hono would read. Anything else goes on to Hono.
const PLAIN_HOST = /^[a-z0-9._-]+(?::(?:[1-5]\d{3,4}|[6-9]\d{3}))?$/
const PLAIN_TARGET = /^\/[!#$%&(-;=?-[\]_a-z~]*$/

const EMPTY = new Uint8Array(0)

class RequestAbortedError extends Error {
  readonly code = 'REQUEST_ABORTED'
  constructor() {
    super('Client connection prematurely closed.')
    this.name = 'RequestAbortedError'
  }
}

/** A body being read as it streams in, kept on its request: the listeners below are shared, not made per request. */
interface BodyRead {
  readonly chunks: Buffer[]
  size: number
  readonly maxBytes: number | undefined
  readonly resolve: (body: Uint8Array | undefined) => void
  readonly reject: (error: unknown) => void
}

const BODY_READ = Symbol('bodyRead')
type Reading = IncomingMessage & { [BODY_READ]?: BodyRead | undefined }

function stopReading(incoming: Reading): BodyRead {
  const read = incoming[BODY_READ]!
  incoming[BODY_READ] = undefined
  incoming.off('data', onBodyData)
  incoming.off('end', onBodyEnd)
  incoming.off('error', onBodyError)
  incoming.off('close', onBodyClose)
  return read
}

function onBodyData(this: Reading, chunk: Buffer): void {
  const read = this[BODY_READ]!
  read.size += chunk.length
  if (read.maxBytes === undefined || read.size <= read.maxBytes) {
    read.chunks.push(chunk)
    return
  }
  stopReading(this)
  read.resolve(undefined)
}

function onBodyEnd(this: Reading): void {
  const { chunks, resolve } = stopReading(this)
  resolve(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks))
}

function onBodyError(this: Reading, error: Error): void {
  stopReading(this).reject(error)
}

function onBodyClose(this: Reading): void {
  stopReading(this).reject(new RequestAbortedError())
}

/** The body, read as it streams in: at most `maxBytes` of it when given (then undefined). */
function readBody(incoming: Reading, maxBytes: number | undefined): Promise<Uint8Array | undefined> {
  return new Promise((resolve, reject) => {
    incoming[BODY_READ] = { chunks: [], size: 0, maxBytes, resolve, reject }
    incoming.on('data', onBodyData)
    incoming.on('end', onBodyEnd)
    incoming.on('error', onBodyError)
    incoming.on('close', onBodyClose)
  })
}

/** A request as Node's server parsed it. No closures made per request: under tsx each would be named at a cost. */
class NodeRawRequest implements RawRequest {
  readonly method = 'POST'

  constructor(
    private readonly incoming: IncomingMessage,
    readonly url: string,
    readonly path: string,
  ) {}

  header(name: string): string | undefined {
    const value = this.incoming.headers[name]
    return typeof value === 'string' ? value : undefined
  }

  body(maxBytes?: number): Promise<Uint8Array | undefined> {
    const incoming = this.incoming
    if (incoming.complete) {
      // All of it arrived already: taken at once, as @hono/node-server also takes it when the client has gone since
      // (an ECONNRESET).
      const errored = incoming.errored as NodeJS.ErrnoException | null
      if (errored && errored.code !== 'ECONNRESET') return Promise.reject(errored)
      const buffered = incoming.read() as Buffer | null
      if (buffered === null) return Promise.resolve(EMPTY)
      return Promise.resolve(maxBytes !== undefined && buffered.length > maxBytes ? undefined : buffered)
    }
    if (incoming.destroyed) return Promise.reject(new RequestAbortedError())
    return readBody(incoming, maxBytes)
  }
}

function send(incoming: IncomingMessage, outgoing: ServerResponse, answer: RawAnswer): void {
  if ('Content-Length' in answer.headers) outgoing.writeHead(answer.status, answer.headers)
  else {
    // Node then writes Content-Length from the body given to end(), after its own headers.
    outgoing.statusCode = answer.status
    for (const name in answer.headers) outgoing.setHeader(name, answer.headers[name]!)
  }
  outgoing.end(answer.body)
  if (!incoming.complete) outgoing.once('finish', () => drainRequest(incoming))
}

/**
 * A raw route (rawRoute.ts) on Node's server: POSTs to exactly one of `paths` (query aside) whose Host and target
 * Hono would read as they are. The handler is the one the app's Hono route runs, so both answer alike.
 */
export function nodeRawRoute(paths: readonly string[], handler: RawHandler, log: (line: string) => void): NodeRoute {
  return (incoming, outgoing) => {
    if (incoming.method !== 'POST') return false
    const target = incoming.url ?? ''
    const queryAt = target.indexOf('?')
    const path = queryAt === -1 ? target : target.slice(0, queryAt)
    if (!paths.includes(path)) return false
    const host = incoming.headers.host
    if (host === undefined || !PLAIN_HOST.test(host) || !PLAIN_TARGET.test(target)) return false
    const url = `${(incoming.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http'}://${host}${target}`
    // With a '%', @hono/node-server parses the URL (and answers 400 when that fails): left to it.
    if (target.includes('%') && !URL.canParse(url)) return false
    handler(new NodeRawRequest(incoming, url, path)).then(
      (answer) => send(incoming, outgoing, answer),
      (error: unknown) => {
        log(internalErrorLine('POST', path, error))
        if (outgoing.headersSent) outgoing.destroy()
        else send(incoming, outgoing, jsonAnswer(500, INTERNAL_ERROR_BODY))
      },
    )
    return true
  }
}
