import type { Context, MiddlewareHandler } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

/**
 * An HTML page with the provider's headers: no script, no framing, no caching, the referrer only to itself (order URLs
 * stay private; not 'no-referrer', under which a browser sends `Origin: null` on its own form posts).
 */
export function sendPage(c: Context, html: string, status: ContentfulStatusCode = 200): Response {
  return c.html(html, status, {
    'cache-control': 'no-store',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
    'referrer-policy': 'same-origin',
    'x-content-type-options': 'nosniff',
  })
}

/** 303 See Other to a path of this provider (after a form post). */
export const redirect = (c: Context, path: string): Response => c.redirect(path, 303)

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])

/**
 * The provider's test cards and test exchange account move tokens on request: it answers loopback host names only
 * (a request through a proxy or a rebound DNS name gets 403), as the other dev-only surfaces of the cloud.
 */
export function loopbackOnly(): MiddlewareHandler {
  return async (c, next) => {
    const host = new URL(c.req.url).hostname
    if (!LOOPBACK_HOSTS.has(host)) return c.text('The local payment provider answers loopback hosts only (127.0.0.1, localhost)', 403)
    await next()
  }
}

/** Form posts come from the provider's own pages: a browser's Origin of another site → 403; only form encodings. */
export function ownFormPosts(): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== 'POST') return next()
    const origin = c.req.header('origin')
    if (origin !== undefined && origin !== new URL(c.req.url).origin) return c.text('Form posts from another origin are refused', 403)
    const type = c.req.header('content-type') ?? ''
    if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type)) return c.text('Expected a form post (application/x-www-form-urlencoded)', 415)
    await next()
  }
}

/** A posted form's text fields (a file or a missing field is ''), each at most 2,000 characters. */
export async function formFields<K extends string>(c: Context, names: readonly K[]): Promise<Record<K, string>> {
  const body = await c.req.parseBody()
  const fields = {} as Record<K, string>
  for (const name of names) {
    const value = body[name]
    fields[name] = typeof value === 'string' ? value.slice(0, 2_000) : ''
  }
  return fields
}
