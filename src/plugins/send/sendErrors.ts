/** The send flow's texts: the spec's (§8 send errors) word for word, then the form's own inline messages. */
export const SEND_ERRORS = {
  unsupportedChain: 'Unsupported chain',
  amountAndReceiverRequired: 'An amount and receiver address are required',
  tokenRequired: 'A token is required',
  tokenAddressRequired: 'tokenAddress is required',
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
  notFound: 'Name not found',
  lookupFailed: 'The name could not be looked up. Try again.',
} as const

export const SEND_SUCCESS_TOAST = 'Transaction sent'
