import { computed } from 'mobx'
import { ALL_WALLETS_CSS } from './allWalletsStyles'
import { observer } from 'mobx-react-lite'
import { useCallback, useEffect, useState } from 'react'
import { buildAllWallets, buildSearchResults, createEntryMemo, installedEntries, type AllWalletsEntry } from '../../kernel/allWalletsList'
import type { KitRoot } from '../../kernel/root'
import { exclusionRules, installedConnectors, readWalletEnvironment, type WalletEnvironment } from '../../kernel/walletFilters'
import type { WalletPagesStore } from '../../kernel/walletPages'
import { withSlice } from '../withSlice'
import { useKit } from '../KitContext'
import { SearchIcon } from '../components/SearchIcon'
import { WalletGrid } from './WalletGrid'

/** The list AllWallets shows: search results while a term is typed, else the whole directory, installed first (only those without WalletConnect). */
function allWalletsModel(kit: KitRoot, list: WalletPagesStore, env: WalletEnvironment) {
  const memo = createEntryMemo()
  return computed((): AllWalletsEntry[] => {
    const { wallets, options } = kit
    const rules = exclusionRules(options.excludeWalletIds, wallets.excludedRdns)
    const installed = installedConnectors(kit.connectors.connectors, rules, env)
    const term = list.search.trim()
    const entries =
      list.searching
        ? buildSearchResults(list.searchResults, term, installed, options.featuredWalletIds, rules)
        : buildAllWallets({ installed, featured: wallets.featured, pages: list.pages, total: list.total, exclusions: rules, memo })
    return options.enableWalletConnect ? entries : installedEntries(entries)
  })
}

/**
 * Every wallet of the directory (§9): pages of 40 loaded as they scroll into view, a virtualised grid, and a
 * name search (100 results, one request once typing pauses, never sooner than 300 ms), optionally of certified
 * wallets only. Lazy chunk.
 */
const AllWalletsView = withSlice('walletPages', observer(function AllWalletsView({ store: list }: { readonly store: WalletPagesStore }) {
  const kit = useKit()
  const { wallets } = kit
  const [model] = useState(() => allWalletsModel(kit, list, readWalletEnvironment()))
  const entries = model.get()

  // Featured wallets lead the list (and are left out of the pages); excluded rdns come with them.
  useEffect(() => void wallets.loadRecommended(), [wallets])

  const onRange = useCallback(
    (start: number, end: number) => {
      const pages = new Set<number>()
      for (const entry of model.get().slice(start, end)) if (entry.kind === 'placeholder') pages.add(entry.page)
      if (pages.size > 0) list.ensurePages(pages)
    },
    [model, list],
  )

  const term = list.search.trim()
  const searching = list.searching
  const loading = searching ? list.searchStatus === 'loading' : list.pageStatus === 'loading'
  const failed = searching ? list.searchStatus === 'failed' : list.pageStatus === 'failed'
  const retry = () => (searching ? void list.searchWallets(list.search) : list.retryPages())

  return (
    <div className="gw-all-wallets">
      <style>{ALL_WALLETS_CSS}</style>
      <div className="gw-search-row">
        <label className="gw-search">
          <SearchIcon />
          <span className="gw-visually-hidden">Search wallets</span>
          <input
            type="search"
            data-testid="gw-wallet-search"
            placeholder="Search wallet"
            autoComplete="off"
            value={list.search}
            onChange={(event) => void list.searchWallets(event.target.value)}
          />
        </label>
        <label className="gw-certified">
          <input
            type="checkbox"
            role="switch"
            data-testid="gw-certified-switch"
            checked={list.certified}
            onChange={(event) => void list.setCertified(event.target.checked)}
          />
          Certified
        </label>
      </div>
      <WalletGrid entries={entries} busy={loading} resetKey={`${term}|${String(list.certified)}`} onRange={onRange} />
      <div role="status" className="gw-grid-status">
        {searching && list.searchStatus === 'ready' && entries.length === 0 && <p className="gw-muted">No wallet found</p>}
        {searching && loading && entries.length === 0 && <p className="gw-muted">Loading wallets…</p>}
        {failed && (
          <p className="gw-muted">
            Wallets could not be loaded{' '}
            <button type="button" className="gw-row-tag gw-tag-button" data-testid="gw-wallets-retry" onClick={retry}>
              Try again
            </button>
          </p>
        )}
      </div>
    </div>
  )
}))

export default AllWalletsView
