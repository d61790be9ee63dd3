import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { SIWX_ERROR_TEXTS, type SiwxErrorCode } from '../../../src/protocol/siwx'

/** A sessions route's refusal: `{ code, message }` with its status; `detail` follows the code's text. */
export class SiwxRefusal extends Error {
  override name = 'SiwxRefusal'

  constructor(
    readonly code: SiwxErrorCode,
    readonly status: ContentfulStatusCode,
    readonly detail?: string,
  ) {
    super(detail === undefined ? SIWX_ERROR_TEXTS[code] : `${SIWX_ERROR_TEXTS[code]}: ${detail}`)
  }

  respond(c: Context): Response {
    return c.json({ code: this.code, message: this.message }, this.status)
  }
}
