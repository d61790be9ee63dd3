import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { ONRAMP_ERROR_TEXTS, type OnrampErrorCode } from '../../src/protocol/onramp'

/** An onramp or pay refusal: a stable code, the HTTP status, the message and the parameter at fault. */
export class OnrampRefusal extends Error {
  constructor(
    readonly code: OnrampErrorCode,
    readonly status: ContentfulStatusCode,
    message: string = ONRAMP_ERROR_TEXTS[code],
    readonly parameter?: string,
  ) {
    super(message)
    this.name = 'OnrampRefusal'
  }

  /** The answer: `{ code, message, parameter? }` (the convert routes' shape). */
  respond(c: Context): Response {
    return c.json({ code: this.code, message: this.message, ...(this.parameter === undefined ? {} : { parameter: this.parameter }) }, this.status)
  }
}

/** 400 naming the parameter: "Invalid parameter 'amount': expected …". */
export const invalidOnrampParameter = (parameter: string, problem: string): OnrampRefusal =>
  new OnrampRefusal('INVALID_PARAMETER', 400, `Invalid parameter '${parameter}': ${problem}`, parameter)
