import { BaseError, type BaseErrorOptions } from './BaseError'

/** §8 connection errors word for word, then the kit's own connection texts. */
const CONNECTION_TEXTS = {
  MODAL_CLOSED: 'Modal closed',
  POPUP_CLOSED: 'Popup closed',
  FAILED_TO_CONNECT: 'Failed to connect',
  FAILED_TO_INITIATE_SOCIAL: 'Failed to initiate social connection',
  FAILED_TO_CONNECT_FARCASTER: 'Failed to connect to farcaster',
  CONNECTION_REJECTED: 'Connection rejected',
  FAILED_TO_DISCONNECT: 'Failed to disconnect',
  FAILED_TO_DISCONNECT_CHAINS: 'Failed to disconnect chains',
  NO_CONNECTOR_FOUND: 'No connector found for connection: {id}',
  // §4 connections, §5 switching, §8 thrown
  INVALID_CONNECTION_STATUS: 'Invalid connection status',
  FAILED_TO_SWITCH_CHAIN: 'Failed to switch to chain',
  NETWORK_NOT_FOUND: 'Network not found',
  // The kit's own
  NOT_CONNECTED: 'Not connected',
  FAILED_TO_SWITCH_CONNECTION: 'Failed to switch to the other wallet',
  WALLET_TIMEOUT: 'The wallet did not answer',
  SUPERSEDED: 'A newer attempt replaced this one',
  POPUP_BLOCKED: 'The browser blocked the sign-in window. Allow pop-ups for this site and try again.',
} as const

export type ConnectionErrorCode = keyof typeof CONNECTION_TEXTS

/** A connection (§4) that could not be made, kept, switched or ended. */
export class ConnectionError extends BaseError<ConnectionErrorCode> {
  override name = 'ConnectionError'

  constructor(code: ConnectionErrorCode, options?: BaseErrorOptions) {
    super(code, CONNECTION_TEXTS[code], options)
  }
}

/** The text of a connection error code, for a view that shows it without an error at hand. */
export const connectionText = (code: ConnectionErrorCode): string => CONNECTION_TEXTS[code]
