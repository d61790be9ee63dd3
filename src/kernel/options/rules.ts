/** The cross-option §5 rules, checked once the schema has accepted every option on its own. */
import { OPTION_REASONS as REASON, OptionsError } from '../errors/options'
import type { AppKitOptions, ResolvedFeatures } from './types'

/**
 * Throws OptionsError on the first broken rule: siweConfig with siwx, two plugins of one name, then an
 * embedded-wallet plugin with neither e-mail nor socials left in the resolved `features`.
 */
export function checkRules(options: AppKitOptions, features: ResolvedFeatures): void {
  if (options.siweConfig !== undefined && options.siwx !== undefined) throw new OptionsError('siwx', REASON.siwx)

  const plugins = options.plugins ?? []
  const seen = new Set<string>()
  for (const plugin of plugins) {
    if (seen.has(plugin.name)) throw new OptionsError('plugins', `duplicate plugin name '${plugin.name}'`)
    seen.add(plugin.name)
  }

  const wantsEmbeddedWallet = plugins.some((plugin) => plugin.embeddedWallet === true)
  if (wantsEmbeddedWallet && !features.email && features.socials.length === 0) {
    throw new OptionsError('features', REASON.embedded)
  }
}
