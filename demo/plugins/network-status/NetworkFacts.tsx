import { observer } from 'mobx-react-lite'
import type { NetworkStatusStore } from './NetworkStatusStore'
import { gasText, serviceText, verdictText } from './verdictText'

/** The network's status, node measure and gas price, as a definition list. */
export const NetworkFacts = observer(function NetworkFacts({ store }: { readonly store: NetworkStatusStore }) {
  return (
    <dl className="ns-facts" data-testid="network-status-facts">
      <dt>Status</dt>
      <dd data-testid="network-status-verdict" data-verdict={store.verdict}>
        <span className="ns-dot" data-verdict={store.verdict} aria-hidden="true" />
        {verdictText(store)}
      </dd>
      <dt>Service</dt>
      <dd data-testid="network-status-service">{serviceText(store)}</dd>
      <dt>Gas price</dt>
      <dd data-testid="network-status-gas">{gasText(store)}</dd>
    </dl>
  )
})
