import { BaseError } from './BaseError'

/** Something did not answer within its §9 wait; `cause` says what (e.g. 'The wallet did not answer'), and so does the message. */
export class TimeoutError extends BaseError<'TIMEOUT'> {
  override name = 'TimeoutError'

  constructor(what: BaseError) {
    super('TIMEOUT', what.shortMessage, { cause: what })
  }
}
