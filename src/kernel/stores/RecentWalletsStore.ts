import { makeAutoObservable } from 'mobx'
import * as z from 'zod/mini'
import { WALLET_LIST } from '../constants'
import type { KitStorage } from '../storage/storage'
import { walletRecordSchema, type WalletRecord } from '../../protocol/walletRecord'

export const RECENT_WALLETS_KEY = 'recentWallets'
const recentWalletsSchema = z.array(z.unknown())

/** The 'recent' wallet group (§2): the last wallets picked, newest first, at most 2 (§9), kept in storage. */
export class RecentWalletsStore {
  wallets: readonly WalletRecord[] = []
  private loaded = false
  private readonly storage: KitStorage

  constructor(storage: KitStorage) {
    this.storage = storage
    makeAutoObservable<RecentWalletsStore, 'loaded' | 'storage'>(this, { loaded: false, storage: false }, { autoBind: true })
  }

  /**
   * Reads storage once. A value that is not a list is dropped by the storage layer (the list starts
   * empty); inside a list, an entry that is not a wallet record is dropped and the others kept.
   */
  load(): void {
    if (this.loaded) return
    this.loaded = true
    const stored = this.storage.get(RECENT_WALLETS_KEY, recentWalletsSchema) ?? []
    const wallets = stored.flatMap((entry) => {
      const parsed = walletRecordSchema.safeParse(entry)
      return parsed.success ? [parsed.data] : []
    })
    this.wallets = wallets.slice(0, WALLET_LIST.recentKept)
  }

  add(wallet: WalletRecord): void {
    this.load()
    this.wallets = [wallet, ...this.wallets.filter((known) => known.id !== wallet.id)].slice(0, WALLET_LIST.recentKept)
    this.storage.set(RECENT_WALLETS_KEY, this.wallets)
  }
}
