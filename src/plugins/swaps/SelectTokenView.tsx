import { observer } from 'mobx-react-lite'
import { useId } from 'react'
import type { PluginViewProps } from 'gangway/plugin'
import { TextField, useStyles } from 'gangway/ui'
import type { SwapStore } from './SwapStore'
import { SWAP_CSS } from './swapStyles'
import { wholeText } from './swapMath'
import type { SwapTokenOption } from './swapTokens'
import { TokenIcon } from './TokenIcon'

function TokenChoice({ store, token, chosen }: { readonly store: SwapStore; readonly token: SwapTokenOption; readonly chosen: string | undefined }) {
  return (
    <li>
      <button type="button" className="gw-swap-pick" data-testid="gw-swap-pick" data-symbol={token.symbol} aria-current={token.id === chosen} onClick={() => store.choose(token.id)}>
        <TokenIcon token={token} />
        <span className="gw-swap-pick-name">
          {token.symbol}
          <small>{token.name}</small>
        </span>
        {token.balance > 0n && <span className="gw-swap-pick-balance">{store.format.tokenBalance(wholeText(token.balance, token.decimals, token.decimals))}</span>}
      </button>
    </li>
  )
}

function Section({ store, id, title, tokens, chosen, testId }: { readonly store: SwapStore; readonly id: string; readonly title: string; readonly tokens: readonly SwapTokenOption[]; readonly chosen: string | undefined; readonly testId: string }) {
  if (tokens.length === 0) return null
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="gw-swap-section-title">
        {title}
      </h3>
      <ul className="gw-swap-list" data-testid={testId}>
        {tokens.map((token) => (
          <TokenChoice key={token.id} store={store} token={token} chosen={chosen} />
        ))}
      </ul>
    </section>
  )
}

/** The token picker: search, then the account's tokens, the popular ones, and the rest. */
export const SelectTokenView = observer(function SelectTokenView({ store }: PluginViewProps<SwapStore>) {
  useStyles('swap', SWAP_CSS)
  const id = useId()
  const { yours, popular, rest } = store.sections
  const chosen = store.picking === 'from' ? store.fromId : store.toId
  const nothing = yours.length === 0 && popular.length === 0 && rest.length === 0
  return (
    <div className="gw-swap-search" data-testid="gw-swap-select" data-side={store.picking}>
      <TextField
        label="Search tokens"
        hideLabel
        placeholder="Search name or paste address"
        data-testid="gw-swap-search"
        autoComplete="off"
        spellCheck={false}
        value={store.search}
        onChange={(event) => store.setSearch(event.target.value)}
        autoFocus
      />
      <Section store={store} id={`${id}yours`} title="Your tokens" tokens={yours} chosen={chosen} testId="gw-swap-yours" />
      <Section store={store} id={`${id}popular`} title="Popular tokens" tokens={popular} chosen={chosen} testId="gw-swap-popular" />
      <Section store={store} id={`${id}rest`} title="Tokens" tokens={rest} chosen={chosen} testId="gw-swap-rest" />
      {nothing && (
        <p className="gw-muted" role="status" data-testid="gw-swap-no-match">
          {store.catalog.status === 'loading' ? 'Loading tokens…' : 'No tokens match your search'}
        </p>
      )}
    </div>
  )
})
