import type { WalletRecord } from '../../protocol/walletRecord'
import type { ConnectorInfo } from '../stores/ConnectorStore'
import type { ChainNamespace, CustomWallet } from '../types'
import type { WalletListItem } from '../walletGroups'

/** A wallet of useAppKitWallets (AppKit's WalletItem): what a custom connect UI draws and hands back to connect(). */
export interface WalletItem {
  /** The connector's id (an installed wallet, WalletConnect) or the directory's wallet id. */
  readonly id: string
  readonly name: string
  /** '' when there is none. */
  readonly imageUrl: string
  /** Installed (injected, announced) or another connector of its own: connect() asks it directly. */
  readonly isInjected: boolean
  /** Among the recent wallets. */
  readonly isRecent: boolean
  /** The connectors it connects through, one per namespace; empty for a wallet that connects over WalletConnect. */
  readonly connectors: readonly { readonly id: string; readonly chain: ChainNamespace; readonly rdns?: string }[]
  /** What the wallet directory says about it (empty for a connector without a directory record). */
  readonly walletInfo: {
    readonly description?: string
    readonly supportedChains?: readonly string[]
    readonly website?: string
    readonly installationLinks?: { readonly appStore?: string; readonly playStore?: string; readonly chromeStore?: string; readonly desktopLink?: string }
    readonly deepLink?: string
    readonly isCertified?: boolean
  }
}

const connectorsOf = (connector: ConnectorInfo | undefined): WalletItem['connectors'] =>
  connector && connector.type !== 'WALLET_CONNECT'
    ? [{ id: connector.id, chain: connector.namespace ?? 'eip155', ...(connector.rdns ? { rdns: connector.rdns } : {}) }]
    : []

/** The fields of `entries` that are set (a record's nulls and absent links are left out). */
function present<T extends Record<string, string | readonly string[] | boolean | null | undefined>>(entries: T): { [K in keyof T]?: NonNullable<T[K]> } {
  return Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== null && value !== undefined)) as { [K in keyof T]?: NonNullable<T[K]> }
}

/** What a directory record (or a custom wallet) says about the wallet. */
export function walletInfoOf(wallet: WalletRecord | CustomWallet): WalletItem['walletInfo'] {
  const record = wallet as WalletRecord
  const links = present({ appStore: record.app_store, playStore: record.play_store, chromeStore: record.chrome_store, desktopLink: record.desktop_link })
  return {
    ...present({ supportedChains: record.chains, website: record.homepage, deepLink: record.mobile_link }),
    ...(Object.keys(links).length > 0 ? { installationLinks: links } : {}),
    ...(record.badge_type ? { isCertified: record.badge_type === 'certified' } : {}),
  }
}

/** A Connect list item (walletGroups) as a WalletItem, with its image already resolved. */
export function walletItemOf(item: WalletListItem, imageUrl: string | undefined): WalletItem {
  if (item.kind === 'connector') {
    const { connector } = item
    return { id: connector.id, name: connector.name, imageUrl: imageUrl ?? '', isInjected: connector.type !== 'WALLET_CONNECT', isRecent: false, connectors: connectorsOf(connector), walletInfo: {} }
  }
  return directoryWalletItem(item.wallet, item.kind === 'wallet' ? item.installed : undefined, imageUrl, item.group === 'recent')
}

/** A directory (or custom) wallet as a WalletItem; `installed` is the connector it matches, which it connects through. */
export function directoryWalletItem(wallet: WalletRecord | CustomWallet, installed: ConnectorInfo | undefined, imageUrl: string | undefined, isRecent: boolean): WalletItem {
  return {
    id: wallet.id,
    name: wallet.name,
    imageUrl: imageUrl ?? '',
    isInjected: installed !== undefined,
    isRecent,
    connectors: connectorsOf(installed),
    walletInfo: walletInfoOf(wallet),
  }
}
