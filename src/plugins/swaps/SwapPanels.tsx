import { observer } from 'mobx-react-lite'
import type { Ref } from 'react'
import type { SwapStore } from './SwapStore'
import { TokenIcon } from './TokenIcon'
import { wholeText } from './swapMath'
import type { SwapTokenOption } from './swapTokens'

interface PanelProps {
  readonly store: SwapStore
  readonly id: string
  readonly inputRef?: Ref<HTMLInputElement>
}

function TokenButton({ store, side, token, label }: { readonly store: SwapStore; readonly side: 'from' | 'to'; readonly token: SwapTokenOption | undefined; readonly label: string }) {
  return (
    <button
      type="button"
      className="gw-swap-token"
      data-testid={`gw-swap-${side}-token`}
      data-symbol={token?.symbol}
      data-empty={token === undefined}
      aria-label={token ? `${label}: ${token.symbol}. Change token` : `${label}: select a token`}
      disabled={store.step !== 'idle'}
      onClick={() => store.pick(side)}
    >
      {token ? (
        <>
          <TokenIcon token={token} />
          {token.symbol}
        </>
      ) : (
        'Select token'
      )}
      <span aria-hidden="true">▾</span>
    </button>
  )
}

const balanceText = (store: SwapStore, token: SwapTokenOption | undefined): string | undefined =>
  token && !store.catalog.balancesUnknown ? `Balance: ${store.format.tokenBalance(wholeText(token.balance, token.decimals, token.decimals))}` : undefined

/** "You pay": the from token, the amount (free text, so a wrong entry can be named), Max and the balance. */
export const FromPanel = observer(function FromPanel({ store, id, inputRef }: PanelProps) {
  const { from, amountError } = store
  const balance = balanceText(store, from)
  return (
    <div className="gw-swap-panel">
      <div className="gw-swap-panel-head">
        <label htmlFor={id}>You pay</label>
        {balance && (
          <span data-testid="gw-swap-from-balance">
            {balance}{' '}
            <button type="button" className="gw-swap-max" data-testid="gw-swap-max" onClick={store.setMax} disabled={store.step !== 'idle'} aria-label={`Max ${from?.symbol ?? ''}`}>
              Max
            </button>
          </span>
        )}
      </div>
      <div className="gw-swap-line">
        <input
          ref={inputRef}
          id={id}
          className="gw-swap-input"
          data-testid="gw-swap-amount"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          placeholder="0"
          value={store.amountText}
          onChange={(event) => store.setAmount(event.target.value)}
          readOnly={store.step !== 'idle'}
          aria-invalid={amountError !== undefined}
          aria-describedby={amountError ? `${id}-error` : undefined}
        />
        <TokenButton store={store} side="from" token={from} label="You pay" />
      </div>
      {amountError && (
        <p id={`${id}-error`} className="gw-swap-field-error" data-testid="gw-swap-amount-error">
          {amountError}
        </p>
      )}
    </div>
  )
})

/** "You receive": the to token and the quoted amount (read only). */
export const ToPanel = observer(function ToPanel({ store, id }: PanelProps) {
  const { to, details } = store
  const waiting = store.quotes.status === 'waiting' || store.quotes.status === 'loading'
  const balance = balanceText(store, to)
  return (
    <div className="gw-swap-panel">
      <div className="gw-swap-panel-head">
        <label htmlFor={id}>You receive</label>
        {balance && <span data-testid="gw-swap-to-balance">{balance}</span>}
      </div>
      <div className="gw-swap-line">
        <input
          id={id}
          className="gw-swap-input"
          data-testid="gw-swap-to-amount"
          data-status={store.quotes.status}
          type="text"
          readOnly
          tabIndex={-1}
          placeholder={waiting ? 'Fetching…' : '0'}
          value={details?.toAmount ?? ''}
        />
        <TokenButton store={store} side="to" token={to} label="You receive" />
      </div>
    </div>
  )
})
