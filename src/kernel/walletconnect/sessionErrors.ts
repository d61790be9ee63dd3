/** §8 session errors, word for word, and the kit's own WalletConnect failures. */
export const SESSION_ERROR_TEXTS = {
  notInitialized: 'Sign Client not initialized',
  noSession: 'Please call connect() before request()',
  chainNotSupported: 'Chain is not supported',
  providerNotFound: (chain: string) => `JSON-RPC provider for ${chain} not found`,
  noRpcUrl: 'No RPC url provided for chainId',
  callStatusNotApproved: 'Fetching call status not approved by the wallet',
  // Not in §8: what the visitor reads under 'Failed to connect'.
  unrequestedChain: (chain: string) => `The wallet approved ${chain}, which this app did not ask for`,
  noAccounts: 'The wallet approved no EVM account',
  relayUnreachable: 'Could not reach the WalletConnect relay',
} as const

/** A WalletConnect session failure with its §8 text. */
export class WalletConnectSessionError extends Error {
  override readonly name = 'WalletConnectSessionError'
}
