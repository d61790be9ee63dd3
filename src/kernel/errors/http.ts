import { BaseError } from './BaseError'

/** §8: 'HTTP status code: N' with the response attached. */
export class HttpError extends BaseError<'HTTP_STATUS'> {
  override name = 'HttpError'
  readonly status: number
  readonly response: Response

  constructor(response: Response) {
    super('HTTP_STATUS', 'HTTP status code: {status}', { values: { status: response.status } })
    this.status = response.status
    this.response = response
  }
}
