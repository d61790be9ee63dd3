import { observable, runInAction } from 'mobx'
import { useEffect, useState } from 'react'
import type { FetchWalletsOptions, HeadlessWallets } from '../kernel/headless/HeadlessWallets'
import type { WalletItem } from '../kernel/headless/walletItem'
import type { ChainNamespace } from '../kernel/types'
import { useAppKitInstance } from './AppKitProvider'
import { useKitSelector } from './useKitSelector'

export type { WalletItem } from '../kernel/headless/walletItem'

/** What useAppKitWallets returns (AppKit's shape). */
export interface UseAppKitWalletsReturn {
  /** The Connect view's list: WalletConnect, recent, installed, featured, custom and recommended wallets. */
  readonly wallets: readonly WalletItem[]
  /** The directory's wallets (WalletConnect wallets): the pages fetchWallets() loaded, or its search results. */
  readonly wcWallets: readonly WalletItem[]
  /** The directory's wallets are being fetched (the Connect list's, a page or a search). */
  readonly isFetchingWallets: boolean
  /** A WalletConnect pairing uri is being made. */
  readonly isFetchingWcUri: boolean
  /** The adapters have started and stored connections were restored. */
  readonly isInitialized: boolean
  /** The WalletConnect pairing uri to show as a QR code, while the wallet has not answered. */
  readonly wcUri: string | undefined
  /** The wallet connect() is waiting for. */
  readonly connectingWallet: WalletItem | undefined
  /** The last directory page fetchWallets() loaded. */
  readonly page: number
  /** Wallets in the directory (after the developer's filters), or search results while searching. */
  readonly count: number
  /** Loads a directory page into wcWallets (default the first), or searches by name with `query`. */
  fetchWallets(options?: FetchWalletsOptions): Promise<void>
  /** An installed wallet is asked directly; any other pairs over WalletConnect (wcUri). Resolves once connected. */
  connect(wallet: WalletItem, namespace?: ChainNamespace): Promise<void>
  /** Forgets the pairing uri (the QR code was closed). */
  resetWcUri(): void
}

const IDLE = { wallets: [], wcWallets: [], isFetchingWallets: false, isFetchingWcUri: false, wcUri: undefined, connectingWallet: undefined, page: 0, count: 0 } as const

/**
 * AppKit's headless hook: everything a custom connect UI needs, without the modal. The kit's wallet lists,
 * pairing and connection stay the kit's (its headlessWallets slice, a chunk of its own fetched on first use).
 */
export function useAppKitWallets(): UseAppKitWalletsReturn {
  const kit = useAppKitInstance()
  // The store, once its chunk is here, in an observable box: the selector below starts following it then.
  const [box] = useState(() => observable.box<HeadlessWallets | undefined>(undefined, { deep: false }))
  useEffect(() => {
    let live = true
    kit
      .headlessWallets()
      .then((store) => live && runInAction(() => box.set(store)))
      .catch((error: unknown) => console.error('[gangway] the headless wallet list could not load', error))
    return () => {
      live = false
    }
  }, [kit, box])
  const state = useKitSelector(() => {
    const store = box.get()
    const initialized = kit.getState().initialized
    if (!store) return { ...IDLE, isInitialized: initialized }
    return {
      wallets: store.wallets,
      wcWallets: store.wcWallets,
      isFetchingWallets: store.isFetchingWallets,
      isFetchingWcUri: store.isFetchingWcUri,
      isInitialized: initialized,
      wcUri: store.wcUri,
      connectingWallet: store.connectingWallet,
      page: store.page,
      count: store.count,
    }
  })
  const store = () => box.get() ?? kit.headlessWallets()
  return {
    ...state,
    fetchWallets: async (options) => (await store()).fetchWallets(options),
    connect: async (wallet, namespace) => (await store()).connect(wallet, namespace),
    resetWcUri: () => box.get()?.resetWcUri(),
  }
}
