import type { ComponentType } from 'react'
import type { connectGate } from './ConnectGate'
import type { LazyRegistry } from '../../kernel/lazy/LazyRegistry'
import type { KernelSlices } from '../../kernel/slices/KernelSlices'

/** A lazily loaded view component; it takes the route's arguments as props. */
export type LazyViewComponent = ComponentType<Record<string, unknown>>

/** The registry entry of a core view (other than Connect, which is in the entry). */
export const viewEntry = (view: string): string => `view:${view}`

/** Connect's wallet rows: their own chunk, fetched on intent. */
export const WALLET_ROWS_ENTRY = 'part:WalletRows'
/**
 * What that chunk gives: the rows, the wallet guide that goes below Connect's sections, and the gate that lays
 * those sections out under the legal checkbox or collapsed-wallets options.
 */
export type WalletRowsPart = ComponentType & { readonly Guide: ComponentType; readonly gate: typeof connectGate }
/** What a view this build lacks shows: rare, so its own chunk. */
export const UNAVAILABLE_ENTRY = 'part:Unavailable'

type ViewModule = { readonly default: unknown }

/**
 * Registers the core views in the kit's lazy registry: each view's chunk with the kernel slices it renders
 * from, so a view shows with its store at once (no second wait inside it). The router asks for a view's entry
 * as it is pushed; the kit preloads the likely next ones.
 */
export function registerCoreViews(lazy: LazyRegistry): void {
  const register = (name: string, load: () => Promise<ViewModule>, needs: readonly (keyof KernelSlices)[] = []) =>
    lazy.register({ name, needs, load: () => load().then((module) => module.default as LazyViewComponent) })
  register(viewEntry('AllWallets'), () => import('./AllWalletsView'), ['walletPages', 'images'])
  register(viewEntry('Account'), () => import('./AccountView'), ['identity', 'portfolio'])
  register(viewEntry('SwitchNetwork'), () => import('./SwitchNetworkView'))
  register(viewEntry('SwitchActiveChain'), () => import('./SwitchActiveChainView'))
  register(viewEntry('ConnectingExternal'), () => import('./ConnectingExternalView'), ['images'])
  register(viewEntry('ConnectingWalletConnect'), () => import('./ConnectingWalletConnectView'), ['walletConnect'])
  register(viewEntry('ConnectingWalletConnectBasic'), () => import('./ConnectingWalletConnectBasicView'))
  register(viewEntry('ApproveTransaction'), () => import('./ApproveTransactionView'), ['auth'])
  register(viewEntry('ProfileWallets'), () => import('./ProfileWalletsView'), ['multiWallet', 'images'])
  register(viewEntry('UpdateEmailWallet'), () => import('./UpdateEmailWalletView'), ['emailUpdate'])
  register(viewEntry('SIWXSignMessage'), () => import('./SIWXSignMessageView'), ['siwx'])
  register(WALLET_ROWS_ENTRY, () => import('./WalletRows'), ['images', 'recentWallets'])
  register(UNAVAILABLE_ENTRY, () => import('./UnavailableView'))
}
