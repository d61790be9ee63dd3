import type { ConnectorInfo } from './stores/ConnectorStore'
import type { WalletRecord } from './stores/WalletDirectoryStore'
import type { ConnectorGroup, CustomWallet } from './types'

export type WalletListItem =
  | { readonly group: 'injected' | 'external'; readonly kind: 'connector'; readonly connector: ConnectorInfo }
  | { readonly group: 'recent' | 'featured' | 'recommended'; readonly kind: 'wallet'; readonly wallet: WalletRecord }
  | { readonly group: 'custom'; readonly kind: 'custom'; readonly wallet: CustomWallet }

export interface WalletGroupsInput {
  readonly order: readonly ConnectorGroup[]
  readonly recent: readonly WalletRecord[]
  readonly connectors: readonly ConnectorInfo[]
  readonly featured: readonly WalletRecord[]
  readonly custom: readonly CustomWallet[]
  readonly recommended: readonly WalletRecord[]
}

const normalise = (value: string | null | undefined) => (value ?? '').trim().toLowerCase()

/**
 * The Connect view's wallet rows, group by group in the configured order (§2, §9: walletConnect, recent,
 * injected, featured, custom, external, recommended). A wallet shows once, in its first group: a directory
 * wallet already shown as an installed connector (same rdns or name) or as recent is not repeated.
 */
export function buildWalletGroups(input: WalletGroupsInput): WalletListItem[] {
  const seenIds = new Set<string>()
  const seenNames = new Set<string>()
  const take = (id: string, name: string, rdns?: string | null) => {
    const keys = [normalise(rdns), normalise(name)].filter(Boolean)
    if (seenIds.has(id) || keys.some((key) => seenNames.has(key))) return false
    seenIds.add(id)
    for (const key of keys) seenNames.add(key)
    return true
  }
  const items: WalletListItem[] = []
  const byType = (type: ConnectorInfo['type']) => input.connectors.filter((connector) => connector.type === type)
  for (const group of input.order) {
    switch (group) {
      case 'recent':
      case 'featured':
      case 'recommended':
        for (const wallet of input[group]) if (take(wallet.id, wallet.name, wallet.rdns)) items.push({ group, kind: 'wallet', wallet })
        break
      case 'injected':
        for (const connector of [...byType('ANNOUNCED'), ...byType('INJECTED')])
          if (take(connector.id, connector.name, connector.rdns)) items.push({ group, kind: 'connector', connector })
        break
      case 'external':
        for (const connector of byType('EXTERNAL')) if (take(connector.id, connector.name, connector.rdns)) items.push({ group, kind: 'connector', connector })
        break
      case 'custom':
        for (const wallet of input.custom) if (take(wallet.id, wallet.name)) items.push({ group, kind: 'custom', wallet })
        break
      case 'walletConnect':
        // The WalletConnect row arrives with the WalletConnect connector.
        break
    }
  }
  return items
}
