import { makeAutoObservable, observableRef, runInAction } from 'mobx'
import { TIMINGS, WALLET_LIST } from '../constants'
import type { HttpClient } from '../http/client'
import { ImagePreloader, type CreateImage } from '../imagePreload'
import { parseRecords, walletPageSchema, type WalletRecord } from '../walletRecord'

export { walletRecordSchema, type WalletRecord } from '../walletRecord'

type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed'
type Params = Record<string, string | number | readonly string[] | undefined>

interface DirectoryOptions {
  readonly featuredWalletIds: readonly string[]
  readonly includeWalletIds: readonly string[]
  readonly excludeWalletIds: readonly string[]
  readonly timings?: { readonly imagePreloadGiveUp: number }
}

const withItem = (set: ReadonlySet<number>, item: number) => new Set(set).add(item)
const without = (set: ReadonlySet<number>, item: number) => new Set([...set].filter((known) => known !== item))

/**
 * The wallet directory (GET /getWallets): featured and recommended rows for Connect; for AllWallets the
 * directory in pages of 40, loaded in any order as they come into view (§9), and a name search.
 */
export class WalletDirectoryStore {
  featured: readonly WalletRecord[] = []
  recommended: readonly WalletRecord[] = []
  recommendedStatus: LoadStatus = 'idle'
  /** Wallets in the directory after the developer's filters (the All Wallets tag on Connect). */
  count = 0
  /** rdns of the wallets excluded by id: a connector announcing one is excluded too (§5). */
  excludedRdns: readonly string[] = []
  /** AllWallets: the directory without the featured wallets (they lead the list), by page number (1-based). */
  pages: ReadonlyMap<number, readonly WalletRecord[]> = new Map()
  pendingPages: ReadonlySet<number> = new Set()
  failedPages: ReadonlySet<number> = new Set()
  /** How many records the pages hold in all; undefined until the first page answers. */
  total: number | undefined = undefined
  search = ''
  searchResults: readonly WalletRecord[] = []
  searchStatus: LoadStatus = 'idle'
  /** Wallet images: a page's first 20 are requested when it arrives, the others only when shown. */
  readonly images: ImagePreloader
  private readonly api: HttpClient
  private readonly options: DirectoryOptions
  private searchSeq = 0

  constructor(api: HttpClient, options: DirectoryOptions, createImage?: CreateImage) {
    this.api = api
    this.options = options
    this.images = new ImagePreloader(options.timings?.imagePreloadGiveUp ?? TIMINGS.imagePreloadGiveUp, createImage)
    makeAutoObservable<WalletDirectoryStore, 'api' | 'options' | 'searchSeq'>(
      this,
      {
        featured: observableRef,
        recommended: observableRef,
        excludedRdns: observableRef,
        pages: observableRef,
        pendingPages: observableRef,
        failedPages: observableRef,
        searchResults: observableRef,
        images: false,
        api: false,
        options: false,
        searchSeq: false,
      },
      { autoBind: true },
    )
  }

  get pageStatus(): LoadStatus {
    if (this.pendingPages.size > 0) return 'loading'
    if (this.failedPages.size > 0) return 'failed'
    return this.total === undefined ? 'idle' : 'ready'
  }

  imageUrl(wallet: WalletRecord): string | undefined {
    if (wallet.image_url) return wallet.image_url
    return wallet.image_id ? this.api.url(`/getWalletImage/${encodeURIComponent(wallet.image_id)}`) : undefined
  }

  /**
   * Featured wallets (featuredWalletIds, in that order) and recommended ones for Connect. Recommended asks
   * for twice the 4 it shows, so that wallets dropped later (installed, excluded by rdns or name) leave 4.
   */
  async loadRecommended(): Promise<void> {
    if (this.recommendedStatus !== 'idle' && this.recommendedStatus !== 'failed') return
    this.recommendedStatus = 'loading'
    const { featuredWalletIds, includeWalletIds, excludeWalletIds } = this.options
    try {
      const [featured, recommended] = await Promise.all([
        featuredWalletIds.length > 0 ? this.fetchPage({ page: 1, entries: featuredWalletIds.length, include: featuredWalletIds }) : undefined,
        this.fetchPage({
          page: 1,
          entries: WALLET_LIST.recommended * 2,
          include: includeWalletIds.length > 0 ? includeWalletIds : undefined,
          exclude: [...excludeWalletIds, ...featuredWalletIds],
        }),
        this.loadExcludedRdns(),
      ])
      runInAction(() => {
        if (featured) this.featured = featuredWalletIds.flatMap((id) => featured.records.filter((wallet) => wallet.id === id))
        this.recommended = recommended.records
        this.count = recommended.count + (featured?.count ?? 0)
        this.recommendedStatus = 'ready'
      })
    } catch (error) {
      console.warn('[gangway] wallet directory unavailable', error)
      runInAction(() => (this.recommendedStatus = 'failed'))
    }
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
      const { featuredWalletIds, excludeWalletIds } = this.options
      const exclude = [...excludeWalletIds, ...featuredWalletIds]
      const result = await this.fetchPage({ page, entries: WALLET_LIST.pageSize, ...this.filters(exclude) })
      runInAction(() => {
        this.pages = new Map(this.pages).set(page, result.records)
        this.total = result.count
        this.pendingPages = without(this.pendingPages, page)
      })
      this.preloadFirstImages(result.records)
    } catch (error) {
      console.warn('[gangway] wallet page unavailable', error)
      runInAction(() => {
        this.pendingPages = without(this.pendingPages, page)
        this.failedPages = withItem(this.failedPages, page)
      })
    }
  }

  /** Searches by name; the result shows no sooner than the §9 minimum wait, and only the latest query wins. */
  async searchWallets(term: string): Promise<void> {
    this.search = term
    const seq = ++this.searchSeq
    if (term.trim() === '') {
      this.searchResults = []
      this.searchStatus = 'idle'
      return
    }
    this.searchStatus = 'loading'
    const minimumWait = new Promise((resolve) => setTimeout(resolve, WALLET_LIST.searchMinWaitMs))
    try {
      const [result] = await Promise.all([
        this.fetchPage({ page: 1, entries: WALLET_LIST.searchPageSize, search: term.trim(), ...this.filters(this.options.excludeWalletIds) }),
        minimumWait,
      ])
      if (seq !== this.searchSeq) return
      runInAction(() => {
        this.searchResults = result.records
        this.searchStatus = 'ready'
      })
      this.preloadFirstImages(result.records)
    } catch (error) {
      if (seq !== this.searchSeq) return
      console.warn('[gangway] wallet search failed', error)
      runInAction(() => (this.searchStatus = 'failed'))
    }
  }

  /** §9: images load for the first 20 wallets of a page; the others wait until they are shown. */
  private preloadFirstImages(records: readonly WalletRecord[]): void {
    for (const record of records.slice(0, WALLET_LIST.imagesPerPage)) {
      const url = this.imageUrl(record)
      if (url) this.images.preload(url)
    }
  }

  /** The rdns of the wallets excluded by id, asked for once with include=<those ids>; [] when unknown. */
  private async loadExcludedRdns(): Promise<void> {
    const ids = this.options.excludeWalletIds
    if (ids.length === 0 || this.excludedRdns.length > 0) return
    try {
      const { records } = await this.fetchPage({ page: 1, entries: Math.min(ids.length, 200), include: ids })
      const rdns = records.flatMap((record) => (record.rdns ? [record.rdns] : []))
      runInAction(() => (this.excludedRdns = rdns))
    } catch (error) {
      console.warn('[gangway] could not read the excluded wallets', error)
    }
  }

  private filters(exclude: readonly string[]): { include?: readonly string[]; exclude?: readonly string[] } {
    const { includeWalletIds } = this.options
    return { ...(includeWalletIds.length > 0 ? { include: includeWalletIds } : {}), ...(exclude.length > 0 ? { exclude } : {}) }
  }

  private async fetchPage(params: Params): Promise<{ count: number; records: WalletRecord[] }> {
    const body = await this.api.get('/getWallets', { params, schema: walletPageSchema })
    return { count: body.count, records: parseRecords(body.data) }
  }
}
