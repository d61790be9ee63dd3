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

/** A response body that is not JSON or fails its zod schema; `path` names the API path called. */
export class ResponseShapeError extends BaseError<'BAD_RESPONSE'> {
  override name = 'ResponseShapeError'
  readonly path: string

  constructor(path: string, detail: string, cause?: unknown) {
    super('BAD_RESPONSE', 'Unexpected response from {path}: {detail}', { values: { path, detail }, cause })
    this.path = path
  }
}
