import { formatTokenBalance } from '../../kernel/format/formatTokenBalance'

/** A token amount as the kit shows it (§9: 2 decimals, truncated) with its symbol. */
export function TokenAmount({ value, symbol, testId }: { readonly value: string; readonly symbol: string; readonly testId?: string }) {
  return (
    <span className="gw-token-amount" data-testid={testId}>
      {formatTokenBalance(value)} {symbol}
    </span>
  )
}
