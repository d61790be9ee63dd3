export { EvmAdapter, BROWSER_WALLET_NAME, INJECTED_CONNECTOR_ID, type EvmAdapterOptions } from './EvmAdapter'
export { WALLET_CALL_ERRORS, type WalletCall } from './walletCall'
