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
  readonly bytes: Bytes
  readonly etag: string
  /** The body in this encoding; undefined when it is too small to be worth compressing. */
  encoded(encoding: ContentEncoding): Promise<Bytes> | undefined
}

/** What a response body is sent from, as is (never copied per request). */
export type Bytes = Uint8Array<ArrayBuffer>

const view = (buffer: Buffer): Bytes => new Uint8Array(buffer.buffer as ArrayBuffer, buffer.byteOffset, buffer.length)

/** Prepares a JSON value for cachedResponse. */
export function cachedBody(value: unknown): CachedBody {
  const json = Buffer.from(JSON.stringify(value))
  const bytes = view(json)
  const etag = `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`
  const forms = new Map<ContentEncoding, Promise<Bytes>>()
  return {
    bytes,
    etag,
    encoded(encoding) {
      if (bytes.length < COMPRESS_MIN_BYTES) return undefined
      let form = forms.get(encoding)
      if (!form) {
        form = (
          encoding === 'br'
            ? brotli(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: json.length } })
            : gzipAsync(json, { level: 9 })
        ).then(view)
        forms.set(encoding, form)
      }
      return form
    },
  }
}
