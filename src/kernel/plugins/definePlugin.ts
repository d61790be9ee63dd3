import { PluginError } from '../errors'
import { isCoreView } from '../router/views'
import type { GangwayPlugin } from './types'

const PLUGIN_NAME = /^[a-z][a-z0-9-]*$/

/** Declares a plugin; checks its descriptor so a mistake fails at config time, not on first use. */
export function definePlugin<TStore, TView>(plugin: GangwayPlugin<TStore, TView>): GangwayPlugin<TStore, TView> {
  if (!PLUGIN_NAME.test(plugin.name)) {
    throw new PluginError('PLUGIN_INVALID', String(plugin.name), { reason: 'must be kebab-case' })
  }
  if (typeof plugin.load !== 'function') {
    throw new PluginError('PLUGIN_INVALID', plugin.name, { reason: 'needs a load() function' })
  }
  for (const view of Object.keys(plugin.views)) {
    if (isCoreView(view)) {
      throw new PluginError('PLUGIN_INVALID', plugin.name, { reason: `cannot redefine the core view '${view}'` })
    }
  }
  return Object.freeze({ ...plugin, views: Object.freeze({ ...plugin.views }) })
}
