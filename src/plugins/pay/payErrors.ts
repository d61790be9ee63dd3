import { BaseError, type BaseErrorOptions } from 'gangway/plugin'

/**
 * What a payment can be refused or fail with, each with a stable code (AppKit Pay's configuration codes, and the
 * outcomes it reports only as text, named). The view and a dApp pick by code, never by text.
 */
const PAY_ERROR_TEXTS = {
  // The request, checked before anything is asked or sent.
  INVALID_PAYMENT_CONFIG: 'The payment request is incomplete: {reason}',
  INVALID_RECIPIENT: "The recipient '{recipient}' is not an address on {network}",
  INVALID_ASSET: "The asset '{asset}' is not a token of {network}: give 'native', the token's address or its CAIP-19 id on that network",
  INVALID_AMOUNT: 'The amount {reason}',
  UNSUPPORTED_NETWORK: "This app cannot pay on '{network}': it is not one of the app's networks",
  PAYMENT_IN_PROGRESS: 'A payment is already in progress: wait for it to finish',
  PAY_DISABLED: "Payments are turned off in this app (its 'pay' feature)",
  NOT_CONNECTED: 'Connect a wallet to pay',
  // The wallet.
  USER_REJECTED: 'You rejected the payment in your wallet. Nothing was sent.',
  NETWORK_SWITCH_FAILED: 'Your wallet could not switch to {network}. Nothing was sent.',
  TRANSACTION_FAILED: 'The payment transaction failed on chain: nothing was paid.',
  // The visitor, the clock.
  MODAL_CLOSED: 'The payment was cancelled: the window was closed before it completed.',
  PAYMENT_TIMEOUT: 'The payment did not complete within {minutes} minutes.',
  // The exchange and the payment service.
  EXCHANGE_FAILED: 'The exchange could not complete the payment.',
  EXCHANGE_WINDOW_CLOSED: "The exchange's window was closed before the payment was made.",
  ASSET_NOT_SUPPORTED: 'The exchange cannot pay in this asset: {reason}',
  SERVICE_REFUSED: 'The payment service refused the request: {reason}',
  SERVICE_UNAVAILABLE: 'The payment service could not be reached. Try again.',
  GENERIC: 'The payment could not be made: {reason}',
} as const

export type PayErrorCode = keyof typeof PAY_ERROR_TEXTS

/** Every code, as AppKit's AppKitPayErrorCodes lists its own: `PAY_ERROR_CODES.USER_REJECTED === 'USER_REJECTED'`. */
export const PAY_ERROR_CODES = Object.freeze(Object.fromEntries(Object.keys(PAY_ERROR_TEXTS).map((code) => [code, code]))) as { readonly [K in PayErrorCode]: K }

/** A payment's failure as `pay()` resolves it and `getPayError()` reads it: plain data, safe to copy or send. */
export interface PayErrorInfo {
  readonly code: PayErrorCode
  readonly message: string
}

/** Why a payment was refused or did not complete. */
export class PayError extends BaseError<PayErrorCode> {
  override name = 'PayError'

  constructor(code: PayErrorCode, options?: BaseErrorOptions) {
    super(code, PAY_ERROR_TEXTS[code], options)
  }

  /** The plain `{ code, message }` a dApp gets. */
  toInfo(): PayErrorInfo {
    return Object.freeze({ code: this.code, message: this.message })
  }
}

/**
 * Any failure as a PayError: a PayError as it is; the kit's refusal to load a plugin whose flag is off as
 * PAY_DISABLED; anything else as GENERIC with its message.
 */
export function asPayError(error: unknown): PayError {
  if (error instanceof PayError) return error
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined
  if (code === 'PLUGIN_OFF') return new PayError('PAY_DISABLED', { cause: error })
  const reason = error instanceof Error && error.message.trim() !== '' ? error.message : 'an unexpected error'
  return new PayError('GENERIC', { cause: error, values: { reason } })
}
