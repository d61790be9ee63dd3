import { isMobile } from './environment'
import type { ConnectorInfo } from './stores/ConnectorStore'

/** What a wallet is recognised by: its id, its reverse-DNS name (EIP-6963) and its display name. */
export interface WalletIdentity {
  readonly id: string
  readonly name: string
  readonly rdns?: string | null | undefined
}

/** The generic injected connector the EVM adapter registers for a bare window.ethereum. */
export const BROWSER_WALLET_ID = 'injected'

/** Case-insensitive, whitespace-insensitive key for comparing names and rdns. */
export function normaliseKey(value: string | null | undefined): string {
  return (value ?? '').trim().toLowerCase().replace(/\s+/g, ' ')
}

/** The keys a wallet or connector is matched on (rdns first, then name); empty ones left out. */
export function identityKeys(wallet: WalletIdentity): string[] {
  return [normaliseKey(wallet.rdns), normaliseKey(wallet.name)].filter(Boolean)
}

/**
 * §5 exclusion. `entries` are the developer's excludeWalletIds: each one excludes a directory wallet by
 * id (also sent to GET /getWallets as `exclude`), and any wallet or connector whose rdns or name equals it
 * (case-insensitive). `excludedRdns` are the rdns of the directory wallets excluded by id, fetched once
 * with `include=<excluded ids>`: a connector announcing one of them is excluded too.
 */
export interface ExclusionRules {
  readonly entries: ReadonlySet<string>
  readonly excludedRdns: ReadonlySet<string>
}

export function exclusionRules(excludeWalletIds: readonly string[], excludedRdns: readonly string[] = []): ExclusionRules {
  return {
    entries: new Set(excludeWalletIds.map(normaliseKey).filter(Boolean)),
    excludedRdns: new Set(excludedRdns.map(normaliseKey).filter(Boolean)),
  }
}

export const NO_EXCLUSIONS: ExclusionRules = exclusionRules([])

/** A directory record, recent or custom wallet the developer excluded by id, rdns or name. */
export function isExcludedWallet(wallet: WalletIdentity, rules: ExclusionRules): boolean {
  if (rules.entries.size === 0) return false
  return [normaliseKey(wallet.id), ...identityKeys(wallet)].some((key) => rules.entries.has(key))
}

/** A connector excluded by its id, rdns or name, or announcing the rdns of a wallet excluded by id. */
export function isExcludedConnector(connector: ConnectorInfo, rules: ExclusionRules): boolean {
  if (isExcludedWallet(connector, rules)) return true
  const rdns = normaliseKey(connector.rdns)
  return rdns !== '' && rules.excludedRdns.has(rdns)
}

/** Browser facts the Browser Wallet rule needs, read when called (never at import). */
export interface WalletEnvironment {
  readonly mobile: boolean
  /** A wallet is installed: window.ethereum exists. */
  readonly walletInstalled: boolean
}

export function readWalletEnvironment(): WalletEnvironment {
  const ethereum = typeof window === 'undefined' ? undefined : (window as Window & { ethereum?: unknown }).ethereum
  return { mobile: isMobile(), walletInstalled: typeof ethereum === 'object' && ethereum !== null }
}

export function isBrowserWallet(connector: ConnectorInfo): boolean {
  return connector.type === 'INJECTED' && connector.id === BROWSER_WALLET_ID
}

/**
 * §5: the generic Browser Wallet is hidden on desktop, and on mobile unless a wallet is installed;
 * every other connector shows unless excluded.
 */
export function showsConnector(connector: ConnectorInfo, rules: ExclusionRules, env: WalletEnvironment): boolean {
  if (isBrowserWallet(connector) && (!env.mobile || !env.walletInstalled)) return false
  // On a phone the visitor picks a wallet to open by its deep link; a QR code to scan is for desktops.
  if (connector.type === 'WALLET_CONNECT' && env.mobile) return false
  return !isExcludedConnector(connector, rules)
}

/** Installed wallets (ANNOUNCED or INJECTED connectors) that may be shown, in registration order. */
export function installedConnectors(connectors: readonly ConnectorInfo[], rules: ExclusionRules, env: WalletEnvironment): ConnectorInfo[] {
  return connectors.filter((c) => (c.type === 'ANNOUNCED' || c.type === 'INJECTED') && showsConnector(c, rules, env))
}

/** The installed connector a directory wallet stands for: same rdns, else same normalised name. */
export function matchInstalled(wallet: WalletIdentity, installed: readonly ConnectorInfo[]): ConnectorInfo | undefined {
  const rdns = normaliseKey(wallet.rdns)
  if (rdns) {
    const byRdns = installed.find((connector) => normaliseKey(connector.rdns) === rdns)
    if (byRdns) return byRdns
  }
  const name = normaliseKey(wallet.name)
  return installed.find((connector) => !isBrowserWallet(connector) && normaliseKey(connector.name) === name)
}

export interface RankedWallet<W> {
  readonly wallet: W
  /** The installed connector this wallet matches; connect through it. */
  readonly installed: ConnectorInfo | undefined
}

/**
 * §2 "installed first, then by featured order": wallets matching an installed connector first, then
 * wallets in featuredWalletIds order, then the rest in their given (directory) order. Stable.
 */
export function rankWallets<W extends WalletIdentity>(
  wallets: readonly W[],
  installed: readonly ConnectorInfo[],
  featuredWalletIds: readonly string[],
): RankedWallet<W>[] {
  const featuredRank = new Map(featuredWalletIds.map((id, index) => [id, index]))
  return wallets
    .map((wallet, index) => ({ wallet, installed: matchInstalled(wallet, installed), index }))
    .sort((a, b) => {
      if (Boolean(a.installed) !== Boolean(b.installed)) return a.installed ? -1 : 1
      const fa = featuredRank.get(a.wallet.id) ?? Infinity
      const fb = featuredRank.get(b.wallet.id) ?? Infinity
      return fa !== fb ? fa - fb : a.index - b.index
    })
    .map(({ wallet, installed: match }) => ({ wallet, installed: match }))
}
