import type { ResolvedOptions } from '../kernel/options'
import { localFlags } from '../kernel/plugins/flags'
import type { PluginFlag, RemoteFeatures, ResolvedFlags } from '../kernel/plugins/flagTypes'
import { narrowFlags } from '../kernel/plugins/narrowFlags'

/** The flags a kit ends with: the local ones, narrowed by the remote config when there is one (for `visitor`'s rollouts). */
export function resolveFlags(options: ResolvedOptions, remote: RemoteFeatures | null, pluginFlags: readonly PluginFlag[] = [], visitor = 'test-visitor'): ResolvedFlags {
  const local = localFlags(options, pluginFlags)
  return remote ? narrowFlags(local, remote, pluginFlags, () => visitor) : local
}
