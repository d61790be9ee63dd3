import { BaseError, type BaseErrorOptions } from './BaseError'

const FORMAT_TEXTS = {
  INVALID_DECIMALS: "Invalid decimals '{decimals}'",
  INVALID_AMOUNT: "Invalid amount '{amount}'",
  INVALID_BASE_UNITS: "Invalid base-unit value '{value}'",
} as const

export type FormatErrorCode = keyof typeof FORMAT_TEXTS

/** A value the amount helpers cannot convert (§9 big-number rules). */
export class FormatError extends BaseError<FormatErrorCode> {
  override name = 'FormatError'

  constructor(code: FormatErrorCode, options?: BaseErrorOptions) {
    super(code, FORMAT_TEXTS[code], options)
  }
}
