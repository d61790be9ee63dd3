import { BaseError, type BaseErrorOptions } from '../../kernel/errors/BaseError'

/** What the Solana adapter says of a transfer it will not build, a wallet it cannot use and a send that failed. */
const SOLANA_TEXTS = {
  ADAPTER_NOT_SET_UP: 'The Solana adapter is not set up',
  INVALID_ADDRESS: "Invalid Solana address '{address}'",
  INVALID_AMOUNT: 'Invalid amount {amount}',
  INSUFFICIENT_FUNDS: 'Insufficient funds',
  NOT_A_TOKEN: "'{mint}' is not an SPL token mint",
  UNSUPPORTED_FEATURE: 'The wallet does not support {feature}',
  EVM_CALL: 'The Solana adapter sends Solana transactions and transfers, not EVM calls',
  TRANSACTION_FAILED: 'The transaction failed: {reason}',
  TRANSACTION_EXPIRED: 'The transaction expired before it was confirmed',
  CONFIRMATION_TIMEOUT: 'The transaction was not confirmed in time',
  MALFORMED_SIGNATURE: 'The wallet returned a malformed signature',
  MALFORMED_TRANSACTION: 'The wallet returned a malformed transaction',
} as const

export type SolanaErrorCode = keyof typeof SOLANA_TEXTS

/**
 * The Solana adapter's errors, each with a stable `code`. A wallet's refusal is not one of them: it is the kit's
 * ProviderRpcError 4001 ('User rejected the request.'), as from EVM wallets, so one check serves both.
 */
export class SolanaError extends BaseError<SolanaErrorCode> {
  override name = 'SolanaError'

  constructor(code: SolanaErrorCode, options?: BaseErrorOptions) {
    super(code, SOLANA_TEXTS[code], options)
  }
}
