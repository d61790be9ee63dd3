import { observer } from 'mobx-react-lite'
import { Button, Spinner } from 'gangway/ui'
import type { OnrampStore } from './OnrampStore'
import { quoteDetails } from './quoteDetails'

/** A message as a sentence: its last punctuation kept, a full stop added when it has none. */
const sentence = (text: string): string => (/[.!?]$/.test(text) ? text : `${text}.`)

/**
 * The quote for the form as it is (§3 Quote): what the wallet gets, the price of the crypto, the fees and the total;
 * a loading state while one is fetched (§4 quotesLoading); the §8 mocked quote labelled "Estimated", with the
 * stored error message and a way to ask again.
 */
export const OnrampQuoteDetails = observer(function OnrampQuoteDetails({ store }: { readonly store: OnrampStore }) {
  const { quotes, purchase } = store
  if (quotes.status === 'idle' || !purchase) return null
  if (quotes.status !== 'ready' || !quotes.quote) {
    return (
      <p className="gw-onramp-quote-status" role="status" data-testid="gw-onramp-quote-loading" data-loading={store.quotesLoading} aria-busy="true">
        <Spinner size="small" />
        Getting a quote…
      </p>
    )
  }
  const details = quoteDetails(quotes.quote, quotes.mocked, purchase.symbol)
  return (
    <div className="gw-onramp-field" data-testid="gw-onramp-quote" data-estimated={details.estimated} aria-live="polite">
      {details.estimated && (
        <p className="gw-onramp-estimated" data-testid="gw-onramp-quote-estimated">
          Estimated
          <small data-testid="gw-onramp-quote-error">{`The provider could not quote: ${sentence(quotes.errorMessage ?? 'no answer')} Its page shows the exact amounts.`}</small>
        </p>
      )}
      <dl className="gw-onramp-quote">
        <dt>You get</dt>
        <dd data-testid="gw-onramp-quote-purchase">{details.purchase}</dd>
        <dt>Price of the crypto</dt>
        <dd data-testid="gw-onramp-quote-subtotal">{details.subtotal}</dd>
        <dt>Network fee</dt>
        <dd data-testid="gw-onramp-quote-network-fee">{details.networkFee}</dd>
        {details.providerFee !== undefined && (
          <>
            <dt>Provider fee</dt>
            <dd data-testid="gw-onramp-quote-provider-fee">{details.providerFee}</dd>
          </>
        )}
        <dt className="gw-onramp-total">Total</dt>
        <dd className="gw-onramp-total" data-testid="gw-onramp-quote-total">
          {details.total}
        </dd>
      </dl>
      {details.estimated && (
        <Button variant="link" inline data-testid="gw-onramp-quote-retry" onClick={() => void quotes.fetchNow()}>
          Ask for a quote again
        </Button>
      )}
    </div>
  )
})
