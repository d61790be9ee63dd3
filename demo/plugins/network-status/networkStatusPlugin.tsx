import type { PluginContext, PluginModule } from 'gangway/plugin'
import { NetworkStatusSection } from './NetworkStatusSection'
import { NetworkStatusStore } from './NetworkStatusStore'
import { NetworkStatusView } from './NetworkStatusView'
import { NetworkTab } from './NetworkTab'
import { DEFAULT_POLL_MS, DEFAULT_STATUS_PATH, type NetworkStatusOptions } from './networkStatusOptions'

/** The lazy part: the store slice (with the host's options), the view, the Connect section and the Account tab. */
export function networkStatusModule(options: NetworkStatusOptions): PluginModule<NetworkStatusStore> {
  const settings = { statusUrl: options.statusUrl ?? DEFAULT_STATUS_PATH, pollMs: options.pollMs ?? DEFAULT_POLL_MS }
  return {
    createStore: (context: PluginContext) => new NetworkStatusStore(context, settings),
    views: { NetworkStatus: NetworkStatusView },
    connectSection: NetworkStatusSection,
    accountTabs: { network: NetworkTab },
  }
}
