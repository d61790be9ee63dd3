import { observer } from 'mobx-react-lite'
import type { Ref } from 'react'
import { SelectField, TextField } from 'gangway/ui'
import { tokenKey, type SendStore } from './SendStore'

interface FieldProps {
  readonly store: SendStore
  readonly inputRef: Ref<HTMLInputElement & HTMLSelectElement>
}

/** The token picker: a native select (keyboard and screen readers for free), each token with its 2-decimal balance. */
export const TokenField = observer(function TokenField({ store, inputRef }: FieldProps) {
  const { tokenBalances, balancesStatus, tokenError } = store
  const placeholder = balancesStatus === 'loading' && tokenBalances.length === 0 ? 'Loading tokens…' : tokenBalances.length > 0 ? 'Choose a token' : 'No tokens to send'
  return (
    <SelectField
      ref={inputRef}
      label="Token"
      data-testid="gw-send-token"
      data-status={balancesStatus}
      value={store.token ? tokenKey(store.token) : ''}
      onChange={(event) => store.selectToken(event.target.value)}
      disabled={store.loading}
      error={tokenError}
      errorTestId="gw-send-token-error"
    >
      <option value="">{placeholder}</option>
      {tokenBalances.map((token) => (
        <option key={tokenKey(token)} value={tokenKey(token)}>
          {`${token.symbol} · ${store.format.tokenBalance(token.quantity.numeric)}`}
        </option>
      ))}
    </SelectField>
  )
})

/** The amount: free text (so a wrong entry can be named), a Max button, the balance as a hint. */
export const AmountField = observer(function AmountField({ store, inputRef }: FieldProps) {
  const { token, amountError } = store
  return (
    <TextField
      ref={inputRef}
      label="Amount"
      data-testid="gw-send-amount"
      type="text"
      inputMode="decimal"
      autoComplete="off"
      spellCheck={false}
      placeholder="0.0"
      value={store.sendTokenAmount}
      onChange={(event) => store.setAmount(event.target.value)}
      disabled={store.loading}
      hint={token ? `Balance: ${store.format.tokenBalance(token.quantity.numeric)} ${token.symbol}` : 'Choose a token to see its balance'}
      hintProps={{ 'data-testid': 'gw-send-balance' }}
      error={amountError}
      errorTestId="gw-send-amount-error"
      trailing={
        <button type="button" className="gw-send-max" data-testid="gw-send-max" onClick={store.setMax} disabled={!token || store.loading} aria-label={token ? `Max ${token.symbol}` : 'Max'}>
          Max
        </button>
      }
    />
  )
})

/** The receiver: an address, or a name looked up once typing pauses (or on leaving the field). */
export const ReceiverField = observer(function ReceiverField({ store, inputRef }: FieldProps) {
  const { receiverStatus, receiverError, receiverAddress, receiverProfileName, receiverProfileImageUrl } = store
  return (
    <TextField
      ref={inputRef}
      label="To"
      data-testid="gw-send-receiver"
      type="text"
      autoComplete="off"
      autoCapitalize="off"
      spellCheck={false}
      placeholder={store.receiverPlaceholder}
      value={store.receiverInput}
      onChange={(event) => store.setReceiverInput(event.target.value)}
      disabled={store.loading}
      onBlur={() => void store.flushLookup()}
      hint={
        <>
          {receiverStatus === 'resolving' && 'Looking up the name…'}
          {receiverStatus === 'resolved' && receiverAddress && (
            <span className="gw-send-profile">
              {receiverProfileImageUrl && <img src={receiverProfileImageUrl} alt="" width={18} height={18} />}
              {`${receiverProfileName ?? ''} → ${store.format.address(receiverAddress)}`}
            </span>
          )}
        </>
      }
      hintProps={{ 'aria-live': 'polite', 'data-testid': 'gw-send-receiver-status', 'data-address': receiverStatus === 'resolved' ? receiverAddress : undefined }}
      error={receiverError}
      errorTestId="gw-send-receiver-error"
    />
  )
})
