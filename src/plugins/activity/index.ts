import { definePlugin, type Plugin } from 'gangway/plugin'
import type { ActivityStore } from './ActivityStore'

/**
 * The activity plugin: the connected account's transactions (GET /v1/account/{account}/history) in the
 * Account view's Activity tab and its own Activity view. Gated by the `history` feature (remote: activity).
 */
export function activity(): Plugin<ActivityStore> {
  return definePlugin<ActivityStore>({
    name: 'activity',
    flag: 'history',
    views: { Activity: { title: 'Activity' } },
    // §2: the Account view's third tab.
    // §9: activity is EVM only; on a Solana account the tab says it is not available there.
    accountTabs: [{ id: 'activity', label: 'Activity', namespaces: ['eip155'] }],
    // Amounts, addresses and relative times (§9).
    needs: ['format'],
    load: () => import('./activityPlugin'),
  })
}
