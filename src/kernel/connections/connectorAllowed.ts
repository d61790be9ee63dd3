import type { ResolvedOptions } from '../options'
import type { ConnectorInfo } from '../stores/ConnectorStore'

/**
 * Whether the options let the kit list a connector an adapter found: `enableInjected: false` leaves out
 * injected and EIP-6963 announced wallets, `enableCoinbase: false` the Coinbase Wallet (its rdns, or the id of
 * AppKit's own Coinbase connector).
 */
export function connectorAllowed(connector: ConnectorInfo, options: Pick<ResolvedOptions, 'enableInjected' | 'enableCoinbase'>): boolean {
  return (options.enableInjected || !/^(INJECTED|ANNOUNCED)$/.test(connector.type)) && (options.enableCoinbase || !/^(com\.coinbase\.wallet|coinbaseWalletSDK)$/.test(connector.rdns ?? connector.id))
}
