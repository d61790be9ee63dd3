import { describe, expect, it, vi } from 'vitest'
import { parseRows, transactionSchema, walletAssetSchema } from './chainData'

const tx = (over: Record<string, unknown> = {}) => ({
  id: 'a',
  metadata: { minedAt: '2026-11-20T10:00:00.000Z', chain: 'eip155:31337', operationType: 'send', status: 'confirmed', sentFrom: '0x1', sentTo: '0x2', hash: 'a', ...over },
  transfers: [{ direction: 'out', quantity: { numeric: '1.5' } }],
})

describe('chain-data answers: bad rows are dropped, good ones kept', () => {
  it('refuses an unreadable date, a non-decimal quantity, odd decimals and negative money', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const rows = [tx(), tx({ minedAt: 'yesterday' }), { ...tx(), transfers: [{ direction: 'out', quantity: { numeric: 'lots' } }] }]
    expect(parseRows(rows, transactionSchema, 'transaction')).toHaveLength(1)
    const asset = (metadata: Record<string, unknown>) => ({ chainId: 'eip155:1', balance: '0x1', type: 'NATIVE', metadata: { name: 'Ether', symbol: 'ETH', decimals: 18, price: 1, value: 1, ...metadata } })
    expect(parseRows([asset({}), asset({ decimals: 1.5 }), asset({ decimals: -1 }), asset({ price: -2 }), asset({ value: -1 })], walletAssetSchema, 'asset')).toHaveLength(1)
    // A token without a price comes without price and value, and is kept.
    expect(parseRows([asset({ price: undefined, value: undefined })], walletAssetSchema, 'asset')).toHaveLength(1)
  })
})
