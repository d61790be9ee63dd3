import { reaction } from 'mobx'
import type { KernelServices } from '../slices/KernelServices'

/**
 * The wallets plugins bring (a descriptor's `connector`): listed as EXTERNAL connectors while their plugin is
 * enabled (the remote config may turn one off later), in the namespace they name (default eip155).
 */
export function listPluginConnectors(kit: Pick<KernelServices, 'plugins' | 'connectors' | 'onDestroy'>): void {
  const stop = reaction(
    () => kit.plugins.enabled.flatMap((plugin) => (plugin.connector ? [plugin.connector] : [])),
    (connectors, previous = []) => {
      for (const gone of previous) if (!connectors.includes(gone)) kit.connectors.remove(gone.id)
      for (const connector of connectors) {
        kit.connectors.add({ id: connector.id, type: 'EXTERNAL', name: connector.name, namespace: connector.namespace ?? 'eip155', ...(connector.imageUrl ? { imageUrl: connector.imageUrl } : {}) })
      }
    },
    { fireImmediately: true },
  )
  kit.onDestroy(stop)
}
