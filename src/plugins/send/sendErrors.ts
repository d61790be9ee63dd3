import { BaseError, type BaseErrorOptions } from 'gangway/plugin'

/** §8 send errors word for word, then the send flow's own. */
const SEND_ERROR_TEXTS = {
  UNSUPPORTED_CHAIN: 'Unsupported chain',
  AMOUNT_AND_RECEIVER_REQUIRED: 'An amount and receiver address are required',
  TOKEN_REQUIRED: 'A token is required',
  TOKEN_ADDRESS_REQUIRED: 'tokenAddress is required',
  UNREADABLE_DECIMALS: '{symbol} has unreadable decimals',
  INVALID_RECEIVER: "Invalid receiver address '{to}'",
  INVALID_AMOUNT: 'Invalid amount {amount}',
} as const

export type SendErrorCode = keyof typeof SEND_ERROR_TEXTS

/** A send the flow refuses to build (§5, §8). */
export class SendError extends BaseError<SendErrorCode> {
  override name = 'SendError'

  constructor(code: SendErrorCode, options?: BaseErrorOptions) {
    super(code, SEND_ERROR_TEXTS[code], options)
  }
}

/** The text of a code, for a field that shows it without throwing ('A token is required'). */
export const sendErrorText = (code: SendErrorCode): string => SEND_ERROR_TEXTS[code]

/** What the form says of the wallet's answer. */
export const SEND_OUTCOME_TEXTS = {
  /** A wallet's 4001 (the user said no in the wallet). */
  rejected: 'Transaction rejected',
  failed: 'Transaction failed',
} as const

export const TOKEN_ERRORS = {
  /** The chosen token's chainId is not the active network's (it was picked before a network or account change). */
  otherNetwork: 'The token is on another network; pick it again',
} as const

export const AMOUNT_ERRORS = {
  empty: 'Enter an amount',
  notNumber: 'Enter the amount as a number, like 1.5',
  notPositive: 'Enter an amount greater than 0',
  tooManyDecimals: (symbol: string, decimals: number) =>
    decimals === 0 ? `${symbol} has no decimals: enter a whole number` : `${symbol} allows at most ${decimals} decimal${decimals === 1 ? '' : 's'}`,
  moreThanBalance: (symbol: string, balance: string) => `More than your balance of ${balance} ${symbol}`,
} as const

export const RECEIVER_ERRORS = {
  empty: 'Enter the receiver address or name',
  invalid: 'Enter an address (0x and 40 hex characters) or a name',
  /** §5 on a Solana network (names are EVM only, §9). */
  invalidSolana: 'Enter a Solana address (32 to 44 base58 characters)',
  notFound: 'Name not found',
  lookupFailed: 'The name could not be looked up. Try again.',
} as const

export const SEND_SUCCESS_TOAST = 'Transaction sent'
