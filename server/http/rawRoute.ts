/**
 * A route written once for two servers: Node's own (a fast path ahead of Hono, see nodeRawRoute) and Hono
 * (`app.request`, `app.fetch`, and the requests the fast path leaves to it, see honoRawRoute).
 */
export interface RawRequest {
  /** The URL as Hono reads it (scheme, host, request target): queries are parsed from it as `c.req.query` parses them. */
  readonly url: string
  readonly method: string
  /** The URL's path, for a log line. */
  readonly path: string
  /** A request header (lower-case name), as `c.req.header` reads it. */
  header(name: string): string | undefined
  /** The body: all of it, or, given `maxBytes`, undefined as soon as more arrive (the rest is not read). */
  body(maxBytes?: number): Promise<Uint8Array | undefined>
}

/**
 * An answer, its headers in the order they go on the wire. Content-Length, when among them, goes there; else the
 * server adds it after its own headers (Date, Connection), as Node does for the plain headers of Hono's `c.json`.
 */
export interface RawAnswer {
  readonly status: number
  readonly headers: Readonly<Record<string, string>>
  readonly body: string | Uint8Array
}

export type RawHandler = (request: RawRequest) => Promise<RawAnswer>

const byteLength = (body: string | Uint8Array): number => (typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength)

/** A JSON answer as Hono's `c.json` puts it on the wire through @hono/node-server. */
export function jsonAnswer(status: number, value: unknown): RawAnswer {
  return { status, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(value) }
}

/**
 * A JSON answer after originCors wrote its headers on it (the allowed origin reflected, `Vary: Origin` always): a
 * Headers object, which @hono/node-server puts on the wire with lower-case names in name order, then Content-Length.
 */
export function corsJsonAnswer(status: number, body: string | Uint8Array, allowedOrigin: string | null): RawAnswer {
  const length = String(byteLength(body))
  const headers = allowedOrigin
    ? { 'access-control-allow-origin': allowedOrigin, 'content-type': 'application/json', vary: 'Origin', 'Content-Length': length }
    : { 'content-type': 'application/json', vary: 'Origin', 'Content-Length': length }
  return { status, headers, body }
}
