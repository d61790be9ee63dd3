import { WALLET_LIST } from './constants'
import { SAFE_CONNECTOR_ID } from './safeConnector'
import type { ConnectorInfo } from './stores/ConnectorStore'
import type { WalletRecord } from './stores/WalletDirectoryStore'
import type { ConnectorGroup, CustomWallet } from './types'
import {
  identityKeys,
  installedConnectors,
  isExcludedWallet,
  matchInstalled,
  NO_EXCLUSIONS,
  rankWallets,
  showsConnector,
  type ExclusionRules,
  type WalletEnvironment,
} from './walletFilters'

export type WalletListItem =
  | { readonly group: 'injected' | 'external' | 'walletConnect'; readonly kind: 'connector'; readonly connector: ConnectorInfo }
  | {
      readonly group: 'recent' | 'featured' | 'recommended'
      readonly kind: 'wallet'
      readonly wallet: WalletRecord
      /** The installed connector this directory wallet matches (§2 installed first): connect through it. */
      readonly installed?: ConnectorInfo | undefined
    }
  | { readonly group: 'custom'; readonly kind: 'custom'; readonly wallet: CustomWallet }

export interface WalletGroupsInput {
  readonly order: readonly ConnectorGroup[]
  readonly recent: readonly WalletRecord[]
  readonly connectors: readonly ConnectorInfo[]
  readonly featured: readonly WalletRecord[]
  readonly custom: readonly CustomWallet[]
  readonly recommended: readonly WalletRecord[]
  /** featuredWalletIds, for the "then by featured order" rule. */
  readonly featuredWalletIds?: readonly string[]
  readonly exclusions?: ExclusionRules
  /** Where the page runs (Browser Wallet rule); default desktop without a wallet. */
  readonly environment?: WalletEnvironment
  /**
   * WalletConnect is on (enableWalletConnect, default true). Off, a directory or custom wallet shows only when it
   * is installed (it connects through its connector); the others could only connect over WalletConnect.
   */
  readonly walletConnect?: boolean
}

/** §9 default order; groups a configured order leaves out follow it in this order (AppKit does the same). */
export const DEFAULT_GROUP_ORDER: readonly ConnectorGroup[] = ['walletConnect', 'recent', 'injected', 'featured', 'custom', 'external', 'recommended']

export function resolveGroupOrder(configured: readonly ConnectorGroup[]): ConnectorGroup[] {
  return [...new Set([...configured, ...DEFAULT_GROUP_ORDER])]
}

/** How many rows a group may show on Connect (§9: 4 recommended, 4 featured by default). */
const GROUP_LIMIT: Partial<Record<ConnectorGroup, number>> = { featured: WALLET_LIST.featuredDefault, recommended: WALLET_LIST.recommended }

const DESKTOP: WalletEnvironment = { mobile: false, walletInstalled: false }

/**
 * The Connect view's wallet rows, group by group in the configured order (§2, §9: walletConnect, recent,
 * injected, featured, custom, external, recommended). A wallet shows once, in its first group: a directory
 * wallet already shown as an installed connector (same rdns or name) or as recent is not repeated.
 * Excluded wallets and connectors (§5) and the Browser Wallet where it is hidden never show, nor, without
 * WalletConnect, the wallets that would need it. Inside the
 * featured and recommended groups, wallets matching an installed connector come first, then featured order.
 */
export function buildWalletGroups(input: WalletGroupsInput): WalletListItem[] {
  const rules = input.exclusions ?? NO_EXCLUSIONS
  const env = input.environment ?? DESKTOP
  const featuredIds = input.featuredWalletIds ?? []
  const withWalletConnect = input.walletConnect ?? true
  const installed = installedConnectors(input.connectors, rules, env)
  const seenIds = new Set<string>()
  const seenKeys = new Set<string>()
  const take = (wallet: { id: string; name: string; rdns?: string | null | undefined }) => {
    const keys = identityKeys(wallet)
    if (seenIds.has(wallet.id) || keys.some((key) => seenKeys.has(key))) return false
    seenIds.add(wallet.id)
    for (const key of keys) seenKeys.add(key)
    return true
  }
  const connectorsOf = (...types: ConnectorInfo['type'][]) =>
    types.flatMap((type) => input.connectors.filter((c) => c.type === type && showsConnector(c, rules, env)))
  const items: WalletListItem[] = []
  // In a Safe's frame the Safe is the wallet the visitor is in: it comes before every group (§6).
  for (const connector of connectorsOf('EXTERNAL')) if (connector.id === SAFE_CONNECTOR_ID && take(connector)) items.push({ group: 'external', kind: 'connector', connector })
  for (const group of resolveGroupOrder(input.order)) {
    const limit = GROUP_LIMIT[group] ?? Infinity
    let shown = 0
    const push = (item: WalletListItem) => {
      if (shown >= limit) return
      const ids = item.kind === 'connector' ? item.connector : item.wallet
      if (!take(ids)) return
      // A directory wallet standing for an installed connector also claims that connector's keys.
      if (item.kind === 'wallet' && item.installed) take(item.installed)
      items.push(item)
      shown += 1
    }
    switch (group) {
      case 'recent':
      case 'featured':
      case 'recommended': {
        const wallets = input[group].filter((wallet) => !isExcludedWallet(wallet, rules))
        // Recent keeps its own order (newest first); the other two are ranked installed first, then featured order.
        const ranked =
          group === 'recent' ? wallets.map((wallet) => ({ wallet, installed: matchInstalled(wallet, installed) })) : rankWallets(wallets, installed, featuredIds)
        for (const { wallet, installed: match } of ranked) if (match || withWalletConnect) push({ group, kind: 'wallet', wallet, installed: match })
        break
      }
      case 'injected':
        for (const connector of connectorsOf('ANNOUNCED', 'INJECTED', 'MULTI_CHAIN')) push({ group, kind: 'connector', connector })
        break
      case 'external':
        for (const connector of connectorsOf('EXTERNAL')) push({ group, kind: 'connector', connector })
        break
      case 'walletConnect':
        for (const connector of connectorsOf('WALLET_CONNECT')) push({ group, kind: 'connector', connector })
        break
      case 'custom':
        for (const wallet of input.custom) if (withWalletConnect && !isExcludedWallet(wallet, rules)) push({ group, kind: 'custom', wallet })
        break
    }
  }
  return items
}
