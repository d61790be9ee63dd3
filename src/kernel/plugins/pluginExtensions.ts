import type { IdentityStore } from '../account/IdentityStore'
import type { ChainNamespace } from '../types'
import type { PluginAccountAction, PluginAccountState, PluginAccountTab, PluginDescriptor } from './types'

/** A wallet feature or account tab serves the namespace's accounts (it names none, or no account is connected: yes). */
export const servesNamespace = (part: { readonly namespaces?: readonly ChainNamespace[] }, namespace: ChainNamespace | undefined): boolean =>
  !part.namespaces || namespace === undefined || part.namespaces.includes(namespace)

/**
 * §9 wallet features row: the plugins with a wallet feature for the account's namespace (swaps: EVM only), in the
 * configured order; other ids after.
 */
export function orderWalletFeatures(plugins: readonly PluginDescriptor[], order: readonly string[], namespace?: ChainNamespace): readonly PluginDescriptor[] {
  const rank = (plugin: PluginDescriptor) => {
    const index = order.indexOf(plugin.walletFeature?.id ?? '')
    return index === -1 ? order.length : index
  }
  return plugins.filter((plugin) => plugin.walletFeature && servesNamespace(plugin.walletFeature, namespace)).sort((a, b) => rank(a) - rank(b))
}

/** The Account tabs the plugins add, each with its plugin. */
export function accountTabsOf(plugins: readonly PluginDescriptor[]): readonly { readonly plugin: PluginDescriptor; readonly tab: PluginAccountTab }[] {
  return plugins.flatMap((plugin) => (plugin.accountTabs ?? []).map((tab) => ({ plugin, tab })))
}

/** §3 profileName from the identity slice, when it is loaded and has one. */
export const profileNameOf = (identity: Pick<IdentityStore, 'identity'> | undefined): string | undefined => identity?.identity?.name ?? undefined

/** The Account actions the plugins add whose `when` holds for this state, each with its plugin. */
export function accountActionsOf(plugins: readonly PluginDescriptor[], state: PluginAccountState): readonly { readonly plugin: PluginDescriptor; readonly action: PluginAccountAction }[] {
  return plugins.flatMap((plugin) => {
    const action = plugin.accountAction
    if (!action) return []
    try {
      return action.when?.(state) === false ? [] : [{ plugin, action }]
    } catch (error) {
      console.warn(`[gangway] plugin ${plugin.name}: its account action's when() failed`, error)
      return []
    }
  })
}
