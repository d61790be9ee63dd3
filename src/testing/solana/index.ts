export {
  createSolanaTestWallet,
  DEFAULT_SOLANA_NAME,
  DEFAULT_SOLANA_RPC_URLS,
  SOLANA_TEST_WALLET_CHAINS,
  type SolanaChangeEvent,
  type SolanaSendOptions,
  type SolanaTestAccount,
  type SolanaTestChain,
  type SolanaTestWallet,
  type SolanaTestWalletFeatures,
  type SolanaTestWalletOptions,
} from './createSolanaTestWallet'
export { installSolanaTestWallet, type InstallSolanaTestWalletOptions } from './installSolanaTestWallet'
