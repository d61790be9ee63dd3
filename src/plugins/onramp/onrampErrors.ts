import { BaseError, type BaseErrorOptions } from 'gangway/plugin'

/** What the onramp plugin can refuse or fail with, each with a stable code (the view picks by code, never by text). */
const ONRAMP_ERROR_TEXTS = {
  // The form, checked before anything is asked or opened.
  AMOUNT_MISSING: 'Enter the amount to pay',
  AMOUNT_NOT_NUMBER: 'Enter the amount as a number, like 50 or 50.25',
  AMOUNT_NOT_POSITIVE: 'Enter an amount greater than 0',
  AMOUNT_TOO_PRECISE: '{currency} amounts have at most 2 decimals',
  AMOUNT_BELOW_MINIMUM: 'The minimum for a {method} payment is {min} {currency}',
  AMOUNT_ABOVE_MAXIMUM: 'The maximum for a {method} payment is {max} {currency}',
  UNKNOWN_PAYMENT_CURRENCY: "You cannot pay in '{currency}' here: choose {known}",
  UNKNOWN_PURCHASE_CURRENCY: "'{currency}' cannot be bought on {network}: choose {known}",
  UNKNOWN_PAYMENT_METHOD: "'{method}' is not a payment method here: choose {known}",
  NETWORK_NOT_SUPPORTED: 'Buying crypto is not available on {network}',
  NO_PROVIDER: 'Choose a provider',
  NOT_CONNECTED: 'Connect a wallet to buy crypto',
  // The chain-data service.
  SERVICE_REFUSED: 'The onramp service refused the request: {reason}',
  SERVICE_FAILED: 'The onramp service could not answer (HTTP {status}). Try again.',
  SERVICE_TIMEOUT: 'The onramp service took too long to answer. Try again.',
  SERVICE_UNREADABLE: 'The onramp service sent an answer that could not be read. Try again.',
  SERVICE_UNREACHABLE: 'The onramp service could not be reached. Try again.',
  NO_PRICE: 'The provider has no price for this purchase now. Try again later.',
  PROVIDER_CANNOT_FILL: 'The provider cannot fill this purchase now: try a smaller amount.',
  // The provider's window and the order.
  POPUP_CLOSED: "The provider's window was closed before the payment was made. Nothing was charged.",
  CARD_DECLINED: 'The provider declined your card. Nothing was charged: try another card.',
  AUTHENTICATION_FAILED: 'The confirmation with your bank failed. Nothing was charged: try again.',
  TRANSFER_FAILED: 'The provider could not send the crypto to your wallet, and refunded the payment.',
  ORDER_CANCELLED: 'The order was cancelled at the provider. Nothing was charged.',
  ORDER_EXPIRED: 'The order expired at the provider before it was paid. Nothing was charged.',
} as const

export type OnrampErrorCode = keyof typeof ONRAMP_ERROR_TEXTS

/** Why a purchase could not be asked for, quoted, opened or completed. */
export class OnrampError extends BaseError<OnrampErrorCode> {
  override name = 'OnrampError'

  constructor(code: OnrampErrorCode, options?: BaseErrorOptions) {
    super(code, ONRAMP_ERROR_TEXTS[code], options)
  }
}

/** The failures of an order the visitor may simply try again (another card, another attempt). */
export const ORDER_FAILURES: ReadonlySet<OnrampErrorCode> = new Set(['POPUP_CLOSED', 'CARD_DECLINED', 'AUTHENTICATION_FAILED', 'TRANSFER_FAILED', 'ORDER_CANCELLED', 'ORDER_EXPIRED'])

/** The provider's `lastError` of an open order, as what the visitor is told (the order stays open: another try may pay). */
export function orderNotice(lastError: string | undefined): OnrampError | undefined {
  if (lastError === 'card_declined') return new OnrampError('CARD_DECLINED')
  if (lastError === 'authentication_failed') return new OnrampError('AUTHENTICATION_FAILED')
  return undefined
}
