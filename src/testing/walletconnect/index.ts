/** The WalletConnect test wallet of gangway/testing. */
export { createWalletConnectTestWallet } from './createWalletConnectTestWallet'
export { WALLET_EVENTS as WALLETCONNECT_TEST_WALLET_EVENTS, WALLET_METHODS as WALLETCONNECT_TEST_WALLET_METHODS } from './namespaces'
export { SOLANA_WALLET_METHODS as WALLETCONNECT_TEST_WALLET_SOLANA_METHODS } from './solanaNamespace'
export type {
  ApproveOptions,
  WalletConnectRequestLogEntry,
  WalletConnectRequestMode,
  WalletConnectTestWallet,
  WalletConnectTestWalletOptions,
} from './types'
