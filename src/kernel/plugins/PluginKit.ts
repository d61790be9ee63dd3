import type { PluginContext, PluginDescriptor, PluginModule } from './types'

/** What the plugin registry needs once a plugin's code is here: its context, and the check of its module. */
export interface PluginKit {
  context(plugin: PluginDescriptor): PluginContext
  accept(plugin: PluginDescriptor, module: PluginModule, context: PluginContext): unknown
}
