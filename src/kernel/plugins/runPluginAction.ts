import { PluginError } from '../errors/plugin'
import type { LoadedPlugin, PluginDescriptor } from './types'

export interface ActionPlugins {
  byName(name: string): PluginDescriptor | undefined
  load(name: string): Promise<LoadedPlugin>
}

/** Runs an action of a plugin's lazy part, loading the chunk first if needed; an undeclared action loads nothing. */
export async function runPluginAction(plugins: ActionPlugins, name: string, action: string, args: readonly unknown[]): Promise<unknown> {
  const plugin = plugins.byName(name)
  if (plugin && !plugin.actions?.includes(action)) throw new PluginError('PLUGIN_INVALID', name, { reason: `declares no action '${action}'` })
  const { module, store } = await plugins.load(name)
  const run = module.actions?.[action]
  if (!run) throw new PluginError('PLUGIN_INVALID', name, { reason: `has no implementation of action '${action}'` })
  return run(store, ...args)
}
