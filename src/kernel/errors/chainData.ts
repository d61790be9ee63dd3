import { BaseError, type BaseErrorOptions } from './BaseError'

/** §8 toasts and thrown chain-data errors, word for word, then the kit's own. */
const CHAIN_DATA_TEXTS = {
  TOKEN_BALANCE_UNAVAILABLE: 'Token Balance Unavailable',
  FAILED_TO_FETCH_TRANSACTIONS: 'Failed to fetch transactions',
  NO_ACCOUNT_ADDRESS: "Transactions can't be fetched without an accountAddress",
  GAS_PRICE_UNSUPPORTED: 'Network not supported for Gas Price',
  SWAPS_UNSUPPORTED: 'Network not supported for Swaps',
  NODE_STATUS: 'The node answered {status} to {method}',
  NODE_MALFORMED: 'The node sent a malformed answer to {method}',
  NODE_UNREACHABLE: 'The node could not be reached for {method}',
} as const

export type ChainDataErrorCode = keyof typeof CHAIN_DATA_TEXTS

/** Balances, history, prices and node reads that could not be had. */
export class ChainDataError extends BaseError<ChainDataErrorCode> {
  override name = 'ChainDataError'

  constructor(code: ChainDataErrorCode, options?: BaseErrorOptions) {
    super(code, CHAIN_DATA_TEXTS[code], options)
  }
}
