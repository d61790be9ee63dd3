import { describe, expect, it } from 'vitest'
import type { Transaction } from '../../protocol/chainData'
import { nftHoldings } from './nftHoldings'

const nft = (id: string, minedAt: string, direction: 'in' | 'out', name: string, is_spam = false): Transaction => ({
  id,
  metadata: { minedAt, chain: 'eip155:31337', operationType: direction === 'in' ? 'receive' : 'send', status: 'confirmed', sentFrom: '0x1', sentTo: '0x2', hash: id },
  transfers: [{ direction, quantity: { numeric: '1' }, nft_info: { name, content: { preview: { url: `data:image/svg+xml,${name}` } }, flags: { is_spam } } }],
})

describe('nftHoldings', () => {
  it('keeps what came in and did not go out, newest first, without spam', () => {
    const items = nftHoldings([
      nft('a', '2026-11-01T00:00:00Z', 'in', 'Gangway Pass #1'),
      nft('b', '2026-11-01T00:00:01Z', 'in', 'Gangway Pass #2'),
      nft('c', '2026-11-02T00:00:00Z', 'out', 'Gangway Pass #1'),
      nft('d', '2026-11-03T00:00:00Z', 'in', 'Gangway Pass #3'),
      nft('e', '2026-11-04T00:00:00Z', 'in', 'Free Mint', true),
    ])
    expect(items.map((item) => item.name)).toEqual(['Gangway Pass #3', 'Gangway Pass #2'])
    expect(items[0]?.imageUrl).toBe('data:image/svg+xml,Gangway Pass #3')
  })
})
