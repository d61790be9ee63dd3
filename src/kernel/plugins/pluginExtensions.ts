import type { PluginAccountTab, PluginDescriptor } from './types'

/** §9 wallet features row: the plugins with a wallet feature, in the configured order; other ids after. */
export function orderWalletFeatures(plugins: readonly PluginDescriptor[], order: readonly string[]): readonly PluginDescriptor[] {
  const rank = (plugin: PluginDescriptor) => {
    const index = order.indexOf(plugin.walletFeature?.id ?? '')
    return index === -1 ? order.length : index
  }
  return plugins.filter((plugin) => plugin.walletFeature).sort((a, b) => rank(a) - rank(b))
}

/** The Account tabs the plugins add, each with its plugin. */
export function accountTabsOf(plugins: readonly PluginDescriptor[]): readonly { readonly plugin: PluginDescriptor; readonly tab: PluginAccountTab }[] {
  return plugins.flatMap((plugin) => (plugin.accountTabs ?? []).map((tab) => ({ plugin, tab })))
}
