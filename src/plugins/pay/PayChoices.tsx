import { observer } from 'mobx-react-lite'
import { useId } from 'react'
import type { PluginContext } from 'gangway/plugin'
import { Alert, Button, ListRow, Skeleton } from 'gangway/ui'
import { openPayWindow } from './openPayWindow'
import type { PayStore } from './PayStore'
import { showableImage } from './PaySummary'

/** The exchanges that can pay, as rows; each opens its window from the click. */
const Exchanges = observer(function Exchanges({ store }: { readonly store: PayStore }) {
  const headingId = useId()
  const payment = store.payment
  const list = store.exchangeList
  return (
    <section className="gw-pay-section" aria-labelledby={headingId} aria-busy={list.status === 'loading' || undefined} data-testid="gw-pay-exchanges" data-status={list.status}>
      <h3 className="gw-pay-heading" id={headingId}>
        Or pay from an exchange
      </h3>
      {list.status === 'loading' && <Skeleton />}
      {list.status === 'failed' && list.error && (
        <>
          <Alert testId="gw-pay-exchanges-error">
            <span data-code={list.error.code}>{list.error.message}</span>
          </Alert>
          <Button variant="secondary" data-testid="gw-pay-exchanges-retry" onClick={() => void list.load()}>
            Load the exchanges again
          </Button>
        </>
      )}
      {list.status === 'ready' && list.exchanges.length === 0 && payment && (
        <p className="gw-pay-hint" data-testid="gw-pay-no-exchange">{`No exchange can pay ${payment.metadata.symbol} on ${payment.network.name}.`}</p>
      )}
      {list.exchanges.map((exchange) => {
        const image = showableImage(exchange.imageUrl)
        return (
          <ListRow
            key={exchange.id}
            data-testid="gw-pay-exchange"
            data-exchange-id={exchange.id}
            icon={image ? <img className="gw-pay-exchange-image" src={image} alt="" width={32} height={32} /> : undefined}
            label={exchange.name}
            // Synchronous on purpose: the exchange's window must open inside the click.
            onClick={() => store.payWithExchange(exchange.id, openPayWindow)}
          />
        )
      })}
    </section>
  )
})

/** The ways to pay: the connected wallet (connecting one first when there is none), or an exchange. */
export const PayChoices = observer(function PayChoices({ store, context }: { readonly store: PayStore; readonly context: Pick<PluginContext, 'network'> }) {
  const payment = store.payment
  if (!payment) return null
  const otherNetwork = store.connected && context.network?.caipNetworkId !== payment.network.caipNetworkId
  return (
    <>
      <div className="gw-pay-section">
        <Button data-testid="gw-pay-wallet" onClick={store.payWithWallet}>
          Pay with wallet
        </Button>
        {!store.connected && <p className="gw-pay-hint">You connect a wallet first, then confirm the payment in it.</p>}
        {otherNetwork && <p className="gw-pay-hint">{`Your wallet is asked to switch to ${payment.network.name} first.`}</p>}
      </div>
      <Exchanges store={store} />
    </>
  )
})
