import { observer } from 'mobx-react-lite'
import { SWAP_SLIPPAGE_TOLERANCE } from 'gangway/plugin'
import type { SwapStore } from './SwapStore'

/** Price impact at or above this many percent is shown as a warning. */
const HIGH_PRICE_IMPACT = 5

/** The quote's details: the rate both ways, price impact, network fee, minimum received, the pools' fee. */
export const SwapDetailsList = observer(function SwapDetailsList({ store }: { readonly store: SwapStore }) {
  const details = store.details
  if (!details) return null
  return (
    <dl className="gw-swap-details" data-testid="gw-swap-details" aria-live="polite" aria-busy={store.quotes.refreshing}>
      <dt>Rate</dt>
      <dd data-testid="gw-swap-rate">
        {details.rate}
        <br />
        <span data-testid="gw-swap-inverse-rate">{details.inverseRate}</span>
      </dd>
      <dt>Price impact</dt>
      <dd data-testid="gw-swap-price-impact" data-high={details.priceImpactValue?.gte(HIGH_PRICE_IMPACT) ?? false}>
        {details.priceImpact ?? '—'}
      </dd>
      <dt>Network fee</dt>
      <dd data-testid="gw-swap-network-fee">{details.networkFee ?? '—'}</dd>
      <dt>{`Minimum received (${SWAP_SLIPPAGE_TOLERANCE}% slippage)`}</dt>
      <dd data-testid="gw-swap-minimum">{details.minimumReceived}</dd>
      {details.providerFee !== undefined && (
        <>
          <dt>Pool fee</dt>
          <dd data-testid="gw-swap-pool-fee">{details.providerFee}</dd>
        </>
      )}
    </dl>
  )
})
