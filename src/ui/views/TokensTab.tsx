import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { formatTokenBalance } from '../../kernel/format/formatTokenBalance'
import { formatUsd, sumUsd } from '../../kernel/format/formatUsd'
import { useKit } from '../KitContext'
import { SkeletonRow } from '../components/SkeletonRow'
import { useSlice } from '../hooks/useSlice'


/** The Tokens tab: total balance and a row per token (2 decimals, USD value), from the chain-data API. */
export const TokensTab = observer(function TokensTab() {
  const kit = useKit()
  const portfolio = useSlice('portfolio')
  useEffect(() => {
    void portfolio?.load()
  }, [portfolio, kit.account.caipAddress])
  if (kit.networks.isUnsupported) return <p className="gw-muted">Balances are unavailable on this network.</p>
  if (!portfolio || (portfolio.status === 'loading' && portfolio.balances.length === 0)) return <SkeletonRow />
  if (portfolio.status === 'failed') {
    return (
      <p className="gw-muted" data-testid="gw-tokens-failed">
        Token balances could not be loaded.{' '}
        <button type="button" className="gw-row-tag gw-tag-button" onClick={() => void portfolio.load(true)}>
          Retry
        </button>
      </p>
    )
  }
  if (portfolio.balances.length === 0) return <p className="gw-muted">No tokens yet.</p>
  return (
    <div data-testid="gw-tokens">
      <p className="gw-total" data-testid="gw-tokens-total">
        {formatUsd(sumUsd(portfolio.balances.map((token) => token.value)))}
      </p>
      <ul className="gw-token-list">
        {portfolio.balances.map((token) => (
          <li key={`${token.chainId}:${token.address ?? 'native'}`} className="gw-token-row" data-testid="gw-token-row" data-symbol={token.symbol}>
            {token.iconUrl ? <img className="gw-token-icon" src={token.iconUrl} alt="" width={32} height={32} /> : <span className="gw-token-icon" aria-hidden="true" />}
            <span className="gw-token-name">
              {token.name}
              <span className="gw-token-amount" data-testid="gw-token-amount">
                {formatTokenBalance(token.quantity.numeric)} {token.symbol}
              </span>
            </span>
            <span className="gw-token-value" data-testid="gw-token-value">
              {formatUsd(token.value)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
})
