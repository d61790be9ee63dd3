import { BaseError, type BaseErrorOptions } from './BaseError'

/** §4, §5, §6 e-mail and embedded-wallet texts, then the kit's own. */
const AUTH_TEXTS = {
  INVALID_EMAIL: 'Enter a valid email address',
  RETRY_AFTER: 'Please try again after {seconds} seconds',
  NO_AUTH_CONNECTOR: 'No auth connector found',
  NOT_CONNECTED_BY_EMAIL: 'Not connected to email or social',
  EMAIL_NOT_CONFIRMED: 'The new e-mail was not confirmed in time',
  INVALID_TELEGRAM_URL: "Invalid social login URL: it has no 'state=' parameter",
  NO_PENDING_SOCIAL: 'No social login was started from this page',
  INVALID_SOCIAL_RESULT: 'Invalid social login result',
  NOT_A_SIGN_IN_URL: 'Not a sign-in URL: {url}',
  NOT_A_FARCASTER_LINK: 'Not a Farcaster link: {url}',
  PAGE_NOT_LEFT: 'The page could not go to the provider',
  NO_RPC: 'No RPC for eip155:{chainId}',
} as const

export type AuthErrorCode = keyof typeof AUTH_TEXTS

/** E-mail and social login, and the embedded wallet behind them. */
export class AuthError extends BaseError<AuthErrorCode> {
  override name = 'AuthError'

  constructor(code: AuthErrorCode, options?: BaseErrorOptions) {
    super(code, AUTH_TEXTS[code], options)
  }
}
