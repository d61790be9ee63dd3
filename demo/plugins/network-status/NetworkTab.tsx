import type { PluginViewProps } from 'gangway/plugin'
import { Button, useStyles } from 'gangway/ui'
import { observer } from 'mobx-react-lite'
import { NetworkFacts } from './NetworkFacts'
import { NETWORK_STATUS_CSS } from './networkStatusStyles'
import type { NetworkStatusStore } from './NetworkStatusStore'
import { useWatch } from './useWatch'
import { blockText } from './verdictText'

/** The Account view's Network tab: the facts and the latest block, and the way to the full view. */
export const NetworkTab = observer(function NetworkTab({ store, context }: PluginViewProps<NetworkStatusStore>) {
  useStyles('network-status', NETWORK_STATUS_CSS)
  useWatch(store)
  return (
    <div className="ns-view" data-testid="network-status-tab">
      <dl className="ns-facts">
        <dt>Network</dt>
        <dd>{store.networkName}</dd>
        <dt>Latest block</dt>
        <dd data-testid="network-status-tab-block">{blockText(store)}</dd>
      </dl>
      <NetworkFacts store={store} />
      <Button variant="secondary" data-testid="network-status-details" onClick={() => context.router.navigate('NetworkStatus')}>
        Network details
      </Button>
    </div>
  )
})
