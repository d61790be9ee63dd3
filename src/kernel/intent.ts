import { AnalyticsSink } from './analytics'
import type { KernelServices } from './slices/KernelServices'
import { checkAllowedOrigins } from './checkAllowedOrigins'
import { fetchProjectConfig } from './http/projectConfig'
import { loadRemoteFlags } from './plugins/loadRemoteFlags'
import { pingOnOpen } from './rpc/pingOnOpen'
import { reportShownErrors } from './shownErrors'

/**
 * What the kit does once the visitor shows intent (pointer on or focus in the connect button, or open()):
 * the project config, the allowed-origins check, analytics and the RPC test ping on each open. A chunk of its own, fetched at that moment,
 * so none of this code weighs on the page load.
 */
export async function onIntent(
  kit: Pick<KernelServices, 'analyticsClient' | 'flagStore' | 'analytics' | 'api' | 'alerts' | 'storage' | 'toast' | 'options' | 'networks' | 'modal' | 'events' | 'onDestroy'>,
): Promise<void> {
  kit.onDestroy(reportShownErrors(kit))
  pingOnOpen(kit)
  const analytics = new AnalyticsSink(kit.analyticsClient, () => kit.flagStore.flags.analytics.value)
  await Promise.all([
    loadRemoteFlags(kit, fetchProjectConfig),
    analytics.activate().then(() => kit.analytics.connect((event) => analytics.record(event))),
    checkAllowedOrigins(kit.api, kit.alerts, typeof location === 'undefined' ? undefined : location.origin),
  ])
}
