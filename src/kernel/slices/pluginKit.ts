import { acceptPlugin, createPluginContext } from '../plugins/createPluginContext'
import type { PluginKit } from '../plugins/PluginKit'
import type { KernelServices } from './KernelServices'

export function create(kit: KernelServices): PluginKit {
  return { context: (plugin) => createPluginContext(kit, plugin), accept: acceptPlugin }
}
