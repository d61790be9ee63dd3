import { BaseError } from './BaseError'
import type { HttpError } from './http'

/** §8 origins fetch: the code is the text (HTTP 429 → RATE_LIMITED, 500–599 → SERVER_ERROR), the HttpError the cause. */
export class OriginsError extends BaseError<'RATE_LIMITED' | 'SERVER_ERROR'> {
  override name = 'OriginsError'

  constructor(code: 'RATE_LIMITED' | 'SERVER_ERROR', cause: HttpError) {
    super(code, code, { cause })
  }
}
