import type { ConnectorInfo } from '../stores/ConnectorStore'

// Inline, so the row needs no request: the WalletConnect mark, white on its blue.
const WALLET_CONNECT_ICON =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"%3E%3Crect width="40" height="40" rx="10" fill="%233396FF"/%3E%3Cpath d="M12.3 15.6c4.3-4.2 11.2-4.2 15.4 0l.5.5a.5.5 0 0 1 0 .8l-1.8 1.7a.3.3 0 0 1-.4 0l-.7-.7a8.5 8.5 0 0 0-11.8 0l-.8.7a.3.3 0 0 1-.4 0l-1.8-1.7a.5.5 0 0 1 0-.8zm19.1 3.5 1.6 1.6a.5.5 0 0 1 0 .8l-7.2 7a.6.6 0 0 1-.8 0l-5.1-5a.1.1 0 0 0-.2 0l-5.1 5a.6.6 0 0 1-.8 0l-7.2-7a.5.5 0 0 1 0-.8l1.6-1.6a.6.6 0 0 1 .8 0l5.1 5a.1.1 0 0 0 .2 0l5.1-5a.6.6 0 0 1 .8 0l5.1 5a.1.1 0 0 0 .2 0l5.1-5a.6.6 0 0 1 .8 0z" fill="%23fff"/%3E%3C/svg%3E'

/**
 * A connector's image for a wallet row: the developer's (the connectorImages option, by connector id), its own,
 * or the WalletConnect mark for the kernel's WalletConnect connector. The mark lives here, with the lazily
 * loaded rows, not on the connector record in the entry.
 */
export function connectorImageUrl(connector: ConnectorInfo, connectorImages: Readonly<Record<string, string>> = {}): string | undefined {
  return connectorImages[connector.id] ?? connector.imageUrl ?? (connector.type === 'WALLET_CONNECT' ? WALLET_CONNECT_ICON : undefined)
}
