import { BaseError } from './BaseError'

/** A response body that is not JSON or fails its zod schema; `path` names the API path called. */
export class ResponseShapeError extends BaseError<'BAD_RESPONSE'> {
  override name = 'ResponseShapeError'
  readonly path: string

  constructor(path: string, detail: string, cause?: unknown) {
    super('BAD_RESPONSE', 'Unexpected response from {path}: {detail}', { values: { path, detail }, cause })
    this.path = path
  }
}
