import { observer } from 'mobx-react-lite'
import { useEffect, useRef } from 'react'
import type { PluginViewProps } from 'gangway/plugin'
import { Alert, Button, LinkButton, Spinner, useStyles } from 'gangway/ui'
import { fiatText } from './quoteDetails'
import type { OnrampStore } from './OnrampStore'
import { ONRAMP_CSS } from './onrampStyles'
import { openOnrampPopup } from './openOnrampPopup'
import type { PurchaseFlow } from './PurchaseFlow'

const short = (address: string): string => `${address.slice(0, 6)}…${address.slice(-4)}`

/** The line under the summary while the purchase is under way. */
function statusText(flow: PurchaseFlow): string {
  const provider = flow.request?.provider.name ?? 'the provider'
  if (flow.step === 'opening') return `Opening ${provider}…`
  if (flow.step === 'paid') {
    const order = flow.order
    return `Payment received. ${order ? `Sending ${order.purchaseAmount.amount} ${order.purchaseAmount.currency}` : 'Sending the crypto'} to your wallet…`
  }
  return `Complete your purchase in the ${provider} window. This view updates when the crypto arrives.`
}

/** What was asked for, and (once the provider says) what the order is. */
const Summary = observer(function Summary({ flow }: { readonly flow: PurchaseFlow }) {
  const request = flow.request
  if (!request) return null
  const order = flow.order
  const getting = order ? `${order.purchaseAmount.amount} ${order.purchaseAmount.currency}` : request.quote && !request.quoteMocked ? `${request.quote.purchaseAmount.amount} ${request.option.symbol}` : request.option.symbol
  return (
    <dl className="gw-onramp-summary" data-testid="gw-onramp-summary">
      <dt>You pay</dt>
      <dd>{fiatText(order?.paymentTotal ?? { amount: request.amount, currency: request.paymentCurrency })}</dd>
      <dt>You get</dt>
      <dd data-testid="gw-onramp-summary-purchase">{getting}</dd>
      <dt>Network</dt>
      <dd>{request.network.name}</dd>
      <dt>To</dt>
      <dd title={request.address}>{short(request.address)}</dd>
    </dl>
  )
})

/**
 * BuyInProgress: the provider's page is open (or a link to it, when the browser blocked the window); the kit watches
 * the wallet's balance and the provider's order, and shows the crypto landing, or the provider's failure, or the
 * window closed without a payment. Cancel is always there.
 */
export const BuyInProgressView = observer(function BuyInProgressView({ store }: PluginViewProps<OnrampStore>) {
  useStyles('onramp', ONRAMP_CSS)
  const { flow } = store
  const outcomeRef = useRef<HTMLButtonElement>(null)
  const step = flow.step

  // The outcome takes the focus: its button (Done, Try again) is what a keyboard user wants next.
  useEffect(() => {
    if (step === 'success' || step === 'failed') outcomeRef.current?.focus()
  }, [step])

  if (step === 'idle') {
    return (
      <div className="gw-onramp-progress" data-testid="gw-onramp-progress" data-step="idle">
        <p className="gw-muted">No purchase under way.</p>
        <Button variant="secondary" data-testid="gw-onramp-back" onClick={store.backToForm}>
          Back to Buy
        </Button>
      </div>
    )
  }
  const symbol = flow.request?.option.symbol ?? ''
  return (
    <div className="gw-onramp-progress" data-testid="gw-onramp-progress" data-step={step}>
      <Summary flow={flow} />
      {step === 'success' && (
        <>
          <p className="gw-onramp-success" role="status" data-testid="gw-onramp-success" data-amount={flow.received}>
            {`You received ${flow.received ?? ''} ${symbol}`}
          </p>
          {flow.txHash && (
            <p className="gw-onramp-hash" data-testid="gw-onramp-tx-hash" data-hash={flow.txHash} title={flow.txHash}>
              {`Transaction ${short(flow.txHash)}`}
            </p>
          )}
          <Button ref={outcomeRef} data-testid="gw-onramp-done" onClick={store.done}>
            Done
          </Button>
        </>
      )}
      {step === 'failed' && flow.error && (
        <>
          <Alert testId="gw-onramp-failure">
            <span data-code={flow.error.code}>{flow.error.message}</span>
          </Alert>
          <div className="gw-onramp-actions">
            <Button variant="secondary" data-testid="gw-onramp-back" onClick={store.backToForm}>
              Back
            </Button>
            <Button ref={outcomeRef} data-testid="gw-onramp-retry" onClick={() => store.continue(openOnrampPopup)}>
              Try again
            </Button>
          </div>
        </>
      )}
      {flow.busy && (
        <>
          <p className="gw-onramp-status" role="status" data-testid="gw-onramp-status">
            <Spinner size="small" />
            {statusText(flow)}
          </p>
          {flow.popupBlocked && flow.checkoutUrl && (
            <>
              <Alert variant="warning" testId="gw-onramp-popup-blocked">
                Your browser blocked the provider&apos;s window. Open its page with the link below; this view follows the purchase all the same.
              </Alert>
              <LinkButton href={flow.checkoutUrl} target="_blank" rel="noopener noreferrer" data-testid="gw-onramp-open-link">
                {`Open ${flow.request?.provider.name ?? 'the provider'} (opens in a new tab)`}
              </LinkButton>
            </>
          )}
          {flow.notice && (
            <Alert testId="gw-onramp-notice">
              <span data-code={flow.notice.code}>{flow.notice.message}</span>
            </Alert>
          )}
          <Button variant="secondary" data-testid="gw-onramp-cancel" onClick={store.cancel}>
            Cancel
          </Button>
        </>
      )}
    </div>
  )
})
