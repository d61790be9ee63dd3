/**
 * gangway/testing: a real EIP-1193 test wallet for end-to-end tests of dApps, backed by a viem local
 * account and a real (local) chain, with fault switches, a request log, EIP-6963 announcement, a
 * Playwright installer and a Playwright Test fixture that connects in one call; and a WalletConnect test
 * wallet (the official SignClient as the wallet) for dApps that connect over a relay; and a Wallet Standard Solana
 * test wallet (ed25519 keys of the same mnemonic) with the same fault switches and its Playwright installer.
 */
export { createTestWallet, type TestWallet } from './createTestWallet'
export { announceTestWallet, type AnnounceOptions, type AnnounceWindow, type Eip6963ProviderDetail } from './announce'
export { installTestWallet, type InstallOptions, type InstallTestWalletOptions, type PageLike } from './installTestWallet'
export type { BridgeReply, BridgeRequest } from './pageShim'
export { gangwayFixtures, type Gangway, type GangwayFixture, type GangwayFixtures, type GangwayOptions } from './gangwayFixtures'
export { connectTestWallet, type ConnectTestWalletOptions } from './connectTestWallet'
export { disconnectTestWallet } from './disconnectTestWallet'
export type { GangwayLocator, GangwayPage } from './gangwayPage'
export type { Fault, TestWalletFaults } from './faults'
export { ProviderRpcError, RPC_ERROR_CODES, type SerializedRpcError } from './rpcErrors'
export { DEFAULT_ICON, DEFAULT_NAME, DEFAULT_RDNS } from './info'
export { DEFAULT_MNEMONIC } from './accounts'
export {
  createWalletConnectTestWallet,
  WALLETCONNECT_TEST_WALLET_EVENTS,
  WALLETCONNECT_TEST_WALLET_METHODS,
  WALLETCONNECT_TEST_WALLET_SOLANA_METHODS,
  type ApproveOptions,
  type WalletConnectRequestLogEntry,
  type WalletConnectRequestMode,
  type WalletConnectTestWallet,
  type WalletConnectTestWalletOptions,
} from './walletconnect'
export type {
  Eip1193EventMap,
  Eip1193EventName,
  Eip1193Listener,
  Eip1193Provider,
  Eip6963ProviderInfo,
  NativeCurrency,
  RequestArguments,
  RequestLogEntry,
  RequestOutcome,
  TestChain,
  TestWalletOptions,
} from './types'
export { TestWalletError, type TestWalletErrorCode } from './testWalletError'
export {
  createSolanaTestWallet,
  DEFAULT_SOLANA_NAME,
  DEFAULT_SOLANA_RPC_URLS,
  installSolanaTestWallet,
  SOLANA_TEST_WALLET_CHAINS,
  type InstallSolanaTestWalletOptions,
  type SolanaChangeEvent,
  type SolanaSendOptions,
  type SolanaTestAccount,
  type SolanaTestChain,
  type SolanaTestWallet,
  type SolanaTestWalletFeatures,
  type SolanaTestWalletOptions,
} from './solana'
