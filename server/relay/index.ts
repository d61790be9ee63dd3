/** The local WalletConnect relay of the reference cloud. */
export { startRelay, type Relay, type RelayOptions } from './startRelay'
export type { RelayStats } from './relayStats'
