import type { ConnectorInfo } from '../stores/ConnectorStore'

export const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect'

/** The kernel's WalletConnect connector (§3 connector type WALLET_CONNECT), listed first on Connect. */
export const WALLET_CONNECT_CONNECTOR: ConnectorInfo = {
  id: WALLET_CONNECT_CONNECTOR_ID,
  type: 'WALLET_CONNECT',
  name: 'WalletConnect',
  namespace: 'eip155',
  // No imageUrl: its mark (connectorImageUrl.ts) comes with the wallet rows, the only views that show it.
}
