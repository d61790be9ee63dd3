import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { formatUsd, sumUsd } from '../../kernel/format/formatUsd'
import { TokenList, TokenRow } from '../components/TokenRow'
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
      <TokenList>
        {portfolio.balances.map((token) => (
          <TokenRow key={`${token.chainId}:${token.address ?? 'native'}`} token={token} data-testid="gw-token-row" />
        ))}
      </TokenList>
    </div>
  )
})
