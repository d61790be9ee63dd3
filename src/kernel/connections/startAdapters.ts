import type { AdapterContext } from '../adapterTypes'
import { chainRpcUrl } from './chainRpcUrl'
import type { KernelServices } from '../slices/KernelServices'
import { WALLET_CONNECT_CONNECTOR } from '../walletconnect/walletConnectConnector'
import { AUTH_CONNECTOR } from '../auth/authConnector'


/** Browser only: gives each adapter its context (discovery starts), then syncs the stored connections. */
export function startAdapters(kit: KernelServices): void {
  for (const adapter of kit.options.adapters) {
    const context: AdapterContext = {
      enableEIP6963: kit.options.enableEIP6963,
      networks: () => kit.networks.ofNamespace(adapter.namespace),
      rpcUrl: (network) => chainRpcUrl(kit.options.endpoints.chainData, network, kit.options.projectId),
      addConnector: (connector) => kit.connectors.add({ ...connector, namespace: adapter.namespace }),
      removeConnector: (id) => kit.connectors.remove(id),
      onAccountsChanged: kit.connection.walletEvents.accountsChanged,
      onChainChanged: kit.connection.walletEvents.chainChanged,
      onDisconnect: kit.connection.walletEvents.disconnected,
    }
    kit.onDestroy(adapter.setup(context))
    // WalletConnect sessions reach the chain through the adapter that can take their provider.
    if (adapter.namespace === 'eip155' && adapter.attachProvider) {
      kit.connectors.add(WALLET_CONNECT_CONNECTOR)
      // The embedded wallet of e-mail and social login (its plugins bring the views).
      if (kit.options.plugins.some((plugin) => plugin.name === 'email' || plugin.name === 'social')) kit.connectors.add(AUTH_CONNECTOR)
    }
  }
  const reconnected = kit.connection.reconnectOnStart()
  // §2: a Telegram mini-app's social login comes back as ?result_uri=…, completed once the stored connections are synced.
  if (kit.connectors.find(AUTH_CONNECTOR.id) && kit.options.plugins.some((plugin) => plugin.name === 'social') && new URLSearchParams(window.location.search).has('result_uri')) {
    void reconnected
      .catch(() => undefined)
      .then(() => import('../auth/telegramLogin'))
      .then(({ completeTelegramLogin }) => completeTelegramLogin(kit))
      .catch((error: unknown) => console.error(error))
  } else void reconnected
}
