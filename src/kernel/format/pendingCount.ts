import { DISPLAY } from '../lazyConstants'

/** A count of pending transactions for display, capped at the §9 limit (99): past it, '99+'. */
export function pendingCount(count: number): string {
  return count > DISPLAY.pendingTransactionsLimit ? `${DISPLAY.pendingTransactionsLimit}+` : String(count)
}
