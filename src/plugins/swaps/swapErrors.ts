import { BaseError, type BaseErrorOptions } from 'gangway/plugin'

/** §8 swap texts word for word, then the swap flow's own. */
const SWAP_ERROR_TEXTS = {
  NETWORK_NOT_SUPPORTED: 'Network not supported for Swaps',
  GAS_PRICE_UNSUPPORTED: 'Network not supported for Gas Price',
  /** A §9 swap network whose trades go through an aggregator the service has none of (its own words follow). */
  AGGREGATOR_NOT_CONFIGURED: 'Swaps are not available on this network here: {reason}',
  INSUFFICIENT_LIQUIDITY: 'Not enough liquidity for this trade: try a smaller amount',
  SERVICE_FAILED: 'The swap service could not answer (HTTP {status}). Try again.',
  SERVICE_TIMEOUT: 'The swap service took too long to answer. Try again.',
  SERVICE_UNREADABLE: 'The swap service sent an answer that could not be read. Try again.',
  SERVICE_UNREACHABLE: 'The swap service could not be reached. Try again.',
  SERVICE_REFUSED: 'The swap service refused the request: {reason}',
  /** The service's transaction does not do what the visitor asked (recipient, tokens, amount): never sent. */
  UNEXPECTED_TRANSACTION: 'The swap service built a transaction that does not match your swap ({reason}); nothing was sent',
  SWAP_REVERTED: 'The swap reverted on chain: the price moved more than your {slippage}% slippage tolerance, and your tokens were not swapped. Check the fresh quote and try again.',
  APPROVAL_REVERTED: 'The approval failed on chain. Try again.',
  /** The built swap's minimum out is below the one the visitor saw: they see the new quote first. */
  PRICE_MOVED: 'The price moved since the quote. Check the new quote and press Swap again.',
  TOKEN_NOT_FOUND: "No token '{token}' to swap on this network",
  REJECTED: 'Transaction rejected',
  WALLET_FAILED: 'The wallet could not send the transaction: {reason}',
} as const

export type SwapErrorCode = keyof typeof SWAP_ERROR_TEXTS

/** Why a swap, its quote or its approval could not be had. */
export class SwapError extends BaseError<SwapErrorCode> {
  override name = 'SwapError'

  constructor(code: SwapErrorCode, options?: BaseErrorOptions) {
    super(code, SWAP_ERROR_TEXTS[code], options)
  }
}

/** The errors after which asking again may work: the view offers "Try again" for these. */
export const RETRYABLE: ReadonlySet<SwapErrorCode> = new Set([
  'SERVICE_FAILED',
  'SERVICE_TIMEOUT',
  'SERVICE_UNREADABLE',
  'SERVICE_UNREACHABLE',
  'INSUFFICIENT_LIQUIDITY',
])

/** The errors that mean this network has no swaps at all: the form is not shown. */
export const NETWORK_UNSUPPORTED: ReadonlySet<SwapErrorCode> = new Set(['NETWORK_NOT_SUPPORTED', 'GAS_PRICE_UNSUPPORTED', 'AGGREGATOR_NOT_CONFIGURED'])

export const AMOUNT_ERRORS = {
  notNumber: 'Enter the amount as a number, like 1.5',
  notPositive: 'Enter an amount greater than 0',
  tooManyDecimals: (symbol: string, decimals: number) =>
    decimals === 0 ? `${symbol} has no decimals: enter a whole number` : `${symbol} allows at most ${decimals} decimal${decimals === 1 ? '' : 's'}`,
  tooLarge: 'The amount is too large',
} as const

/** What the Swap button says when it cannot be pressed. */
export const BUTTON_REASONS = {
  chooseTokens: 'Select a token',
  enterAmount: 'Enter an amount',
  invalidAmount: 'Enter a valid amount',
  insufficientBalance: (symbol: string) => `Insufficient ${symbol} balance`,
  insufficientGas: (symbol: string) => `Not enough ${symbol} for the network fee`,
  quoting: 'Getting a quote…',
  checkingAllowance: 'Checking allowance…',
  noQuote: 'No quote',
} as const

export const SWAP_SUCCESS_TOAST = (paid: string, got: string): string => `Swapped ${paid} for ${got}`
