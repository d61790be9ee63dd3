import { observer } from 'mobx-react-lite'
import type { Ref } from 'react'
import type { OnrampStore } from './OnrampStore'
import { methodName } from './onrampOptions'

interface FieldProps {
  readonly store: OnrampStore
  readonly id: string
}

const describedBy = (...ids: (string | false | undefined)[]): string | undefined => ids.filter(Boolean).join(' ') || undefined

/** "You pay": the amount (free text, so a wrong entry can be named) and its currency; the method's limits under it. */
export const AmountField = observer(function AmountField({ store, id, inputRef }: FieldProps & { readonly inputRef: Ref<HTMLInputElement> }) {
  const error = store.amountError
  const busy = store.flow.busy
  return (
    <div className="gw-onramp-field">
      <label className="gw-onramp-label" htmlFor={id}>
        You pay
      </label>
      <div className="gw-onramp-amount">
        <input
          ref={inputRef}
          id={id}
          className="gw-onramp-control"
          data-testid="gw-onramp-amount"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          placeholder="0.00"
          value={store.amountText}
          onChange={(event) => store.setAmount(event.target.value)}
          readOnly={busy}
          aria-invalid={error !== undefined}
          aria-describedby={describedBy(`${id}-limits`, error && `${id}-error`)}
        />
        <span className="gw-onramp-select">
          <select
            className="gw-onramp-control"
            data-testid="gw-onramp-fiat"
            aria-label="Currency you pay in"
            value={store.paymentCurrency?.id ?? ''}
            onChange={(event) => store.selectPaymentCurrency(event.target.value)}
            disabled={busy}
          >
            {store.paymentCurrencies.map((currency) => (
              <option key={currency.id} value={currency.id}>
                {currency.id}
              </option>
            ))}
          </select>
        </span>
      </div>
      <p id={`${id}-limits`} className="gw-onramp-hint" data-testid="gw-onramp-limits">
        {store.limitsText ? `${store.limitsText}, fees included` : ''}
      </p>
      {error && (
        <p id={`${id}-error`} className="gw-onramp-field-error" role="alert" data-testid="gw-onramp-amount-error" data-code={error.code}>
          {error.message}
        </p>
      )}
    </div>
  )
})

/** "Pay with": the payment currency's methods (card, bank transfer), as radio buttons. */
export const MethodField = observer(function MethodField({ store, id }: FieldProps) {
  return (
    <fieldset className="gw-onramp-field" data-testid="gw-onramp-methods">
      <legend>Pay with</legend>
      <div className="gw-onramp-chips">
        {store.methods.map((method) => (
          <label key={method.id} className="gw-onramp-chip" data-testid="gw-onramp-method" data-method={method.id}>
            <input
              type="radio"
              name={`${id}-method`}
              value={method.id}
              checked={store.method?.id === method.id}
              onChange={() => store.selectPaymentMethod(method.id)}
              disabled={store.flow.busy}
            />
            {methodName(method.id)}
          </label>
        ))}
      </div>
    </fieldset>
  )
})

/** "You buy": what the active network offers (§9: USDC first where it has it, else its stablecoin). */
export const PurchaseField = observer(function PurchaseField({ store, id }: FieldProps) {
  const purchase = store.purchase
  return (
    <div className="gw-onramp-field">
      <label className="gw-onramp-label" htmlFor={id}>
        You buy
      </label>
      <span className="gw-onramp-select gw-onramp-wide">
        <select
          id={id}
          className="gw-onramp-control"
          data-testid="gw-onramp-crypto"
          value={purchase?.id ?? ''}
          onChange={(event) => store.selectPurchase(event.target.value)}
          disabled={store.flow.busy}
          aria-describedby={`${id}-network`}
        >
          {store.purchaseOptions.map((option) => (
            <option key={option.id} value={option.id}>
              {`${option.symbol} · ${option.name}`}
            </option>
          ))}
        </select>
      </span>
      <p id={`${id}-network`} className="gw-onramp-hint" data-testid="gw-onramp-network">
        {purchase ? `On ${purchase.network.display_name}, to your wallet` : ''}
      </p>
    </div>
  )
})
