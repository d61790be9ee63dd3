import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Bodies smaller than this are sent as they are: compressing them saves less than it costs. */
export const COMPRESS_MIN_BYTES = 1024

export type ContentEncoding = 'br' | 'gzip'

/**
 * A JSON answer prepared once and served many times: its bytes, its ETag (a hash of them) and its compressed
 * forms, each made on first demand (off the main thread) and kept with it.
 */
export interface CachedBody {
  readonly bytes: Buffer
  readonly etag: string
  /** The body in this encoding; undefined when it is too small to be worth compressing. */
  encoded(encoding: ContentEncoding): Promise<Buffer> | undefined
}

/** Prepares a JSON value for cachedResponse. */
export function cachedBody(value: unknown): CachedBody {
  const bytes = Buffer.from(JSON.stringify(value))
  const etag = `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`
  const forms = new Map<ContentEncoding, Promise<Buffer>>()
  return {
    bytes,
    etag,
    encoded(encoding) {
      if (bytes.length < COMPRESS_MIN_BYTES) return undefined
      let form = forms.get(encoding)
      if (!form) {
        form =
          encoding === 'br'
            ? brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } })
            : gzipAsync(bytes, { level: 9 })
        forms.set(encoding, form)
      }
      return form
    },
  }
}
