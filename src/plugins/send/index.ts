import { definePlugin, type Plugin } from 'gangway/plugin'
import type { SendStore } from './SendStore'

/**
 * The send plugin (spec §4 send flow, §9 wallet feature): a Send view where the connected account picks a
 * token it holds, an amount and a receiver (an address or a name), and sends through its wallet: the native
 * coin as a plain transaction, an ERC-20 as a `transfer` call. This descriptor is all the host bundles up
 * front; the view and its store load the first time the view opens.
 */
export function send(): Plugin<SendStore> {
  return definePlugin<SendStore>({
    name: 'send',
    flag: 'send',
    views: { Send: { title: 'Send' } },
    walletFeature: { id: 'send', view: 'Send', label: 'Send' },
    // Amounts are checked and converted with the kit's §9 big-number rules.
    needs: ['format'],
    load: () => import('./sendPlugin'),
  })
}
