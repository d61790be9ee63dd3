import type { PluginRegistry } from './PluginRegistry'
import type { GangwayPlugin } from './types'
import type { WalletFeature } from '../types'

/** §9 wallet features row: enabled plugins with a wallet feature, in the configured order (onramp, swaps, receive, send). */
export function walletFeaturePlugins(registry: PluginRegistry, order: readonly WalletFeature[]): readonly GangwayPlugin[] {
  const rank = (plugin: GangwayPlugin) => order.indexOf(plugin.walletFeature?.feature ?? 'send')
  return registry.enabled.filter((plugin) => plugin.walletFeature && rank(plugin) >= 0).sort((a, b) => rank(a) - rank(b))
}
