/**
 * The §8 texts only the lazily loaded flows use (connections, balances, history): kept apart from
 * ERROR_TEXTS so the entry does not carry them.
 */
export const FLOW_ERROR_TEXTS = {
  // §8 connection
  modalClosed: 'Modal closed',
  popupClosed: 'Popup closed',
  failedToInitiateSocial: 'Failed to initiate social connection',
  failedToConnectFarcaster: 'Failed to connect to farcaster',
  failedToConnect: 'Failed to connect',
  connectionRejected: 'Connection rejected',
  failedToDisconnect: 'Failed to disconnect',
  failedToDisconnectChains: 'Failed to disconnect chains',
  // §4 connections, §5 switching
  invalidConnectionStatus: 'Invalid connection status',
  failedToSwitchChain: 'Failed to switch to chain',
  networkNotFound: 'Network not found',
  // §8 toasts
  tokenBalanceUnavailable: 'Token Balance Unavailable',
  failedToFetchTransactions: 'Failed to fetch transactions',
} as const
