import { PluginError } from '../errors/plugin'
import { isKernelView } from '../router/views'
import type { PluginDescriptor, PluginNeed } from './types'

const PLUGIN_NAME = /^[a-z][a-z0-9-]*$/
const KNOWN_NEEDS: readonly PluginNeed[] = ['format', 'viem']

/** Declares a plugin; checks its descriptor so a mistake fails at config time, not on first use. */
export function definePlugin<TStore, TView>(plugin: PluginDescriptor<TStore, TView>): PluginDescriptor<TStore, TView> {
  const invalid = (reason: string) => new PluginError('PLUGIN_INVALID', String(plugin.name), { reason })
  if (!PLUGIN_NAME.test(plugin.name)) throw invalid('must be kebab-case')
  if (typeof plugin.load !== 'function') throw invalid('needs a load() function')
  const flag = typeof plugin.flag === 'string' ? plugin.flag : plugin.flag?.name
  if (plugin.flag !== undefined && !flag) throw invalid('needs a flag name')
  const views = plugin.views ?? {}
  for (const view of Object.keys(views)) if (isKernelView(view)) throw invalid(`cannot redefine the core view '${view}'`)
  if (plugin.walletFeature && !Object.hasOwn(views, plugin.walletFeature.view)) throw invalid(`has a wallet feature for a view it lacks: '${plugin.walletFeature.view}'`)
  if (plugin.accountAction && !Object.hasOwn(views, plugin.accountAction.view)) throw invalid(`has an account action for a view it lacks: '${plugin.accountAction.view}'`)
  for (const need of plugin.needs ?? []) if (!KNOWN_NEEDS.includes(need)) throw invalid(`needs unknown kit code '${String(need)}' (known: ${KNOWN_NEEDS.join(', ')})`)
  if (plugin.connector && !(plugin.connector.id && plugin.connector.name)) throw invalid('needs an id and a name for its connector')
  return Object.freeze({ ...plugin, views: Object.freeze({ ...views }) })
}
