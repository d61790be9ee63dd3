import type { PluginSectionProps } from 'gangway/plugin'
import { ListRow, useStyles } from 'gangway/ui'
import { observer } from 'mobx-react-lite'
import { NETWORK_STATUS_CSS } from './networkStatusStyles'
import type { NetworkStatusStore } from './NetworkStatusStore'
import { useWatch } from './useWatch'
import { blockText, verdictText } from './verdictText'

/** The Connect view's section: is the network up before you connect? Opens NetworkStatus. */
export const NetworkStatusSection = observer(function NetworkStatusSection({ store, context }: PluginSectionProps<NetworkStatusStore>) {
  useStyles('network-status', NETWORK_STATUS_CSS)
  useWatch(store)
  return (
    <ListRow
      data-testid="network-status-section"
      data-verdict={store.verdict}
      icon={
        <span className="ns-dot-frame" aria-hidden="true">
          <span className="ns-dot" data-verdict={store.verdict} />
        </span>
      }
      label={`${store.networkName}: ${verdictText(store)}`}
      tag={`Block ${blockText(store)}`}
      onClick={() => context.router.navigate('NetworkStatus')}
    />
  )
})
