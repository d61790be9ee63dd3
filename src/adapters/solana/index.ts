export { SolanaAdapter, type SolanaAdapterOptions } from './SolanaAdapter'
export { SolanaError, type SolanaErrorCode } from './SolanaError'
export type { AnyTransaction, SolanaWalletProvider } from './SolanaWalletProvider'
