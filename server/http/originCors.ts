import type { Context, MiddlewareHandler } from 'hono'
import { setResponseHeader } from './responseHeader'

export interface OriginCorsOptions {
  /** The origin to allow (reflected), or null to give none. Called only when the request has an Origin. */
  origin: (origin: string, c: Context) => string | null | Promise<string | null>
  allowMethods: readonly string[]
  allowHeaders: readonly string[]
  maxAge: number
}

/**
 * CORS that reflects an allowed origin, as Hono's cors middleware does (preflight 204 with the methods, headers and
 * max age; `Vary: Origin` always), but writes its headers on the answer in place (setResponseHeader) rather than
 * through `c.header` after the handler, which made every answer take the Node adapter's slow path.
 */
export function originCors(options: OriginCorsOptions): MiddlewareHandler {
  const methods = options.allowMethods.join(',')
  const headers = options.allowHeaders.join(',')
  return async (c, next) => {
    const requestOrigin = c.req.header('origin')
    const allowed = requestOrigin ? await options.origin(requestOrigin, c) : null
    if (c.req.method === 'OPTIONS') {
      const answer = new Headers({ Vary: 'Origin, Access-Control-Request-Headers', 'Access-Control-Max-Age': String(options.maxAge) })
      if (allowed) answer.set('Access-Control-Allow-Origin', allowed)
      if (methods) answer.set('Access-Control-Allow-Methods', methods)
      if (headers) answer.set('Access-Control-Allow-Headers', headers)
      return new Response(null, { status: 204, headers: answer })
    }
    await next()
    if (allowed) setResponseHeader(c, 'Access-Control-Allow-Origin', allowed)
    setResponseHeader(c, 'Vary', 'Origin', { append: true })
  }
}
