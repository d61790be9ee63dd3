/**
 * Wallet Standard discovery with its two window events, as @wallet-standard/app's getWallets() does it, without
 * its page-wide registry: a wallet dispatches 'wallet-standard:register-wallet' with a callback the app calls with
 * its `register` API; the app dispatches 'wallet-standard:app-ready' with that API for wallets loaded earlier.
 */

/** An account a Wallet Standard wallet exposes (the wallet's own object: features are called with it). */
export interface StandardAccount {
  readonly address: string
  readonly publicKey: Uint8Array
  readonly chains: readonly string[]
  readonly features: readonly string[]
  readonly label?: string
  readonly icon?: string
}

/** A Wallet Standard wallet; its features are read through the narrow guards of standardFeatures.ts. */
export interface StandardWallet {
  readonly version: string
  readonly name: string
  readonly icon: string
  readonly chains: readonly string[]
  readonly features: Readonly<Record<string, unknown>>
  readonly accounts: readonly StandardAccount[]
}

/** What the app hands wallets: register returns the wallet's way to unregister. */
export interface StandardWalletsApi {
  register(...wallets: unknown[]): () => void
}

export interface StandardWalletEvents {
  onRegister(wallet: StandardWallet): void
  onUnregister(wallet: StandardWallet): void
}

const REGISTER_EVENT = 'wallet-standard:register-wallet'
const APP_READY_EVENT = 'wallet-standard:app-ready'

const isStringList = (value: unknown): value is readonly string[] => Array.isArray(value) && value.every((item) => typeof item === 'string')

/** The shape every caller relies on; a wallet that lacks it is ignored with a warning. */
export function isStandardWallet(value: unknown): value is StandardWallet {
  if (typeof value !== 'object' || value === null) return false
  const wallet = value as Partial<Record<keyof StandardWallet, unknown>>
  return (
    typeof wallet.name === 'string' &&
    wallet.name.trim() !== '' &&
    [...wallet.name].length <= 200 &&
    typeof wallet.icon === 'string' &&
    isStringList(wallet.chains) &&
    typeof wallet.features === 'object' &&
    wallet.features !== null &&
    Array.isArray(wallet.accounts)
  )
}

/** Listens for Wallet Standard wallets on `target`; returns a disposer (later registrations are then ignored). */
export function watchStandardWallets(target: Window, events: StandardWalletEvents): () => void {
  const registered = new Set<StandardWallet>()
  let active = true
  const api: StandardWalletsApi = Object.freeze({
    register(...wallets: unknown[]): () => void {
      const added: StandardWallet[] = []
      for (const wallet of wallets) {
        if (!isStandardWallet(wallet)) {
          console.warn('[gangway] ignored a malformed Wallet Standard wallet', wallet)
          continue
        }
        if (!active || registered.has(wallet)) continue
        registered.add(wallet)
        added.push(wallet)
        events.onRegister(wallet)
      }
      return () => {
        for (const wallet of added) if (registered.delete(wallet) && active) events.onUnregister(wallet)
      }
    },
  })
  const listener = (event: Event) => {
    const callback = (event as CustomEvent<unknown>).detail
    if (typeof callback !== 'function') return
    try {
      ;(callback as (api: StandardWalletsApi) => unknown)(api)
    } catch (error) {
      console.warn('[gangway] a Wallet Standard wallet failed to register', error)
    }
  }
  target.addEventListener(REGISTER_EVENT, listener)
  // The target's own CustomEvent: another window (an iframe's) accepts only events of its realm.
  const EventOfTarget = (target as Window & { CustomEvent?: typeof CustomEvent }).CustomEvent ?? CustomEvent
  target.dispatchEvent(new EventOfTarget(APP_READY_EVENT, { detail: api }))
  return () => {
    active = false
    registered.clear()
    target.removeEventListener(REGISTER_EVENT, listener)
  }
}
