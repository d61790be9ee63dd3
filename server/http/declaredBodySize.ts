/** How a body is held to its limit: refused on its declared length, read as declared, or counted as it streams. */
export type DeclaredBodySize = 'tooLarge' | 'fits' | 'counted'

/**
 * Hono's bodyLimit, without its cost on the common case: a request that declares its Content-Length (and is not
 * chunked) is judged by the header alone (Node's server never reads past it); any other body is counted as it streams.
 */
export function declaredBodySize(contentLength: string | undefined, transferEncoding: string | undefined, maxBytes: number): DeclaredBodySize {
  if (contentLength === undefined || transferEncoding !== undefined) return 'counted'
  return Number(contentLength) > maxBytes ? 'tooLarge' : 'fits'
}
