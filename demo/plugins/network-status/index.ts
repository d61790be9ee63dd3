import { definePlugin, type Plugin } from 'gangway/plugin'
import type { NetworkStatusStore } from './NetworkStatusStore'

/**
 * A third-party plugin, written against Gangway's public API only: it adds a `NetworkStatus` view that
 * shows the active chain's latest block. This descriptor is all the host bundles up front; the view and
 * its store live in `networkStatusPlugin.tsx`, fetched the first time the view opens.
 */
export function networkStatus(): Plugin<NetworkStatusStore> {
  return definePlugin<NetworkStatusStore>({
    name: 'network-status',
    views: { NetworkStatus: { title: 'Network Status' } },
    load: () => import('./networkStatusPlugin'),
  })
}
