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

class RequestAbortedError extends Error {
  readonly code = 'REQUEST_ABORTED'
  constructor() {
    super('Client connection prematurely closed.')
    this.name = 'RequestAbortedError'
  }
}

function readBody(incoming: IncomingMessage, maxBytes: number | undefined): Promise<Uint8Array | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    const cleanup = (): void => {
      incoming.off('data', onData)
      incoming.off('end', onEnd)
      incoming.off('error', onError)
      incoming.off('close', onClose)
    }
    const onData = (chunk: Buffer): void => {
      size += chunk.length
      if (maxBytes !== undefined && size > maxBytes) {
        cleanup()
        resolve(undefined)
        return
      }
      chunks.push(chunk)
    }
    const onEnd = (): void => {
      cleanup()
      resolve(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks))
    }
    const onError = (error: Error): void => {
      cleanup()
      reject(error)
    }
    const onClose = (): void => {
      cleanup()
      reject(new RequestAbortedError())
    }
    if (incoming.readableEnded) return resolve(new Uint8Array(0))
    incoming.on('data', onData)
    incoming.on('end', onEnd)
    incoming.on('error', onError)
    incoming.on('close', onClose)
  })
}

function rawRequestOf(incoming: IncomingMessage, url: string, path: string): RawRequest {
  return {
    url,
    method: 'POST',
    path,
    header: (name) => {
      const value = incoming.headers[name]
      return typeof value === 'string' ? value : undefined
    },
    body: (maxBytes) => readBody(incoming, maxBytes),
  }
}

function send(incoming: IncomingMessage, outgoing: ServerResponse, answer: RawAnswer): void {
  if ('Content-Length' in answer.headers) outgoing.writeHead(answer.status, answer.headers)
  else {
    // Node then writes Content-Length from the body given to end(), after its own headers.
    outgoing.statusCode = answer.status
    for (const [name, value] of Object.entries(answer.headers)) outgoing.setHeader(name, value)
  }
  outgoing.end(answer.body)
  if (!incoming.readableEnded) outgoing.once('finish', () => drainRequest(incoming))
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
    handler(rawRequestOf(incoming, url, path)).then(
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
