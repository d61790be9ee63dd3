import { ConnectionError, connectionText } from '../errors/connection'

/**
 * A failed connect as the error a headless connect() rejects with: 'Connection rejected' when the visitor said
 * no in the wallet, else 'Failed to connect'; the wallet's reason in `details`.
 */
export function connectFailure(headline: string | undefined, detail: string | undefined): ConnectionError {
  return new ConnectionError(headline === connectionText('CONNECTION_REJECTED') ? 'CONNECTION_REJECTED' : 'FAILED_TO_CONNECT', { details: detail })
}
