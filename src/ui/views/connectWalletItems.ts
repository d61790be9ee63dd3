import { connectsIn } from '../../kernel/connections/connectorIn'
import type { KitRoot } from '../../kernel/root'
import type { RecentWalletsStore } from '../../kernel/stores/RecentWalletsStore'
import { exclusionRules, readWalletEnvironment, type WalletEnvironment } from '../../kernel/walletFilters'
import { buildWalletGroups, type WalletListItem } from '../../kernel/walletGroups'
import { walletListImage } from '../../kernel/walletListImage'
import type { ImagePreloader } from '../../kernel/imagePreload'

/** The Connect view's wallet rows, group by group in the configured order (§2, §9). */
export function connectWalletItems(kit: KitRoot, recentWallets: RecentWalletsStore | undefined, environment: WalletEnvironment): WalletListItem[] {
  const { wallets, connectors, options } = kit
  // open({ namespace }) and SwitchActiveChain limit Connect to one namespace's wallets. The directory's wallets
  // connect over WalletConnect, whose connector proposes eip155 only: they are left out for another namespace.
  const namespace = kit.connectNamespace
  const directory = !namespace || namespace === 'eip155'
  // A wallet already connected in another namespace (a WalletConnect session without this one) is not offered again.
  const connectedElsewhere = (id: string) => kit.account.connectorId === id || kit.account.parked.some((parked) => parked.connectorId === id)
  return buildWalletGroups({
    order: options.features.connectorTypeOrder,
    recent: directory ? (recentWallets?.wallets ?? []) : [],
    connectors: namespace ? connectors.connectors.filter((connector) => connectsIn(connector, namespace) && !connectedElsewhere(connector.id)) : connectors.connectors,
    featured: directory ? wallets.featured : [],
    custom: directory ? options.customWallets : [],
    recommended: directory ? wallets.recommended : [],
    featuredWalletIds: options.featuredWalletIds,
    exclusions: exclusionRules(options.excludeWalletIds, wallets.excludedRdns),
    environment,
    walletConnect: directory && options.enableWalletConnect,
  })
}

/**
 * Starts loading the images of Connect's rows (the directory has answered, on intent), so the first open shows them
 * rather than placeholders. Inline icons (EIP-6963 data URIs) need no request.
 */
export function preloadConnectImages(kit: KitRoot): void {
  const images = kit.lazy.get<ImagePreloader>('images')
  if (!images) return
  for (const item of connectWalletItems(kit, kit.lazy.get<RecentWalletsStore>('recentWallets'), readWalletEnvironment())) {
    const url = walletListImage(item, kit.options.connectorImages, kit.wallets)
    if (url && !url.startsWith('data:')) images.preload(url)
  }
}
