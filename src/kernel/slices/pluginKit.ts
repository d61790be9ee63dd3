import { acceptPlugin, createPluginContext } from '../plugins/createPluginContext'
import type { PluginKit } from '../plugins/PluginKit'
import { runPluginAction } from '../plugins/runPluginAction'
import type { KernelServices } from './KernelServices'

export function create(kit: KernelServices): PluginKit {
  return {
    context: (plugin) => createPluginContext(kit, plugin),
    accept: acceptPlugin,
    runAction: (name, action, args) => runPluginAction(kit.plugins, name, action, args),
  }
}
