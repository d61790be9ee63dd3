import type { WalletDirectoryStore } from './stores/WalletDirectoryStore'
import type { WalletListItem } from './walletGroups'
import { connectorImageUrl } from './walletconnect/connectorImageUrl'

/**
 * The image of a Connect list item: the connectorImages option's first (a directory wallet by its id, an
 * installed one by its connector's), then the connector's own, the custom wallet's, or the directory's.
 */
export function walletListImage(
  item: WalletListItem,
  connectorImages: Readonly<Record<string, string>>,
  directory: Pick<WalletDirectoryStore, 'imageUrl'>,
): string | undefined {
  if (item.kind === 'connector') return connectorImageUrl(item.connector, connectorImages)
  const installed = item.kind === 'wallet' ? item.installed : undefined
  return (
    connectorImages[item.wallet.id] ??
    (installed && connectorImages[installed.id]) ??
    (item.kind === 'custom' ? item.wallet.image_url : directory.imageUrl(item.wallet))
  )
}
