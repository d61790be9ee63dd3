import type { AdapterContext } from '../adapterTypes'
import { chainRpcUrl } from './chainRpcUrl'
import { connectorAllowed } from './connectorAllowed'
import type { KernelServices } from '../slices/KernelServices'
import { WALLET_CONNECT_CONNECTOR } from '../walletconnect/walletConnectConnector'
import { AUTH_CONNECTOR } from '../auth/authConnectorInfo'

/** Browser only: gives each adapter its context (discovery starts), then syncs the stored connections. */
export function startAdapters(kit: KernelServices): void {
  for (const adapter of kit.options.adapters) {
    const context: AdapterContext = {
      enableEIP6963: kit.options.enableEIP6963,
      kit,
      networks: () => kit.networks.ofNamespace(adapter.namespace),
      rpcUrl: (network) => chainRpcUrl(kit.options, network),
      // What the options leave out (enableInjected, enableCoinbase) is never listed.
      addConnector: (connector) => connectorAllowed(connector, kit.options) && kit.connectors.add({ ...connector, namespace: adapter.namespace }),
      removeConnector: (id) => kit.connectors.remove(id),
      ...kit.connection.walletEventsIn(adapter.namespace),
      whenNeeded: (run) => kit.whenNeeded(run),
    }
    kit.onDestroy(adapter.setup(context))
  }
  // WalletConnect sessions and the embedded wallet of e-mail and social login (the plugins that sign in to it bring
  // the views) reach each chain through the adapter that takes their provider: EVM, Solana or both (§9).
  const [namespace, ...namespaces] = kit.options.adapters.flatMap((adapter) => (adapter.attachProvider && /^(eip155|solana)$/.test(adapter.namespace) ? [adapter.namespace] : [])).sort()
  if (namespace) {
    if (kit.options.enableWalletConnect) kit.connectors.add({ ...WALLET_CONNECT_CONNECTOR, namespace, namespaces })
    if (kit.options.plugins.some((plugin) => plugin.embeddedWallet)) kit.connectors.add({ ...AUTH_CONNECTOR, namespace, namespaces })
  }
  // An older version's data moves into this instance's keys, and wallets plugins bring are listed (a chunk of
  // its own: most kits have none), before stored connections sync; with neither, the sync starts at once.
  const listed = kit.options.plugins.some((plugin) => plugin.connector)
    ? Promise.resolve(kit.legacyStorage)
        .then(() => import('./listPluginConnectors'))
        .then(({ listPluginConnectors }) => listPluginConnectors(kit))
    : kit.legacyStorage
  const restored = (listed ? listed.then(() => kit.connection.reconnectOnStart()) : kit.connection.reconnectOnStart())
    .catch((error: unknown) => console.warn('[gangway] could not restore the stored connections', error))
    .then(kit.connection.markInitialized)
  // Each plugin's setup runs once, in the browser, before any of its code loads (the social plugin's Telegram return).
  // A setup that throws is that plugin's failure alone: the kit and the other plugins start.
  for (const plugin of kit.options.plugins) {
    try {
      plugin.setup?.({ afterRestore: () => restored, runAction: (action, ...args) => kit.plugins.call(plugin.name, action, args) })
    } catch (error) {
      console.error(`[gangway] plugin '${plugin.name}' failed in setup`, error)
    }
  }
}
