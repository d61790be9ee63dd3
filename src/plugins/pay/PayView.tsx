import { observer } from 'mobx-react-lite'
import { useEffect, useRef } from 'react'
import type { PluginViewProps } from 'gangway/plugin'
import { Alert, Button, LinkButton, Spinner, useStyles } from 'gangway/ui'
import { PayChoices } from './PayChoices'
import { failureLook, progressText } from './payOutcomeText'
import type { PayStore } from './PayStore'
import { PAY_CSS } from './payStyles'
import { PaySummary } from './PaySummary'

const short = (hash: string): string => `${hash.slice(0, 10)}…${hash.slice(-8)}`

/** Under way: what happens now, the exchange's page as a link when its window was blocked, Cancel at an exchange. */
const PayProgress = observer(function PayProgress({ store }: { readonly store: PayStore }) {
  return (
    <>
      <p className="gw-pay-status" role="status" data-testid="gw-pay-status">
        <Spinner size="small" />
        {progressText(store)}
      </p>
      {store.pendingHash && (
        <p className="gw-pay-hash" data-testid="gw-pay-pending-hash" title={store.pendingHash}>{`Transaction ${short(store.pendingHash)}`}</p>
      )}
      {store.blockedUrl && (
        <>
          <Alert variant="warning" testId="gw-pay-window-blocked">
            Your browser blocked the exchange&apos;s window. Open its page with the link below; this view follows the payment all the same.
          </Alert>
          <LinkButton href={store.blockedUrl} target="_blank" rel="noopener noreferrer" data-testid="gw-pay-open-link">
            Open the exchange (opens in a new tab)
          </LinkButton>
        </>
      )}
      {store.step === 'exchange' && (
        <Button variant="secondary" data-testid="gw-pay-cancel" onClick={store.cancelExchange}>
          Choose another way to pay
        </Button>
      )}
    </>
  )
})

/**
 * The Pay view (AppKit Pay's): what is paid, how much, to whom and on which network; "Pay with wallet" or an
 * exchange; then the payment under way, and its outcome (the transaction, or why not, by code).
 */
export const PayView = observer(function PayView({ store, context }: PluginViewProps<PayStore>) {
  useStyles('pay', PAY_CSS)
  const outcomeRef = useRef<HTMLButtonElement>(null)
  const { step, payment } = store

  // The outcome takes the focus: its button (Done, Try again) is what a keyboard user wants next.
  useEffect(() => {
    if (step === 'success' || step === 'failed') outcomeRef.current?.focus()
  }, [step])

  if (!payment) {
    return (
      <div className="gw-pay" data-testid="gw-pay" data-step="idle">
        <p className="gw-pay-hint" data-testid="gw-pay-empty">
          There is no payment to make. The app opens this view with the payment it asks for.
        </p>
      </div>
    )
  }
  const result = store.currentPayment?.result
  const failure = store.error
  return (
    <div className="gw-pay" data-testid="gw-pay" data-step={step}>
      <PaySummary payment={payment} />
      {step === 'choosing' && <PayChoices store={store} context={context} />}
      {store.isPaymentInProgress && <PayProgress store={store} />}
      {step === 'success' && (
        <>
          <p className="gw-pay-success" role="status" data-testid="gw-pay-success">{`Paid ${payment.amount} ${payment.metadata.symbol}`}</p>
          {result && (
            <p className="gw-pay-hash" data-testid="gw-pay-tx-hash" data-hash={result} title={result}>{`Transaction ${short(result)}`}</p>
          )}
          <Button ref={outcomeRef} data-testid="gw-pay-done" onClick={store.done}>
            Done
          </Button>
        </>
      )}
      {step === 'failed' && failure && (
        <>
          <Alert variant={failureLook(failure.code).variant} testId="gw-pay-failure">
            <strong>{failureLook(failure.code).headline}</strong> <span data-code={failure.code}>{failure.message}</span>
          </Alert>
          <div className="gw-pay-actions">
            <Button variant="secondary" data-testid="gw-pay-close" onClick={store.done}>
              Close
            </Button>
            <Button ref={outcomeRef} data-testid="gw-pay-retry" onClick={store.retry}>
              Try again
            </Button>
          </div>
        </>
      )}
    </div>
  )
})
