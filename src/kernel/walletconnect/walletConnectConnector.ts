import type { ConnectorInfo } from '../stores/ConnectorStore'
import type { ChainNamespace } from '../types'

export const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect'

/** The kernel's WalletConnect connector (§3 connector type WALLET_CONNECT), listed first on Connect. */
export const WALLET_CONNECT_CONNECTOR: ConnectorInfo = {
  id: WALLET_CONNECT_CONNECTOR_ID,
  type: 'WALLET_CONNECT',
  name: 'WalletConnect',
  namespace: 'eip155',
  // No imageUrl: its mark (connectorImageUrl.ts) comes with the wallet rows, the only views that show it.
}

/** The connector as its connection in a namespace is recorded (a session approved for eip155 and solana has two). */
export function walletConnectConnectorIn(namespace: ChainNamespace): ConnectorInfo {
  return namespace === WALLET_CONNECT_CONNECTOR.namespace ? WALLET_CONNECT_CONNECTOR : { ...WALLET_CONNECT_CONNECTOR, namespace }
}
