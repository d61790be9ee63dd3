import { observer } from 'mobx-react-lite'
import type { Ref } from 'react'
import { tokenKey, type SendStore } from './SendStore'

interface FieldProps {
  readonly store: SendStore
  readonly id: string
  readonly inputRef: Ref<HTMLInputElement & HTMLSelectElement>
}

/** The ids an input is described by: its hint and, when shown, its error. */
const describedBy = (...ids: (string | false | undefined)[]): string | undefined => ids.filter(Boolean).join(' ') || undefined

function FieldError({ id, testId, message }: { readonly id: string; readonly testId: string; readonly message: string | undefined }) {
  return message ? (
    <p id={id} className="gw-send-field-error" data-testid={testId}>
      {message}
    </p>
  ) : null
}

/** The token picker: a native select (keyboard and screen readers for free), each token with its 2-decimal balance. */
export const TokenField = observer(function TokenField({ store, id, inputRef }: FieldProps) {
  const { tokenBalances, balancesStatus, tokenError } = store
  const placeholder = balancesStatus === 'loading' && tokenBalances.length === 0 ? 'Loading tokens…' : tokenBalances.length > 0 ? 'Choose a token' : 'No tokens to send'
  return (
    <div className="gw-send-field">
      <label className="gw-send-label" htmlFor={id}>
        Token
      </label>
      <div className="gw-send-select">
        <select
          ref={inputRef}
          id={id}
          className="gw-send-control"
          data-testid="gw-send-token"
          data-status={balancesStatus}
          value={store.token ? tokenKey(store.token) : ''}
          onChange={(event) => store.selectToken(event.target.value)}
          disabled={store.loading}
          aria-invalid={tokenError !== undefined}
          aria-describedby={describedBy(tokenError !== undefined && `${id}-error`)}
        >
          <option value="">{placeholder}</option>
          {tokenBalances.map((token) => (
            <option key={tokenKey(token)} value={tokenKey(token)}>
              {`${token.symbol} · ${store.format.tokenBalance(token.quantity.numeric)}`}
            </option>
          ))}
        </select>
      </div>
      <FieldError id={`${id}-error`} testId="gw-send-token-error" message={tokenError} />
    </div>
  )
})

/** The amount: free text (so a wrong entry can be named), a Max button, the balance as a hint. */
export const AmountField = observer(function AmountField({ store, id, inputRef }: FieldProps) {
  const { token, amountError } = store
  return (
    <div className="gw-send-field">
      <label className="gw-send-label" htmlFor={id}>
        Amount
      </label>
      <div className="gw-send-amount">
        <input
          ref={inputRef}
          id={id}
          className="gw-send-control"
          data-testid="gw-send-amount"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          placeholder="0.0"
          value={store.sendTokenAmount}
          onChange={(event) => store.setAmount(event.target.value)}
          disabled={store.loading}
          aria-invalid={amountError !== undefined}
          aria-describedby={describedBy(`${id}-hint`, amountError !== undefined && `${id}-error`)}
        />
        <button type="button" className="gw-send-max" data-testid="gw-send-max" onClick={store.setMax} disabled={!token || store.loading} aria-label={token ? `Max ${token.symbol}` : 'Max'}>
          Max
        </button>
      </div>
      <p id={`${id}-hint`} className="gw-send-hint" data-testid="gw-send-balance">
        {token ? `Balance: ${store.format.tokenBalance(token.quantity.numeric)} ${token.symbol}` : 'Choose a token to see its balance'}
      </p>
      <FieldError id={`${id}-error`} testId="gw-send-amount-error" message={amountError} />
    </div>
  )
})

/** The receiver: an address, or a name looked up once typing pauses (or on leaving the field). */
export const ReceiverField = observer(function ReceiverField({ store, id, inputRef }: FieldProps) {
  const { receiverStatus, receiverError, receiverAddress, receiverProfileName, receiverProfileImageUrl } = store
  return (
    <div className="gw-send-field">
      <label className="gw-send-label" htmlFor={id}>
        To
      </label>
      <input
        ref={inputRef}
        id={id}
        className="gw-send-control"
        data-testid="gw-send-receiver"
        type="text"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        placeholder="0x… address or name"
        value={store.receiverInput}
        onChange={(event) => store.setReceiverInput(event.target.value)}
        disabled={store.loading}
        onBlur={() => void store.flushLookup()}
        aria-invalid={receiverError !== undefined}
        aria-describedby={describedBy(`${id}-hint`, receiverError !== undefined && `${id}-error`)}
      />
      <p id={`${id}-hint`} className="gw-send-hint" aria-live="polite" data-testid="gw-send-receiver-status" data-address={receiverStatus === 'resolved' ? receiverAddress : undefined}>
        {receiverStatus === 'resolving' && 'Looking up the name…'}
        {receiverStatus === 'resolved' && receiverAddress && (
          <span className="gw-send-profile">
            {receiverProfileImageUrl && <img src={receiverProfileImageUrl} alt="" width={18} height={18} />}
            {`${receiverProfileName ?? ''} → ${store.format.address(receiverAddress)}`}
          </span>
        )}
      </p>
      <FieldError id={`${id}-error`} testId="gw-send-receiver-error" message={receiverError} />
    </div>
  )
})
