export { EvmAdapter, BROWSER_WALLET_NAME, INJECTED_CONNECTOR_ID, type EvmAdapterOptions } from './EvmAdapter'
export type { WalletCall } from './walletCall'
