import { definePlugin, type Plugin } from 'gangway/plugin'
import type { SwapStore } from './SwapStore'

/**
 * The swaps plugin (spec §2 Swap view opened with arguments, §7 /v1/convert/*, §9 slippage 1 and wallet feature):
 * a Swap view where the connected account pays one token for another at a live quote from the chain-data
 * service, approving the router first when its allowance is short. Flag `swaps` (remote `swap`). This descriptor
 * is all the host bundles up front; the views, store and viem's decoding load the first time Swap opens.
 */
export function swaps(): Plugin<SwapStore> {
  return definePlugin<SwapStore>({
    name: 'swaps',
    flag: 'swaps',
    views: { Swap: { title: 'Swap' }, SwapSelectToken: { title: 'Select token' } },
    // The swap networks are EVM ones (§9): a Solana account has no Swap button.
    walletFeature: { id: 'swaps', view: 'Swap', label: 'Swap', namespaces: ['eip155'] },
    // Balances and fees are shown with the kit's §9 rules; receipts are read with viem.
    needs: ['format', 'viem'],
    load: () => import('./swapsPlugin'),
  })
}
