import type { ResolvedOptions } from '../options'
import type { ConnectorInfo } from '../stores/ConnectorStore'

/** Coinbase Wallet: its EIP-6963 rdns, and the id AppKit's own Coinbase connector has. */
const COINBASE_IDS = ['com.coinbase.wallet', 'coinbaseWalletSDK']

/**
 * Whether the options let the kit list a connector an adapter found: `enableInjected: false` leaves out
 * injected and EIP-6963 announced wallets, `enableCoinbase: false` the Coinbase Wallet.
 */
export function connectorAllowed(connector: ConnectorInfo, options: Pick<ResolvedOptions, 'enableInjected' | 'enableCoinbase'>): boolean {
  if (!options.enableInjected && (connector.type === 'INJECTED' || connector.type === 'ANNOUNCED')) return false
  return options.enableCoinbase || !COINBASE_IDS.some((id) => id === connector.rdns || id === connector.id)
}
