import { pluginFormat } from '../format/pluginFormat'
import type { PluginFormat } from '../plugins/types'

export function create(): PluginFormat {
  return pluginFormat
}
