import { makeAutoObservable, runInAction } from 'mobx'
import * as z from 'zod/mini'
import { WALLET_LIST } from '../constants'
import type { HttpClient } from '../http/client'

const nullableString = z.optional(z.nullable(z.string()))

export const walletRecordSchema = z.object({
  id: z.string(),
  name: z.string(),
  image_id: nullableString,
  image_url: nullableString,
  homepage: nullableString,
  rdns: nullableString,
  chains: z.optional(z.nullable(z.array(z.string()))),
  mobile_link: nullableString,
  desktop_link: nullableString,
  webapp_link: nullableString,
  badge_type: nullableString,
})

export type WalletRecord = z.infer<typeof walletRecordSchema>

const walletPageSchema = z.object({ count: z.number(), data: z.array(z.unknown()) })

type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed'

interface DirectoryOptions {
  readonly featuredWalletIds: readonly string[]
  readonly includeWalletIds: readonly string[]
  readonly excludeWalletIds: readonly string[]
}

/** Reads the directory's records, dropping (and logging) any record that fails its schema. */
function parseRecords(items: readonly unknown[]): WalletRecord[] {
  const records: WalletRecord[] = []
  for (const item of items) {
    const parsed = walletRecordSchema.safeParse(item)
    if (parsed.success) records.push(parsed.data)
    else console.warn('[gangway] dropped a malformed wallet record', item)
  }
  return records
}

/** The wallet directory (GET /getWallets): featured and recommended rows for Connect, pages for AllWallets. */
export class WalletDirectoryStore {
  featured: WalletRecord[] = []
  recommended: WalletRecord[] = []
  recommendedStatus: LoadStatus = 'idle'
  count = 0
  pages: WalletRecord[] = []
  page = 0
  pageStatus: LoadStatus = 'idle'
  search = ''
  searchResults: WalletRecord[] = []
  searchStatus: LoadStatus = 'idle'
  private readonly api: HttpClient
  private readonly options: DirectoryOptions
  private searchSeq = 0

  constructor(api: HttpClient, options: DirectoryOptions) {
    this.api = api
    this.options = options
    makeAutoObservable<WalletDirectoryStore, 'api' | 'options' | 'searchSeq'>(
      this,
      { api: false, options: false, searchSeq: false },
      { autoBind: true },
    )
  }

  get hasMore(): boolean {
    return this.pages.length < this.count
  }

  imageUrl(wallet: WalletRecord): string | undefined {
    if (wallet.image_url) return wallet.image_url
    return wallet.image_id ? this.api.url(`/getWalletImage/${encodeURIComponent(wallet.image_id)}`) : undefined
  }

  async loadRecommended(): Promise<void> {
    if (this.recommendedStatus !== 'idle' && this.recommendedStatus !== 'failed') return
    this.recommendedStatus = 'loading'
    const { featuredWalletIds, includeWalletIds, excludeWalletIds } = this.options
    try {
      const [featured, recommended] = await Promise.all([
        featuredWalletIds.length > 0 ? this.fetchPage({ page: 1, entries: featuredWalletIds.length, include: featuredWalletIds }) : undefined,
        this.fetchPage({
          page: 1,
          entries: WALLET_LIST.recommended,
          include: includeWalletIds.length > 0 ? includeWalletIds : undefined,
          exclude: [...excludeWalletIds, ...featuredWalletIds],
        }),
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

  async loadNextPage(): Promise<void> {
    if (this.pageStatus === 'loading' || (this.page > 0 && !this.hasMore)) return
    this.pageStatus = 'loading'
    try {
      const result = await this.fetchPage({ page: this.page + 1, entries: WALLET_LIST.pageSize, ...this.filters() })
      runInAction(() => {
        this.pages = [...this.pages, ...result.records]
        this.count = result.count
        this.page += 1
        this.pageStatus = 'ready'
      })
    } catch (error) {
      console.warn('[gangway] wallet page unavailable', error)
      runInAction(() => (this.pageStatus = 'failed'))
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
        this.fetchPage({ page: 1, entries: WALLET_LIST.searchPageSize, search: term.trim(), ...this.filters() }),
        minimumWait,
      ])
      if (seq !== this.searchSeq) return
      runInAction(() => {
        this.searchResults = result.records
        this.searchStatus = 'ready'
      })
    } catch (error) {
      if (seq !== this.searchSeq) return
      console.warn('[gangway] wallet search failed', error)
      runInAction(() => (this.searchStatus = 'failed'))
    }
  }

  private filters(): { include?: readonly string[]; exclude?: readonly string[] } {
    const { includeWalletIds, excludeWalletIds } = this.options
    return {
      ...(includeWalletIds.length > 0 ? { include: includeWalletIds } : {}),
      ...(excludeWalletIds.length > 0 ? { exclude: excludeWalletIds } : {}),
    }
  }

  private async fetchPage(params: Record<string, string | number | readonly string[] | undefined>): Promise<{ count: number; records: WalletRecord[] }> {
    const body = await this.api.get('/getWallets', { params, schema: walletPageSchema })
    return { count: body.count, records: parseRecords(body.data) }
  }
}
