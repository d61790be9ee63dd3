import { describe, expect, it } from 'vitest'
import type { Transaction } from 'gangway/plugin'
import { pluginFormat } from '../../kernel/format/pluginFormat'
import { groupByMonth, isSpam, pendingLine, rowTransfer, transactionDescription, transactionTitle, transferAmount, transferSign, visibleTransactions } from './transactionDisplay'

const ME = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

function tx(id: string, over: Partial<Transaction['metadata']> = {}, transfers: Transaction['transfers'] = []): Transaction {
  return {
    id,
    metadata: { minedAt: '2026-11-20T10:00:00Z', chain: 'eip155:31337', operationType: 'send', status: 'confirmed', sentFrom: ME, sentTo: OTHER, hash: id, ...over },
    transfers,
  }
}
const fungible = (direction: 'in' | 'out', numeric: string, is_spam = false, symbol = 'gUSD'): Transaction['transfers'][number] => ({
  direction,
  quantity: { numeric },
  fungible_info: { name: symbol, symbol, flags: { is_spam } },
})

describe('transaction display (§5, §9)', () => {
  it('says how many are pending, capped at the §9 limit: 99, then 99+', () => {
    const pending = (count: number) => Array.from({ length: count }, (_, i) => tx(`p${i}`, { status: 'pending' }))
    expect(pendingLine([tx('a')], pluginFormat)).toBe('')
    expect(pendingLine([tx('a'), ...pending(2)], pluginFormat)).toBe('2 pending')
    expect(pendingLine(pending(99), pluginFormat)).toBe('99 pending')
    expect(pendingLine(pending(100), pluginFormat)).toBe('99+ pending')
  })

  it('signs by operation type (credit/debit lists), else by direction; amounts with 3 decimals', () => {
    expect(transferAmount('send', fungible('out', '1.5'), pluginFormat)).toBe('−1.500 gUSD')
    expect(transferAmount('receive', fungible('in', '2'), pluginFormat)).toBe('+2.000 gUSD')
    expect(transferAmount('burn', fungible('in', '1'), pluginFormat)).toBe('−1.000 gUSD')
    expect(transferAmount('claim', fungible('out', '1'), pluginFormat)).toBe('+1.000 gUSD')
  })

  it('shows a swap (trade) as what came in (+) and, below, what went out (−), whichever order the transfers come in', () => {
    const ethForUsd = tx('swap', { operationType: 'trade' }, [fungible('out', '1', false, 'ETH'), fungible('in', '2900.5')])
    const usdForEth = tx('swap2', { operationType: 'trade' }, [fungible('in', '0.03', false, 'ETH'), fungible('out', '100')])
    expect(transactionTitle(ethForUsd)).toBe('Swapped')
    expect(ethForUsd.transfers.map((t) => transferSign('trade', t))).toEqual(['−', '+'])
    expect(transferAmount('trade', rowTransfer(ethForUsd)!, pluginFormat)).toBe('+2900.500 gUSD')
    expect(transactionDescription(ethForUsd, ME, pluginFormat)).toBe('−1.000 ETH')
    expect(transferAmount('trade', rowTransfer(usdForEth)!, pluginFormat)).toBe('+0.030 ETH')
    expect(transactionDescription(usdForEth, ME, pluginFormat)).toBe('−100.000 gUSD')
    // Not a trade: the first transfer that is not spam speaks, and the counterparty is described.
    const send = tx('send', {}, [fungible('in', '1', true, 'CLAIM'), fungible('out', '1.5')])
    expect(rowTransfer(send)?.fungible_info?.symbol).toBe('gUSD')
    expect(transactionDescription(send, ME, pluginFormat)).toBe('To 0x70…dc79C8')
    expect(rowTransfer(tx('empty'))).toBeUndefined()
  })

  it('describes the counterparty with the address truncated 4 leading / 6 trailing', () => {
    expect(transactionDescription(tx('a'), ME, pluginFormat)).toBe('To 0x70…dc79C8')
    expect(transactionDescription(tx('b', { sentFrom: OTHER, sentTo: ME, operationType: 'receive' }), ME, pluginFormat)).toBe('From 0x70…dc79C8')
    expect(transactionTitle(tx('c', { status: 'failed' }))).toBe('Sent (failed)')
  })

  it('drops a transaction whose every transfer is spam, and other networks', () => {
    const spam = tx('spam', { operationType: 'receive' }, [fungible('in', '1', true)])
    const mixed = tx('mixed', {}, [fungible('in', '1', true), fungible('out', '1')])
    const elsewhere = tx('elsewhere', { chain: 'eip155:31338' }, [fungible('out', '1')])
    expect(isSpam(spam)).toBe(true)
    expect(visibleTransactions([spam, mixed, elsewhere], 'eip155:31337').map((t) => t.id)).toEqual(['mixed'])
  })

  it('groups by year and month, newest first', () => {
    const groups = groupByMonth([
      tx('old', { minedAt: '2025-12-31T23:00:00Z' }),
      tx('new', { minedAt: '2026-11-21T08:00:00Z' }),
      tx('mid', { minedAt: '2026-11-02T08:00:00Z' }),
    ])
    expect(groups.map((group) => [group.label, group.transactions.map((t) => t.id)])).toEqual([
      ['November 2026', ['new', 'mid']],
      ['December 2025', ['old']],
    ])
  })
})
