import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { CONVERT_ERROR_TEXTS, convertErrorSchema, type ConvertError, type ConvertErrorCode } from '../../../src/protocol/convert'

/** A convert route's refusal: a stable code, the HTTP status, and the body's detail. */
export class ConvertRefusal extends Error {
  constructor(
    readonly code: ConvertErrorCode,
    readonly status: ContentfulStatusCode,
    readonly detail: { message?: string; parameter?: string; reasons?: ConvertError['reasons'] } = {},
  ) {
    super(detail.message ?? CONVERT_ERROR_TEXTS[code])
    this.name = 'ConvertRefusal'
  }

  /** The answer: `{ code, message, parameter?, reasons? }`. */
  respond(c: Context): Response {
    const body = convertErrorSchema.parse({
      code: this.code,
      message: this.message,
      ...(this.detail.parameter === undefined ? {} : { parameter: this.detail.parameter }),
      ...(this.detail.reasons === undefined ? {} : { reasons: this.detail.reasons }),
    })
    return c.json(body, this.status)
  }
}

/** 400 naming the parameter: "Invalid parameter 'amount': expected …". */
export const invalidParameter = (parameter: string, problem: string): ConvertRefusal =>
  new ConvertRefusal('INVALID_PARAMETER', 400, { parameter, message: `Invalid parameter '${parameter}': ${problem}` })
