import { observer } from 'mobx-react-lite'
import { useEffect, useRef } from 'react'
import type { PluginFormat, PluginViewProps, Transaction } from 'gangway/plugin'
import { Button, useStyles } from 'gangway/ui'
import type { ActivityStore } from './ActivityStore'
import { ACTIVITY_CSS } from './activityStyles'
import { groupByMonth, pendingLine, rowTransfer, transactionDescription, transactionTitle, transferAmount, transferSign, visibleTransactions } from './transactionDisplay'

function TransactionRow({ transaction, account, format }: { readonly transaction: Transaction; readonly account: string; readonly format: PluginFormat }) {
  const { operationType } = transaction.metadata
  const first = rowTransfer(transaction)
  const icon = first?.nft_info?.content?.preview?.url ?? first?.fungible_info?.icon?.url
  return (
    <li className="gw-activity-row" data-testid="gw-activity-row" data-hash={transaction.metadata.hash} data-operation={operationType}>
      {icon ? <img className="gw-activity-icon" src={icon} alt="" width={32} height={32} /> : <span className="gw-activity-icon" aria-hidden="true" />}
      <span className="gw-activity-title">{transactionTitle(transaction)}</span>
      <span className="gw-activity-amount" data-testid="gw-activity-amount" data-sign={first ? transferSign(operationType, first) : ''}>
        {first ? transferAmount(operationType, first, format) : ''}
      </span>
      <span className="gw-activity-desc">{transactionDescription(transaction, account, format)}</span>
      <span className="gw-activity-time">
        <time dateTime={transaction.metadata.minedAt}>{format.relativeTime(transaction.metadata.minedAt)}</time>
      </span>
    </li>
  )
}

/** The account's transactions, grouped by month, newest first, spam and other networks left out (§4, §5, §9). */
export const ActivityView = observer(function ActivityView({ store, context }: PluginViewProps<ActivityStore>) {
  useStyles('activity', ACTIVITY_CSS)
  const sentinel = useRef<HTMLDivElement>(null)
  const account = context.account?.address
  const networkId = context.network?.caipNetworkId
  // Every time the view opens (a send may have happened) and when the account or network changes.
  useEffect(() => {
    if (account) void store.refresh(true)
  }, [store, account, networkId])
  // Observed again after each page, so a sentinel still in view asks for the next one.
  const count = store.transactions.length
  useEffect(() => {
    const target = sentinel.current
    if (!target || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && void store.loadMore())
    observer.observe(target)
    return () => observer.disconnect()
  }, [store, count])
  if (!account) return <p className="gw-muted">Connect a wallet to see its activity.</p>
  const visible = visibleTransactions(store.transactions, networkId)
  const groups = groupByMonth(visible)
  const pending = pendingLine(visible, context.format)
  return (
    <div className="gw-activity" data-testid="gw-activity" aria-busy={store.status === 'loading'}>
      {pending && (
        <p className="gw-muted" data-testid="gw-activity-pending">
          {pending}
        </p>
      )}
      {groups.map((group) => (
        <section key={group.key} aria-label={group.label}>
          <h3 className="gw-activity-group">{group.label}</h3>
          <ul className="gw-activity-list">
            {group.transactions.map((transaction) => (
              <TransactionRow key={transaction.id} transaction={transaction} account={account} format={context.format} />
            ))}
          </ul>
        </section>
      ))}
      {store.status === 'loading' && (
        <p className="gw-muted" role="status">
          Loading activity…
        </p>
      )}
      {store.status === 'ready' && groups.length === 0 && !store.hasMore && (
        <p className="gw-muted" role="status" data-testid="gw-activity-empty">
          No activity yet
        </p>
      )}
      {store.status === 'failed' && (
        <p className="gw-muted" data-testid="gw-activity-failed">
          Transactions could not be loaded.{' '}
          <Button variant="link" onClick={() => void store.refresh(true)}>
            Retry
          </Button>
        </p>
      )}
      <div ref={sentinel} style={{ height: 1 }} />
    </div>
  )
})
