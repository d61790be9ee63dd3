import { makeAutoObservable, observableRef } from 'mobx'
import type { HttpClient } from '../http/client'
import type { WalletRecord } from '../../protocol/walletRecord'

export type { WalletRecord } from '../../protocol/walletRecord'

type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed'

export interface DirectoryOptions {
  readonly featuredWalletIds: readonly string[]
  readonly includeWalletIds: readonly string[]
  readonly excludeWalletIds: readonly string[]
  readonly timings?: { readonly imagePreloadGiveUp: number; readonly debounceDefault?: number }
  /** The configured networks: the directory is asked for their chains (§7 `chains`). */
  readonly networks?: readonly { readonly caipNetworkId: string; readonly testnet?: boolean | undefined }[]
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
  readonly options: DirectoryOptions
  private readonly api: HttpClient

  constructor(api: HttpClient, options: DirectoryOptions) {
    this.api = api
    this.options = options
    makeAutoObservable<WalletDirectoryStore, 'api'>(
      this,
      { featured: observableRef, recommended: observableRef, excludedRdns: observableRef, options: false, api: false },
      { autoBind: true },
    )
  }

  imageUrl(wallet: WalletRecord): string | undefined {
    if (wallet.image_url) return wallet.image_url
    return wallet.image_id ? this.api.url(`/getWalletImage/${encodeURIComponent(wallet.image_id)}`) : undefined
  }

  /**
   * Featured wallets (featuredWalletIds, in that order) and recommended ones for Connect. The directory
   * calls are made on intent, by code in their own chunk (directoryCalls.ts).
   */
  loadRecommended(): Promise<void> {
    if (this.recommendedStatus !== 'idle' && this.recommendedStatus !== 'failed') return Promise.resolve()
    this.recommendedStatus = 'loading'
    return import('../directoryCalls').then(({ loadRecommended }) => loadRecommended(this, this.api))
  }

  setRecommended(result: { featured: readonly WalletRecord[]; recommended: readonly WalletRecord[]; count: number } | 'failed'): void {
    if (result === 'failed') {
      this.recommendedStatus = 'failed'
      return
    }
    this.featured = result.featured
    this.recommended = result.recommended
    this.count = result.count
    this.recommendedStatus = 'ready'
  }

  setExcludedRdns(rdns: readonly string[]): void {
    this.excludedRdns = rdns
  }

  /** GET /getWallets, for AllWallets' pages and search (their chunk imports the calls). */
  get client(): HttpClient {
    return this.api
  }
}
