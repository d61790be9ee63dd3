import { definePlugin, type Plugin } from 'gangway/plugin'
import type { NetworkStatusOptions } from './networkStatusOptions'
import type { NetworkStatusStore } from './NetworkStatusStore'

export type { NetworkStatusOptions }

/**
 * A third-party plugin, written against Gangway's public entries only (gangway/plugin, gangway/ui): the active
 * network's health on the Connect view, in an Account tab and in its own NetworkStatus view (latest block and
 * gas price from the node, and the verdict of the author's own status service). This descriptor is all the
 * host bundles up front; the rest is fetched the first time one of its parts shows. The project's remote
 * config can turn it off (`network_status`), never on.
 */
export function networkStatus(options: NetworkStatusOptions = {}): Plugin<NetworkStatusStore> {
  return definePlugin<NetworkStatusStore>({
    name: 'network-status',
    flag: { name: 'networkStatus', remote: 'network_status' },
    // context.publicClient() answers at once: viem loads with the plugin.
    needs: ['viem'],
    views: { NetworkStatus: { title: 'Network Status' } },
    connectMethod: 'network-status',
    accountTabs: [{ id: 'network', label: 'Network' }],
    load: () => import('./networkStatusPlugin').then(({ networkStatusModule }) => networkStatusModule(options)),
  })
}
