import { makeAutoObservable, observableRef, runInAction } from 'mobx'
import { directoryFilters, fetchWalletPage } from './directoryCalls'
import { preloadFirstImages, type ImagePreloader } from './imagePreload'
import { TIMINGS, WALLET_LIST } from './constants'
import type { WalletDirectoryStore } from './stores/WalletDirectoryStore'
import type { WalletRecord } from '../protocol/walletRecord'
import { kitLog } from './logs/kitLog'

type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed'

const withItem = (set: ReadonlySet<number>, item: number) => new Set(set).add(item)
const without = (set: ReadonlySet<number>, item: number) => new Set([...set].filter((known) => known !== item))

/**
 * AllWallets' state (§9): the directory in pages of 40, loaded in any order as they come into view, and a
 * name search of 100 results. It lives in the AllWallets chunk, made once per kit (the walletPages slice), so the
 * initial entry does not carry it and the pages survive leaving and reopening the view.
 */
export class WalletPagesStore {
  /** The directory without the featured wallets (they lead the list), by page number (1-based). */
  pages: ReadonlyMap<number, readonly WalletRecord[]> = new Map()
  pendingPages: ReadonlySet<number> = new Set()
  failedPages: ReadonlySet<number> = new Set()
  /** How many records the pages hold in all; undefined until the first page answers. */
  total: number | undefined = undefined
  search = ''
  /** AllWallets' certified switch: the search asks for certified wallets only (badge_type, §7). */
  certified = false
  searchResults: readonly WalletRecord[] = []
  searchStatus: LoadStatus = 'idle'
  private searchSeq = 0
  private searchTimer: ReturnType<typeof setTimeout> | undefined
  private settleSearch: (() => void) | undefined

  constructor(
    private readonly directory: WalletDirectoryStore,
    private readonly images: ImagePreloader,
  ) {
    makeAutoObservable<WalletPagesStore, 'directory' | 'images' | 'searchSeq' | 'searchTimer' | 'settleSearch'>(
      this,
      {
        pages: observableRef,
        pendingPages: observableRef,
        failedPages: observableRef,
        searchResults: observableRef,
        directory: false,
        images: false,
        searchSeq: false,
        searchTimer: false,
        settleSearch: false,
      },
      { autoBind: true },
    )
  }

  get pageStatus(): LoadStatus {
    if (this.pendingPages.size > 0) return 'loading'
    if (this.failedPages.size > 0) return 'failed'
    return this.total === undefined ? 'idle' : 'ready'
  }

  /** Loads the given pages that are not loaded, loading or failed (failed ones wait for retryPages). */
  ensurePages(pages: Iterable<number>): void {
    for (const page of pages) if (!this.failedPages.has(page)) void this.loadPage(page)
  }

  retryPages(): void {
    const failed = [...this.failedPages]
    this.failedPages = new Set()
    for (const page of failed) void this.loadPage(page)
  }

  async loadPage(page: number): Promise<void> {
    if (this.pages.has(page) || this.pendingPages.has(page)) return
    if (this.total !== undefined && (page - 1) * WALLET_LIST.pageSize >= this.total) return
    this.pendingPages = withItem(this.pendingPages, page)
    this.failedPages = without(this.failedPages, page)
    try {
      const { featuredWalletIds, excludeWalletIds } = this.directory.options
      const filters = directoryFilters(this.directory, [...excludeWalletIds, ...featuredWalletIds])
      const result = await fetchWalletPage(this.directory.client, { page, entries: WALLET_LIST.pageSize, ...filters })
      runInAction(() => {
        this.pages = new Map(this.pages).set(page, result.records)
        this.total = result.count
        this.pendingPages = without(this.pendingPages, page)
      })
      preloadFirstImages(this.images, this.directory, result.records)
    } catch (error) {
      kitLog('warn', 'wallet page unavailable', error)
      runInAction(() => {
        this.pendingPages = without(this.pendingPages, page)
        this.failedPages = withItem(this.failedPages, page)
      })
    }
  }

  /** A term or the certified switch asks the directory; with neither, the whole list shows. */
  get searching(): boolean {
    return this.search.trim() !== '' || this.certified
  }

  setCertified(certified: boolean): Promise<void> {
    this.certified = certified
    return this.searchWallets(this.search)
  }

  /**
   * Searches by name (§9): one request once typing pauses for the debounce (500 ms by default, never under the
   * 300 ms minimum), so a quickly typed word is one request; only the latest query wins. Resolves when this
   * query's results are in, or when a later query replaces it.
   */
  searchWallets(term: string, debounceMs: number = this.directory.options.timings?.debounceDefault ?? TIMINGS.debounceDefault): Promise<void> {
    this.search = term
    const seq = ++this.searchSeq
    clearTimeout(this.searchTimer)
    this.settleSearch?.()
    this.settleSearch = undefined
    if (!this.searching) {
      this.searchResults = []
      this.searchStatus = 'idle'
      return Promise.resolve()
    }
    this.searchStatus = 'loading'
    return new Promise((resolve) => {
      this.settleSearch = resolve
      this.searchTimer = setTimeout(() => {
        void this.runSearch(seq).finally(resolve)
      }, Math.max(debounceMs, WALLET_LIST.searchMinWaitMs))
    })
  }

  private async runSearch(seq: number): Promise<void> {
    try {
      const filters = directoryFilters(this.directory, this.directory.options.excludeWalletIds)
      const term = this.search.trim()
      const result = await fetchWalletPage(this.directory.client, {
        page: 1,
        entries: WALLET_LIST.searchPageSize,
        ...(term !== '' && { search: term }),
        ...(this.certified && { badge_type: 'certified' }),
        ...filters,
      })
      if (seq !== this.searchSeq) return
      runInAction(() => {
        this.searchResults = result.records
        this.searchStatus = 'ready'
      })
      preloadFirstImages(this.images, this.directory, result.records)
    } catch (error) {
      if (seq !== this.searchSeq) return
      kitLog('warn', 'wallet search failed', error)
      runInAction(() => (this.searchStatus = 'failed'))
    }
  }
}
