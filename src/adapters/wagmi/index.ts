export { WagmiAdapter, type WagmiAdapterConfigOptions } from './WagmiAdapter'
export type { WagmiAdapterOptions } from './createWagmiConfig'
export { GANGWAY_CONNECTOR_ID, GANGWAY_CONNECTOR_TYPE } from './gangwayConnector'
export { WagmiAdapterError, type WagmiAdapterErrorCode } from './WagmiAdapterError'
