import type { AppKit } from '../appkit'
import type { PluginContext } from './types'

/** The public face of a kit that a plugin's lazy part receives; its functions read the kit when called. */
export function createPluginContext(kit: AppKit): PluginContext {
  return {
    projectId: kit.options.projectId,
    endpoints: kit.options.endpoints,
    networks: kit.options.networks,
    navigate: (view, args) => kit.router.push(view, args),
    goBack: () => kit.router.goBack(),
    showToast: (message, variant) => kit.toast.show(message, variant),
    getCaipNetwork: () => kit.networks.active,
  }
}
