import type { PluginContext, PluginViewProps } from 'gangway/plugin'
import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { NetworkStatusStore } from './NetworkStatusStore'

/** The lazy part of the network-status plugin: its store slice and its view. */
export function createStore(context: PluginContext): NetworkStatusStore {
  return new NetworkStatusStore(context)
}

const NetworkStatusView = observer(function NetworkStatusView({ store }: PluginViewProps<NetworkStatusStore>) {
  useEffect(() => {
    store.start()
    return store.stop
  }, [store])
  return (
    <div style={{ textAlign: 'center', padding: '8px 0 4px' }}>
      <p style={{ margin: 0, fontSize: '1.3em', opacity: 0.75 }}>{store.networkName}</p>
      <p style={{ margin: '6px 0 4px', fontSize: '1.3em' }}>Latest block</p>
      <p style={{ margin: 0, fontSize: '3.2em', fontWeight: 700, fontVariantNumeric: 'tabular-nums' }} data-testid="network-status-block" aria-live="polite">
        {store.blockNumber === undefined ? '…' : store.blockNumber.toString()}
      </p>
      {store.error && (
        <p role="alert" style={{ marginTop: 12, fontSize: '1.2em' }}>
          {store.error}
        </p>
      )}
    </div>
  )
})

export const views = { NetworkStatus: NetworkStatusView }
