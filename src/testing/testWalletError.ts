import { BaseError, type BaseErrorOptions } from '../kernel/errors/BaseError'

export type TestWalletErrorCode = 'INVALID_OPTIONS' | 'NO_PROPOSAL' | 'UNKNOWN_PROPOSAL' | 'CLOSED' | 'INVALID_PAIRING_URI' | 'URI_EXPIRED' | 'TIMEOUT' | 'NO_URI' | 'CONNECT_FAILED'

/**
 * What gangway/testing's wallets throw: bad options (INVALID_OPTIONS, the message names the function and the
 * option), and the WalletConnect test wallet's waits and pairings, and the connect helpers' waits (TIMEOUT) and refusals (CONNECT_FAILED). The message is the whole explanation.
 */
export class TestWalletError extends BaseError<TestWalletErrorCode> {
  override name = 'TestWalletError'

  constructor(code: TestWalletErrorCode, message: string, options?: BaseErrorOptions) {
    super(code, message, options)
  }
}
