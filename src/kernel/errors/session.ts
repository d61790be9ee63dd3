import { BaseError, type BaseErrorOptions } from './BaseError'

/** §8 session errors word for word, then the kit's own WalletConnect failures. */
const SESSION_TEXTS = {
  NOT_INITIALIZED: 'Sign Client not initialized',
  NO_SESSION: 'Please call connect() before request()',
  CHAIN_NOT_SUPPORTED: 'Chain is not supported',
  PROVIDER_NOT_FOUND: 'JSON-RPC provider for {chain} not found',
  NO_RPC_URL: 'No RPC url provided for chainId',
  CALL_STATUS_NOT_APPROVED: 'Fetching call status not approved by the wallet',
  // §5: a request for a namespace the session (or the kit) was not set up with.
  NAMESPACE_NOT_CONFIGURED: "Namespace '{namespace}' is not configured. Please call connect() first with namespace config.",
  // Not in §8: what the visitor reads under 'Failed to connect'.
  UNREQUESTED_CHAIN: 'The wallet approved {chain}, which this app did not ask for',
  NO_ACCOUNTS: 'The wallet approved no account on the networks this app asked for',
  RELAY_UNREACHABLE: 'Could not reach the WalletConnect relay',
  RELAY_LOST: 'The connection to the WalletConnect relay was lost',
  NO_PAIRING_URI: 'The WalletConnect client returned no pairing uri',
  MALFORMED_ACCOUNT: 'The wallet approved a malformed account: {account}',
  INVALID_PAIRING_URI: 'Invalid WalletConnect URI: {reason}',
} as const

export type SessionErrorCode = keyof typeof SESSION_TEXTS

/** A WalletConnect session failure (§8). */
export class WalletConnectSessionError extends BaseError<SessionErrorCode> {
  override name = 'WalletConnectSessionError'

  constructor(code: SessionErrorCode, options?: BaseErrorOptions) {
    super(code, SESSION_TEXTS[code], options)
  }
}
