import type { LiHTMLAttributes } from 'react'
import type { TokenBalance } from '../../kernel/account/tokenBalance'
import { formatUsd } from '../../kernel/format/formatUsd'
import { useStyles } from './styleHost'
import { TokenAmount } from './TokenAmount'
import { TOKEN_CSS } from './tokenStyles'

/** A token the account holds: its icon, name, amount (2 decimals) and USD value. A list item of a TokenList. */
export function TokenRow({ token, ...rest }: { readonly token: TokenBalance } & Omit<LiHTMLAttributes<HTMLLIElement>, 'className'>) {
  useStyles('token', TOKEN_CSS)
  return (
    <li className="gw-token-row" data-symbol={token.symbol} {...rest}>
      {token.iconUrl ? <img className="gw-token-icon" src={token.iconUrl} alt="" width={32} height={32} /> : <span className="gw-token-icon" aria-hidden="true" />}
      <span className="gw-token-name">
        {token.name}
        <TokenAmount value={token.quantity.numeric} symbol={token.symbol} testId="gw-token-amount" />
      </span>
      <span className="gw-token-value" data-testid="gw-token-value">
        {formatUsd(token.value)}
      </span>
    </li>
  )
}

/** The list TokenRows sit in. */
export function TokenList({ children, testId }: { readonly children: React.ReactNode; readonly testId?: string }) {
  useStyles('token', TOKEN_CSS)
  return (
    <ul className="gw-token-list" data-testid={testId}>
      {children}
    </ul>
  )
}
