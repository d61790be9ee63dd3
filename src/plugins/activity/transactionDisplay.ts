import type { PluginFormat, Transaction, Transfer } from 'gangway/plugin'

/** §9: operations that credit (+) or debit (−) the account; others follow the transfer's direction. */
const CREDIT = ['receive', 'deposit', 'borrow', 'claim']
const DEBIT = ['withdraw', 'repay', 'burn']

const TITLES: Readonly<Record<string, string>> = { send: 'Sent', receive: 'Received', mint: 'Minted', burn: 'Burned', execute: 'Executed', approve: 'Approved', trade: 'Swapped' }

export function transactionTitle(transaction: Transaction): string {
  const { operationType, status } = transaction.metadata
  const title = TITLES[operationType] ?? operationType.charAt(0).toUpperCase() + operationType.slice(1)
  return status === 'failed' ? `${title} (failed)` : title
}

export function transferSign(operationType: string, transfer: Transfer): '+' | '−' | '' {
  if (CREDIT.includes(operationType)) return '+'
  if (DEBIT.includes(operationType)) return '−'
  if (transfer.direction === 'in') return '+'
  if (transfer.direction === 'out') return '−'
  return ''
}

/** '+1.500 gUSD', '−0.010 ETH', '+1 Gangway Pass' (NFTs count whole items). */
export function transferAmount(operationType: string, transfer: Transfer, format: PluginFormat): string {
  const sign = transferSign(operationType, transfer)
  if (transfer.nft_info) return `${sign}${transfer.nft_info.name}`
  return `${sign}${format.balance(transfer.quantity.numeric)} ${transfer.fungible_info?.symbol ?? ''}`.trim()
}

const isSpamTransfer = (transfer: Transfer): boolean => transfer.nft_info?.flags.is_spam === true || transfer.fungible_info?.flags?.is_spam === true

/**
 * The transfer that speaks for a row (its icon and amount): the first that is not spam (else the first); for a
 * trade, what the account received, so the row reads 'Swapped +2900.000 gUSD' whichever order the transfers come in.
 */
export function rowTransfer(transaction: Transaction): Transfer | undefined {
  const notSpam = transaction.transfers.filter((transfer) => !isSpamTransfer(transfer))
  const candidates = notSpam.length > 0 ? notSpam : transaction.transfers
  const received = transaction.metadata.operationType === 'trade' ? candidates.find((transfer) => transfer.direction === 'in') : undefined
  return received ?? candidates[0]
}

/**
 * 'To 0x70…dc79C8' or 'From 0xf3…b92266' (§9: 4 leading and 6 trailing characters); for a trade, what the
 * account gave for what the row shows: '−1.000 ETH'.
 */
export function transactionDescription(transaction: Transaction, account: string, format: PluginFormat): string {
  const given = transaction.metadata.operationType === 'trade' ? transaction.transfers.find((transfer) => transfer.direction === 'out') : undefined
  if (given) return transferAmount('trade', given, format)
  const { sentFrom, sentTo } = transaction.metadata
  const outgoing = sentFrom.toLowerCase() === account.toLowerCase()
  return outgoing ? `To ${format.address(sentTo)}` : `From ${format.address(sentFrom)}`
}

/** §5: a transaction whose every transfer is spam is dropped. */
export function isSpam(transaction: Transaction): boolean {
  const { transfers } = transaction
  return transfers.length > 0 && transfers.every(isSpamTransfer)
}

/** §5: kept only when not spam and on the active network. */
export function visibleTransactions(transactions: readonly Transaction[], caipNetworkId: string | undefined): Transaction[] {
  return transactions.filter((transaction) => !isSpam(transaction) && transaction.metadata.chain === caipNetworkId)
}

export interface TransactionGroup {
  /** 'November 2026'. */
  readonly label: string
  readonly key: string
  readonly transactions: readonly Transaction[]
}

/** §9: grouped by year and month, newest first (and newest first inside each group). */
export function groupByMonth(transactions: readonly Transaction[]): TransactionGroup[] {
  const sorted = [...transactions].sort((a, b) => Date.parse(b.metadata.minedAt) - Date.parse(a.metadata.minedAt))
  const groups = new Map<string, Transaction[]>()
  for (const transaction of sorted) {
    const date = new Date(transaction.metadata.minedAt)
    const key = `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`
    groups.set(key, [...(groups.get(key) ?? []), transaction])
  }
  return [...groups].map(([key, list]) => {
    const [year = '', month = '1'] = key.split('-')
    const label = `${new Date(Date.UTC(Number(year), Number(month) - 1, 1)).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' })} ${year}`
    return { key, label, transactions: list }
  })
}

/** The line over the list while transactions are pending: '3 pending', capped at '99+ pending' (§9); '' when none. */
export function pendingLine(transactions: readonly Transaction[], format: PluginFormat): string {
  const pending = transactions.filter((transaction) => transaction.metadata.status === 'pending').length
  return pending === 0 ? '' : `${format.pendingCount(pending)} pending`
}
