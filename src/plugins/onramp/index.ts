import { definePlugin, type Plugin } from 'gangway/plugin'
import type { OnrampStore } from './OnrampStore'

/**
 * The onramp plugin (spec §1 buy with a card, §3 Onramp and Quote, §7 /v1/onramp/*, /v1/generators/onrampurl, §8
 * fallbacks, §9 limits): the "Buy" wallet feature, a form with the providers, USD or EUR, the crypto (USDC where the
 * network has it, else its stablecoin), the amount within the method's limits and a live quote; Continue opens the
 * provider's page in a window and the kit waits for the crypto to land. Flag `onramp` (remote `onramp`). This
 * descriptor is all the host bundles up front; the views and the store load the first time Buy opens.
 */
export function onramp(): Plugin<OnrampStore> {
  return definePlugin<OnrampStore>({
    name: 'onramp',
    flag: 'onramp',
    views: { OnRampProviders: { title: 'Buy' }, BuyInProgress: { title: 'Buy' } },
    walletFeature: { id: 'onramp', view: 'OnRampProviders', label: 'Buy' },
    // The destination's balance is read on chain with viem.
    needs: ['viem'],
    load: () => import('./onrampPlugin'),
  })
}
