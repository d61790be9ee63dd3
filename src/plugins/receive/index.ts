import { definePlugin, type Plugin } from 'gangway/plugin'
import type { ReceiveStore } from './ReceiveStore'

/**
 * The receive plugin (spec §2 optional bundle, §9 wallet feature): a Receive view with the connected
 * address, a copy button, a QR code of the address and the networks it can receive on. This descriptor
 * is all the host bundles up front; the view, its store and the QR encoder load the first time it opens.
 */
export function receive(): Plugin<ReceiveStore> {
  return definePlugin<ReceiveStore>({
    name: 'receive',
    flag: 'receive',
    views: { Receive: { title: 'Receive' } },
    walletFeature: { id: 'receive', view: 'Receive', label: 'Receive' },
    load: () => import('./receivePlugin'),
  })
}
