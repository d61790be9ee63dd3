/**
 * announceTestWallet: makes a test wallet discoverable in a browser page by EIP-6963 (and optionally as
 * window.ethereum). Touches `window` only when called, so importing gangway/testing on a server is safe.
 */
import type { TestWallet } from './createTestWallet'
import type { Eip1193Provider, Eip6963ProviderInfo } from './types'
import { TestWalletError } from './testWalletError'

/** The parts of a window announcing needs (a real window, a happy-dom window, an iframe's window). */
export interface AnnounceWindow {
  dispatchEvent(event: Event): boolean
  addEventListener(type: string, listener: () => void): void
  removeEventListener(type: string, listener: () => void): void
  CustomEvent: typeof CustomEvent
  ethereum?: unknown
}

export interface AnnounceOptions {
  /** Default: the global `window`. */
  window?: AnnounceWindow
  /** Also set `window.ethereum` to the wallet (restored by the disposer). Default false. */
  asWindowEthereum?: boolean
}

/** EIP-6963 announcement detail. */
export interface Eip6963ProviderDetail {
  info: Eip6963ProviderInfo
  provider: Eip1193Provider
}

/**
 * Dispatches `eip6963:announceProvider` now and again on every `eip6963:requestProvider`; returns a
 * disposer that stops answering (and restores the previous window.ethereum when it set it).
 */
export function announceTestWallet(wallet: TestWallet, options: AnnounceOptions = {}): () => void {
  const target = options.window ?? (globalThis as unknown as { window?: AnnounceWindow }).window
  if (!target) throw new TestWalletError('INVALID_OPTIONS', 'announceTestWallet needs a window (pass options.window outside a browser)')
  const detail: Readonly<Eip6963ProviderDetail> = Object.freeze({ info: wallet.info, provider: wallet })
  const announce = (): void => {
    target.dispatchEvent(new target.CustomEvent('eip6963:announceProvider', { detail }))
  }
  const hadEthereum = 'ethereum' in target
  const previousEthereum = target.ethereum
  if (options.asWindowEthereum) target.ethereum = wallet
  target.addEventListener('eip6963:requestProvider', announce)
  announce()
  let disposed = false
  return () => {
    if (disposed) return
    disposed = true
    target.removeEventListener('eip6963:requestProvider', announce)
    if (options.asWindowEthereum && target.ethereum === wallet) {
      if (hadEthereum) target.ethereum = previousEthereum
      else delete target.ethereum
    }
  }
}
