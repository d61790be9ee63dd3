import type { AccountStore } from '../stores/AccountStore'
import type { PluginAccount } from './types'

/** The connected account as a plugin sees it, or undefined when not connected. */
export function pluginAccountOf(account: Pick<AccountStore, 'address' | 'caipAddress' | 'namespace' | 'connectorId' | 'embeddedWalletInfo'>): PluginAccount | undefined {
  const { address, caipAddress, namespace, connectorId, embeddedWalletInfo } = account
  return address && caipAddress && namespace ? { address, caipAddress, namespace, connectorId, embeddedWalletInfo } : undefined
}
