import type { PluginViewProps } from 'gangway/plugin'
import { Alert, useStyles } from 'gangway/ui'
import { observer } from 'mobx-react-lite'
import { NetworkFacts } from './NetworkFacts'
import { NETWORK_STATUS_CSS } from './networkStatusStyles'
import type { NetworkStatusStore } from './NetworkStatusStore'
import { useWatch } from './useWatch'
import { blockText } from './verdictText'

/** The NetworkStatus view: the latest block, large, then the facts; the node's error when it cannot be read. */
export const NetworkStatusView = observer(function NetworkStatusView({ store }: PluginViewProps<NetworkStatusStore>) {
  useStyles('network-status', NETWORK_STATUS_CSS)
  useWatch(store)
  return (
    <div className="ns-view">
      <div className="ns-hero">
        <p className="ns-network">{store.networkName}</p>
        <p className="ns-label">Latest block</p>
        <p className="ns-block" data-testid="network-status-block" aria-live="polite">
          {blockText(store)}
        </p>
      </div>
      <NetworkFacts store={store} />
      {store.nodeError && <Alert testId="network-status-error">{store.nodeError}</Alert>}
    </div>
  )
})
