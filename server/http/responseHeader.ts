import type { Context } from 'hono'

/**
 * Sets a header on the answer after the handler ran. Hono's `c.header` at that point rebuilds the response from its
 * body, which with the Node adapter turns a buffered body into a web stream (the slow path, most of an API request's
 * time); the answer's own headers are changed in place instead. A response whose headers are immutable (one straight
 * from fetch) still goes through `c.header`.
 */
export function setResponseHeader(c: Context, name: string, value: string, options: { append?: boolean } = {}): void {
  try {
    if (options.append) c.res.headers.append(name, value)
    else c.res.headers.set(name, value)
  } catch {
    c.header(name, value, options)
  }
}
