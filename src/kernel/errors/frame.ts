import type { ApiErrorCode } from '../../protocol/apiErrors'
import { BaseError, type BaseErrorOptions } from './BaseError'

/** §8 frame errors, word for word. */
const FRAME_TEXTS = {
  IFRAME_NOT_SET: 'W3mFrame: iframe is not set',
  // §8's 'parent is not set' is the frame page's: it posts to its parent, the kit never does (the secure site's
  // server/secure/frame/frameMain.ts logs it when it has no parent).
  LOAD_FAILED_DEPENDENCY: 'Unable to load email login dependency',
  REPLY_ERROR: 'An error occurred',
  REQUEST_ABORTED: 'Request was aborted',
  ABORTED: 'Something went wrong',
  LOAD_TIMEOUT: 'iframe_load_failed',
  REQUEST_TIMEOUT: 'iframe_request_timeout',
  // The kit's own
  INVALID_REQUEST: 'Invalid {type} request: {reason}',
  NOT_SIGNED_OUT: 'The login frame did not sign out',
} as const

/** The frame's own failures, or the case its error reply names (origin not allowed, invalid key, …). */
export type FrameErrorCode = keyof typeof FRAME_TEXTS | ApiErrorCode

/**
 * A failure of the login frame or of one of its requests. A reply error keeps the frame's message, and its
 * code when it names a known case (REPLY_ERROR otherwise).
 */
export class FrameError extends BaseError<FrameErrorCode> {
  override name = 'FrameError'

  constructor(code: FrameErrorCode, options: BaseErrorOptions & { readonly message?: string | undefined } = {}) {
    super(code, options.message ?? (code in FRAME_TEXTS ? FRAME_TEXTS[code as keyof typeof FRAME_TEXTS] : FRAME_TEXTS.REPLY_ERROR), options)
  }
}
