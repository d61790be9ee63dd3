import type { PluginContext, PluginModule } from 'gangway/plugin'
import { NetworkStatusSection } from './NetworkStatusSection'
import { NetworkStatusStore } from './NetworkStatusStore'
import { NetworkStatusView } from './NetworkStatusView'
import { NetworkTab } from './NetworkTab'
import { DEFAULT_POLL_MS, DEFAULT_STATUS_PATH, type NetworkStatusOptions } from './networkStatusOptions'

/**
 * The lazy part: the store slice (with the host's options), the view, the Connect section and the Account tab. The
 * kit loads it on intent (it has a Connect section): the store reads the network then, so the first open shows the
 * block and the verdict at once, and sends nothing of its own.
 */
export function networkStatusModule(options: NetworkStatusOptions): PluginModule<NetworkStatusStore> {
  const settings = { statusUrl: options.statusUrl ?? DEFAULT_STATUS_PATH, pollMs: options.pollMs ?? DEFAULT_POLL_MS }
  return {
    createStore: (context: PluginContext) => {
      const store = new NetworkStatusStore(context, settings)
      void store.refresh()
      return store
    },
    views: { NetworkStatus: NetworkStatusView },
    connectSection: NetworkStatusSection,
    accountTabs: { network: NetworkTab },
  }
}
