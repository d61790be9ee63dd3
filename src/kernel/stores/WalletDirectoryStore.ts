import { makeAutoObservable, observableRef, runInAction } from 'mobx'
import { TIMINGS, WALLET_LIST } from '../constants'
import type { HttpClient } from '../http/client'
import { ImagePreloader, type CreateImage } from '../imagePreload'
import type { WalletPagesStore } from '../walletPages'
import { parseRecords, walletPageSchema, type WalletRecord } from '../walletRecord'

export { walletRecordSchema, type WalletRecord } from '../walletRecord'

type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed'
type Params = Record<string, string | number | readonly string[] | undefined>

export interface DirectoryOptions {
  readonly featuredWalletIds: readonly string[]
  readonly includeWalletIds: readonly string[]
  readonly excludeWalletIds: readonly string[]
  readonly timings?: { readonly imagePreloadGiveUp: number }
}

/**
 * The wallet directory (GET /getWallets): featured and recommended rows for Connect, the rdns of excluded
 * wallets, and wallet images. AllWallets' pages and search live in its own chunk (walletPages.ts).
 */
export class WalletDirectoryStore {
  featured: readonly WalletRecord[] = []
  recommended: readonly WalletRecord[] = []
  recommendedStatus: LoadStatus = 'idle'
  /** Wallets in the directory after the developer's filters (the All Wallets tag on Connect). */
  count = 0
  /** rdns of the wallets excluded by id: a connector announcing one is excluded too (§5). */
  excludedRdns: readonly string[] = []
  /** Wallet images: a page's first 20 are requested when it arrives, the others only when shown (§9). */
  readonly images: ImagePreloader
  readonly options: DirectoryOptions
  /** AllWallets' pages and search, made by its chunk on first use (walletPagesOf). */
  allWallets: WalletPagesStore | undefined = undefined
  private readonly api: HttpClient

  constructor(api: HttpClient, options: DirectoryOptions, createImage?: CreateImage) {
    this.api = api
    this.options = options
    this.images = new ImagePreloader(options.timings?.imagePreloadGiveUp ?? TIMINGS.imagePreloadGiveUp, createImage)
    makeAutoObservable<WalletDirectoryStore, 'api'>(
      this,
      { featured: observableRef, recommended: observableRef, excludedRdns: observableRef, images: false, options: false, allWallets: false, api: false },
      { autoBind: true },
    )
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

  /** §9: images load for the first 20 wallets of a page; the others wait until they are shown. */
  preloadFirstImages(records: readonly WalletRecord[]): void {
    for (const record of records.slice(0, WALLET_LIST.imagesPerPage)) {
      const url = this.imageUrl(record)
      if (url) this.images.preload(url)
    }
  }

  /** includeWalletIds, and these ids as `exclude`, as GET /getWallets parameters. */
  filters(exclude: readonly string[]): { include?: readonly string[]; exclude?: readonly string[] } {
    const { includeWalletIds } = this.options
    return { ...(includeWalletIds.length > 0 ? { include: includeWalletIds } : {}), ...(exclude.length > 0 ? { exclude } : {}) }
  }

  /** One GET /getWallets page; a malformed record is dropped and logged. */
  async fetchPage(params: Params): Promise<{ count: number; records: WalletRecord[] }> {
    const body = await this.api.get('/getWallets', { params, schema: walletPageSchema })
    return { count: body.count, records: parseRecords(body.data) }
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
}
