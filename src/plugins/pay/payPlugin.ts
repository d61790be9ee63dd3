import { definePlugin, type Plugin } from 'gangway/plugin'
import type { PayStore } from './PayStore'

/** The plugin's name: the kit's `runAction('pay', …)` and the flag. */
export const PAY_PLUGIN = 'pay'

/**
 * The pay plugin (spec §1 pay, AppKit Pay): a dApp asks for a payment (`createPayments(appkit).pay({ recipient,
 * amount, paymentAsset })`) and the visitor pays it from the connected wallet (switched to the asset's network
 * first; the coin or an ERC-20 transfer) or from an exchange account (its page in a window, the session's status
 * followed). Flag `pay`, off by default (§9): turn it on with `features: { pay: true }`; the project's remote
 * `pay` feature can turn it off. This descriptor is all the host bundles up front; the view and the payment code
 * load the first time a payment is asked for.
 */
export function payPlugin(): Plugin<PayStore> {
  return definePlugin<PayStore>({
    name: PAY_PLUGIN,
    flag: { name: 'pay', remote: 'pay' },
    views: { Pay: { title: 'Pay' } },
    actions: ['link', 'pay', 'openPay', 'getAvailableExchanges', 'getPayUrl', 'getBuyStatus'],
    // The payment's receipt is read on chain with viem.
    needs: ['viem'],
    load: () => import('./payModule'),
  })
}
