import { BaseError, type BaseErrorOptions } from './BaseError'

/** What the kit says of a wallet's answer it cannot use, and of a wallet call it will not send (§5). */
const WALLET_TEXTS = {
  MALFORMED_ADDRESS: 'The wallet returned a malformed address: {address}',
  MALFORMED_CHAIN_ID: 'The wallet returned a malformed chain id: {chainId}',
  MALFORMED_ACCOUNTS: 'The wallet returned malformed accounts',
  NO_ACCOUNT: 'The wallet returned no account',
  MALFORMED_SIGNATURE: 'The wallet returned a malformed signature',
  MALFORMED_HASH: 'The wallet returned a malformed transaction hash',
  // §5 wallet calls
  INVALID_TO: "Invalid 'to' address: it must start with 0x",
  INVALID_DATA: 'Invalid data: it must start with 0x',
} as const

export type WalletErrorCode = keyof typeof WALLET_TEXTS

export class WalletError extends BaseError<WalletErrorCode> {
  override name = 'WalletError'

  constructor(code: WalletErrorCode, options?: BaseErrorOptions) {
    super(code, WALLET_TEXTS[code], options)
  }
}
