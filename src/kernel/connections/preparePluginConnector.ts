import type { Eip1193Provider, SessionProvider } from '../adapterTypes'
import type { KernelServices } from '../slices/KernelServices'

/**
 * The adapter ends a session provider's sessions with its `disconnect`: the plugin's own when it has one, else
 * the wallet is asked to forget the site's permission, as for an injected wallet.
 */
function asSessionProvider(provider: Eip1193Provider & { disconnect?: () => Promise<void> }): SessionProvider {
  return {
    request: (args) => provider.request(args),
    ...(provider.on && { on: (event: string, listener: (payload: never) => void) => provider.on?.(event, listener) }),
    ...(provider.removeListener && { removeListener: (event: string, listener: (payload: never) => void) => provider.removeListener?.(event, listener) }),
    disconnect: async () => {
      if (provider.disconnect) return provider.disconnect()
      await provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] }).catch(() => undefined)
    },
  }
}

/**
 * Before the adapter asks a plugin's connector (connect, or restore after a reload): the plugin's code loads and
 * its `createProvider` hands the adapter the provider, once per kit. Other connectors: nothing to do.
 */
export async function preparePluginConnector(kit: Pick<KernelServices, 'plugins' | 'connection' | 'connectors'>, connectorId: string): Promise<void> {
  const owner = kit.plugins.enabled.find((plugin) => plugin.connector?.id === connectorId)
  if (!owner) return
  const adapter = kit.connection.adapterFor(kit.connectors.find(connectorId)?.namespace ?? 'eip155')
  if (!adapter?.attachProvider || adapter.getProvider(connectorId)) return
  const { module, store, context } = await kit.plugins.load(owner.name)
  // acceptPlugin checked, when the chunk loaded, that a plugin with a connector has createProvider.
  adapter.attachProvider(connectorId, asSessionProvider(module.createProvider!(store, context)))
}
