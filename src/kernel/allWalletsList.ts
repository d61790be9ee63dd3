import { WALLET_LIST } from './constants'
import type { ConnectorInfo } from './stores/ConnectorStore'
import type { WalletRecord } from '../protocol/walletRecord'
import { identityKeys, isExcludedWallet, matchInstalled, normaliseKey, rankWallets, type ExclusionRules } from './walletFilters'

/** One tile of AllWallets: an installed connector, a directory wallet, or a slot of a page not loaded yet. */
export type AllWalletsEntry =
  | { readonly kind: 'connector'; readonly key: string; readonly connector: ConnectorInfo; readonly wallet: WalletRecord | undefined }
  | {
      readonly kind: 'wallet'
      readonly key: string
      readonly wallet: WalletRecord
      /** The installed connector it matches (search results): connect through it. */
      readonly installed: ConnectorInfo | undefined
      /** Among the first 20 of its page (§9): its image was requested with the page. */
      readonly eagerImage: boolean
    }
  | { readonly kind: 'placeholder'; readonly key: string; readonly page: number }

export interface AllWalletsInput {
  /** Installed connectors that may show (walletFilters.installedConnectors). */
  readonly installed: readonly ConnectorInfo[]
  readonly featured: readonly WalletRecord[]
  /** Directory pages without the featured wallets, by page number. */
  readonly pages: ReadonlyMap<number, readonly WalletRecord[]>
  /** Records in all pages; undefined before the first answer (one page of placeholders then). */
  readonly total: number | undefined
  readonly exclusions: ExclusionRules
  readonly pageSize?: number
  /** Keeps entries (and record keys) between builds, so an unchanged tile gets the same entry object. */
  readonly memo?: EntryMemo
}

export interface EntryMemo {
  readonly entries: Map<string, AllWalletsEntry>
  readonly keys: WeakMap<WalletRecord, readonly string[]>
}

export const createEntryMemo = (): EntryMemo => ({ entries: new Map(), keys: new WeakMap() })

const wallet = (record: WalletRecord, eagerImage: boolean): AllWalletsEntry => ({
  kind: 'wallet',
  key: `w:${record.id}`,
  wallet: record,
  installed: undefined,
  eagerImage,
})

/**
 * The unfiltered AllWallets list (§2, §9): installed wallets first (each connector once, with the directory
 * record it matches when one is loaded), then the featured wallets in featuredWalletIds order, then the
 * directory in its order, page by page. A page not loaded yet stands as placeholders, so the list has its
 * full length (and the scrollbar its true size) from the first answer. Excluded wallets (§5) and directory
 * wallets already shown as installed are left out. One pass over the records; 5,000 take about a millisecond.
 */
export function buildAllWallets(input: AllWalletsInput): AllWalletsEntry[] {
  const pageSize = input.pageSize ?? WALLET_LIST.pageSize
  const memo = input.memo ?? createEntryMemo()
  const keysOf = (record: WalletRecord) => {
    let keys = memo.keys.get(record)
    if (!keys) memo.keys.set(record, (keys = identityKeys(record)))
    return keys
  }
  const reuse = (entry: AllWalletsEntry) => {
    const known = memo.entries.get(entry.key)
    if (known && sameEntry(known, entry)) return known
    memo.entries.set(entry.key, entry)
    return entry
  }
  const installedKeys = new Set(input.installed.flatMap(identityKeys))
  const matched = new Map<ConnectorInfo, WalletRecord>()
  const rest: AllWalletsEntry[] = []
  const add = (record: WalletRecord, eagerImage: boolean) => {
    const keys = keysOf(record)
    const connector = keys.some((key) => installedKeys.has(key)) ? matchInstalled(record, input.installed) : undefined
    if (connector) {
      if (!matched.has(connector)) matched.set(connector, record)
      return
    }
    if (!isExcludedWallet(record, input.exclusions)) rest.push(reuse(wallet(record, eagerImage)))
  }
  for (const record of input.featured) add(record, true)
  const pageCount = input.total === undefined ? 1 : Math.ceil(input.total / pageSize)
  for (let page = 1; page <= pageCount; page++) {
    const records = input.pages.get(page)
    if (records) {
      records.forEach((record, index) => add(record, index < WALLET_LIST.imagesPerPage))
      continue
    }
    const slots = input.total === undefined ? pageSize : Math.min(pageSize, input.total - (page - 1) * pageSize)
    for (let slot = 0; slot < slots; slot++) rest.push(reuse({ kind: 'placeholder', key: `p:${page}:${slot}`, page }))
  }
  const head = input.installed.map((connector) =>
    reuse({ kind: 'connector', key: `c:${connector.id}`, connector, wallet: matched.get(connector) }),
  )
  return [...head, ...rest]
}

function sameEntry(a: AllWalletsEntry, b: AllWalletsEntry): boolean {
  if (a.kind === 'wallet' && b.kind === 'wallet') return a.wallet === b.wallet && a.eagerImage === b.eagerImage && a.installed === b.installed
  if (a.kind === 'connector' && b.kind === 'connector') return a.connector === b.connector && a.wallet === b.wallet
  return a.kind === 'placeholder' && b.kind === 'placeholder' && a.page === b.page
}

/**
 * AllWallets search results: excluded ones left out, installed first (marked, connect through their
 * connector), then featured order, then the directory's relevance order; the first 20 have their images
 * requested with the results. Installed connectors whose name contains the term (when there is one: the certified
 * switch alone asks for no name) and match no result lead.
 */
export function buildSearchResults(
  results: readonly WalletRecord[],
  term: string,
  installed: readonly ConnectorInfo[],
  featuredWalletIds: readonly string[],
  exclusions: ExclusionRules,
): AllWalletsEntry[] {
  const shown = results.filter((record) => !isExcludedWallet(record, exclusions))
  const ranked = rankWallets(shown, installed, featuredWalletIds)
  const matched = new Set(ranked.flatMap((entry) => (entry.installed ? [entry.installed] : [])))
  const needle = normaliseKey(term)
  const extra: AllWalletsEntry[] = installed
    .filter((connector) => needle !== '' && !matched.has(connector) && normaliseKey(connector.name).includes(needle))
    .map((connector) => ({ kind: 'connector', key: `c:${connector.id}`, connector, wallet: undefined }))
  const originalIndex = new Map(results.map((record, index) => [record, index]))
  return [
    ...extra,
    ...ranked.map(({ wallet: record, installed: match }) => ({
      ...wallet(record, (originalIndex.get(record) ?? 0) < WALLET_LIST.imagesPerPage),
      installed: match,
    })),
  ]
}

/** Without WalletConnect (enableWalletConnect: false) only installed wallets can connect: the list keeps those. */
export function installedEntries(entries: readonly AllWalletsEntry[]): AllWalletsEntry[] {
  return entries.filter((entry) => entry.kind === 'connector' || (entry.kind === 'wallet' && entry.installed !== undefined))
}
