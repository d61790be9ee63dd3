import type { Transaction } from '../../protocol/chainData'

export interface NftHolding {
  readonly name: string
  readonly imageUrl: string | undefined
}

/**
 * The NFTs the account holds, from its history: each ERC-721 transfer in adds the item, each out removes
 * it (items are told apart by their name, which carries the token id). Spam items are left out.
 */
export function nftHoldings(transactions: readonly Transaction[]): NftHolding[] {
  const held = new Map<string, { count: number; imageUrl: string | undefined; order: number }>()
  // The history comes newest first; reversed, equal times (one block) keep their true order.
  const oldestFirst = [...transactions].reverse().sort((a, b) => Date.parse(a.metadata.minedAt) - Date.parse(b.metadata.minedAt))
  oldestFirst.forEach((transaction, order) => {
    for (const transfer of transaction.transfers) {
      const nft = transfer.nft_info
      if (!nft || nft.flags.is_spam || transfer.direction === 'self') continue
      const entry = held.get(nft.name) ?? { count: 0, imageUrl: undefined, order }
      entry.count += transfer.direction === 'in' ? 1 : -1
      entry.imageUrl = nft.content?.preview?.url ?? entry.imageUrl
      entry.order = order
      held.set(nft.name, entry)
    }
  })
  return [...held]
    .filter(([, entry]) => entry.count > 0)
    .sort((a, b) => b[1].order - a[1].order || a[0].localeCompare(b[0]))
    .map(([name, entry]) => ({ name, imageUrl: entry.imageUrl }))
}
