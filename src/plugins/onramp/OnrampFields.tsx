import { observer } from 'mobx-react-lite'
import type { Ref } from 'react'
import { Select, SelectField, TextField } from 'gangway/ui'
import type { OnrampStore } from './OnrampStore'
import { methodName } from './onrampOptions'

interface FieldProps {
  readonly store: OnrampStore
  readonly id: string
}

/** "You pay": the amount (free text, so a wrong entry can be named) and its currency; the method's limits under it. */
export const AmountField = observer(function AmountField({ store, inputRef }: { readonly store: OnrampStore; readonly inputRef: Ref<HTMLInputElement> }) {
  const error = store.amountError
  const busy = store.flow.busy
  return (
    <TextField
      ref={inputRef}
      label="You pay"
      data-testid="gw-onramp-amount"
      type="text"
      inputMode="decimal"
      autoComplete="off"
      spellCheck={false}
      placeholder="0.00"
      value={store.amountText}
      onChange={(event) => store.setAmount(event.target.value)}
      readOnly={busy}
      hint={store.limitsText ? `${store.limitsText}, fees included` : ''}
      hintProps={{ 'data-testid': 'gw-onramp-limits' }}
      error={error?.message}
      errorTestId="gw-onramp-amount-error"
      errorProps={{ 'data-code': error?.code }}
      trailing={
        <Select data-testid="gw-onramp-fiat" aria-label="Currency you pay in" value={store.paymentCurrency?.id ?? ''} onChange={(event) => store.selectPaymentCurrency(event.target.value)} disabled={busy}>
          {store.paymentCurrencies.map((currency) => (
            <option key={currency.id} value={currency.id}>
              {currency.id}
            </option>
          ))}
        </Select>
      }
    />
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
export const PurchaseField = observer(function PurchaseField({ store }: { readonly store: OnrampStore }) {
  const purchase = store.purchase
  return (
    <SelectField
      label="You buy"
      data-testid="gw-onramp-crypto"
      value={purchase?.id ?? ''}
      onChange={(event) => store.selectPurchase(event.target.value)}
      disabled={store.flow.busy}
      hint={purchase ? `On ${purchase.network.display_name}, to your wallet` : ''}
      hintProps={{ 'data-testid': 'gw-onramp-network' }}
    >
      {store.purchaseOptions.map((option) => (
        <option key={option.id} value={option.id}>
          {`${option.symbol} · ${option.name}`}
        </option>
      ))}
    </SelectField>
  )
})
