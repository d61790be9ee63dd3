import type { PluginContext, PluginDescriptor, PluginModule } from './types'

/** What the plugin registry needs once a plugin's code is here: its context, the check of its module, its actions. */
export interface PluginKit {
  context(plugin: PluginDescriptor): PluginContext
  accept(plugin: PluginDescriptor, module: PluginModule, context: PluginContext): unknown
  /** Runs a plugin's action (loading its chunk first); an undeclared action is refused. */
  runAction(name: string, action: string, args: readonly unknown[]): Promise<unknown>
}
