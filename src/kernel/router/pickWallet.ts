import type { ConnectionStore } from '../stores/ConnectionStore'
import type { ConnectorInfo, ConnectorStore } from '../stores/ConnectorStore'
import type { WalletRecord } from '../stores/WalletDirectoryStore'
import type { RouterStore } from './RouterStore'

export interface PickDeps {
  readonly router: Pick<RouterStore, 'push'>
  readonly connection: Pick<ConnectionStore, 'connect' | 'pickWallet'>
  readonly connectors: Pick<ConnectorStore, 'installed'>
}

/** An installed wallet (or the WalletConnect row) was picked: its connecting view shows, and the wallet is asked. */
export function pickConnector(deps: PickDeps, connector: ConnectorInfo): void {
  if (connector.type === 'WALLET_CONNECT') {
    deps.connection.pickWallet(undefined)
    return deps.router.push('ConnectingWalletConnect', {})
  }
  deps.router.push('ConnectingExternal', { connectorId: connector.id })
  void deps.connection.connect(connector.id)
}

/**
 * A directory wallet was picked: the installed one with the same rdns connects directly; others use
 * WalletConnect, titled with the wallet's name (and join the recent wallets once connected).
 */
export function pickDirectoryWallet(deps: PickDeps, wallet: WalletRecord): void {
  const installed = wallet.rdns ? deps.connectors.installed.find((connector) => connector.rdns === wallet.rdns) : undefined
  if (installed) return pickConnector(deps, installed)
  deps.connection.pickWallet(wallet)
  deps.router.push('ConnectingWalletConnect', { walletId: wallet.id, name: wallet.name })
}
