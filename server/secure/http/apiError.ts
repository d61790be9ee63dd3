import type { ContentfulStatusCode } from 'hono/utils/http-status'

/** An expected failure: answered as `{ message }` with its status, not logged as a server error. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

export const ERRORS = {
  invalidKey: 'Unauthorized: invalid key',
  originNotAllowed: 'Unauthorized: origin not allowed',
  projectIdMissing: 'Project ID Not Configured',
  notSignedIn: 'Not signed in',
  invalidCode: 'Invalid code',
  codeExpired: 'Code expired',
  tooManyAttempts: 'Too many attempts. Request a new code.',
  /** An e-mail address locked, or a device over its limit of sign-ins started. */
  tryAgainLater: 'Too many attempts. Try again later.',
} as const
