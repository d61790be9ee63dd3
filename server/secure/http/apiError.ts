import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { API_ERROR_TEXTS } from '../../../src/protocol/apiErrors'

/** An expected failure: answered as `{ message, code? }` with its status (the code for the §8 cases), not logged as a server error. */
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
  invalidKey: API_ERROR_TEXTS.INVALID_KEY,
  originNotAllowed: API_ERROR_TEXTS.ORIGIN_NOT_ALLOWED,
  projectIdMissing: API_ERROR_TEXTS.PROJECT_ID_NOT_CONFIGURED,
  /** A project that serves embedded wallets only to verified domains, called from one not verified (dashboard). */
  unverifiedDomain: API_ERROR_TEXTS.UNVERIFIED_DOMAIN,
  notSignedIn: 'Not signed in',
  invalidCode: 'Invalid code',
  codeExpired: 'Code expired',
  tooManyAttempts: 'Too many attempts. Request a new code.',
  /** An e-mail address locked, or a device over its limit of sign-ins started. */
  tryAgainLater: 'Too many attempts. Try again later.',
  /** An unsafe wallet request without the visitor's approval from the approval frame (or with a used, expired or other one). */
  approvalRequired: API_ERROR_TEXTS.APPROVAL_REQUIRED,
} as const
