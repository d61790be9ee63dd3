import type { Context } from 'hono'
import type { ContentEncoding, CachedBody } from './cachedBody'

/** br when accepted, else gzip, else none; `q=0` refuses an encoding. */
export function chooseEncoding(acceptEncoding: string | undefined): ContentEncoding | undefined {
  if (!acceptEncoding) return undefined
  const accepted = new Set<string>()
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';')
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='))
    if (name && !(q !== undefined && Number(q.slice(2)) === 0)) accepted.add(name)
  }
  if (accepted.has('br')) return 'br'
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip'
  return undefined
}

/** Whether If-None-Match names this ETag (weak or strong, or `*`). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim()
    return trimmed === '*' || trimmed === etag || trimmed === `W/${etag}`
  })
}

/**
 * The answer for a prepared body: 304 with no body when If-None-Match names its ETag, else 200 with the body in
 * the best encoding the client accepts (its compressed bytes are made once per body, not per request).
 */
export async function cachedResponse(c: Context, body: CachedBody, cacheControl: string): Promise<Response> {
  c.header('ETag', body.etag)
  c.header('Cache-Control', cacheControl)
  c.header('Vary', 'Accept-Encoding', { append: true })
  if (etagMatches(c.req.header('if-none-match'), body.etag)) return c.body(null, 304)
  const encoding = chooseEncoding(c.req.header('accept-encoding'))
  const encoded = encoding && body.encoded(encoding)
  c.header('Content-Type', 'application/json')
  if (encoding && encoded) {
    c.header('Content-Encoding', encoding)
    return c.body(await encoded, 200)
  }
  return c.body(body.bytes, 200)
}
