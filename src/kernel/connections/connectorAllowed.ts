import type { ResolvedOptions } from '../options'
import { isInstalled, type ConnectorInfo } from '../stores/ConnectorStore'

/**
 * Whether the options let the kit list a connector an adapter found: `enableInjected: false` leaves out
 * injected and EIP-6963 announced wallets, `enableCoinbase: false` the Coinbase Wallet (rdns com.coinbase.wallet).
 */
export function connectorAllowed(connector: ConnectorInfo, options: Pick<ResolvedOptions, 'enableInjected' | 'enableCoinbase'>): boolean {
  return (options.enableInjected || !isInstalled(connector)) && (options.enableCoinbase || connector.rdns !== 'com.coinbase.wallet')
}
