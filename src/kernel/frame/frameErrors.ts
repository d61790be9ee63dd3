import type { AlertId } from '../alertCatalogue'

/** §8 frame errors, word for word. */
export const FRAME_ERROR_TEXTS = {
  iframeNotSet: 'W3mFrame: iframe is not set',
  parentNotSet: 'parent is not set',
  loadFailedDependency: 'Unable to load email login dependency',
  replyWithoutMessage: 'An error occurred',
  requestAborted: 'Request was aborted',
  aborted: 'Something went wrong',
  loadTimeout: 'iframe_load_failed',
  requestTimeout: 'iframe_request_timeout',
  unverifiedDomain: 'unverified_domain',
} as const

/** A failure of the login frame or of one of its requests, with its §8 message. */
export class FrameError extends Error {
  override readonly name = 'FrameError'
}

/** §8 provider error mapping: which alert a frame error shows, if any. */
export function alertForFrameError(message: string): AlertId | undefined {
  if (message.includes('Unauthorized: origin not allowed')) return 'ORIGIN_NOT_ALLOWED'
  if (message.includes('JWT validation error: JWT Token is not yet valid')) return 'SESSION_EXPIRED'
  if (message.includes('Unauthorized: invalid key')) return 'INVALID_PROJECT_ID'
  if (message === FRAME_ERROR_TEXTS.loadTimeout) return 'EMBEDDED_WALLET_LOAD_FAILED'
  if (message === FRAME_ERROR_TEXTS.requestTimeout) return 'EMBEDDED_WALLET_TIMEOUT'
  if (message === FRAME_ERROR_TEXTS.unverifiedDomain) return 'UNVERIFIED_DOMAIN'
  return undefined
}
