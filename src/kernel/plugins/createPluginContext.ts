/** What a kit needs once its first plugin loads (this chunk comes with it): the plugin context and the module check. */
import type { KitRoot } from '../root'
import { PluginError } from '../errors'
import type { GangwayPlugin, PluginContext, PluginModule } from './types'

/** The public face of a kit that a plugin's lazy part receives; its functions read the kit when called. */
export function createPluginContext(kit: KitRoot): PluginContext {
  return {
    projectId: kit.options.projectId,
    endpoints: kit.options.endpoints,
    get networks() {
      return kit.networks.networks
    },
    navigate: (view, args) => kit.router.push(view, args),
    replace: (view, args) => kit.router.replace(view, args),
    goBack: () => kit.router.goBack(),
    showToast: (message, variant) => kit.toast.show(message, variant),
    getCaipNetwork: () => kit.networks.active,
    isUnsupportedNetwork: () => kit.networks.isUnsupported,
    getAccount: () => {
      const { address, caipAddress, namespace } = kit.account
      return address && caipAddress && namespace ? { address, caipAddress, namespace } : undefined
    },
    get chainData() {
      return kit.chainData
    },
    sendTransaction: (call) => kit.connection.sendTransaction(call),
    // The portfolio code loads with the first plugin that asks for balances.
    tokenBalances: (force) => kit.slice('portfolio').then((portfolio) => portfolio.load(force)),
    refreshBalance: () => kit.connection.refreshBalance(true),
    emit: (event, properties) => kit.events.emit(event, properties),
  }
}

/**
 * Checks a plugin's lazy part against its descriptor (every declared view and action is there) and creates
 * its store: the store, or undefined when the module makes none.
 */
export function acceptPlugin(plugin: GangwayPlugin, module: PluginModule, context: PluginContext): { readonly store: unknown } | undefined {
  const missingViews = Object.keys(plugin.views).filter((view) => !module.views[view])
  const missingActions = (plugin.actions ?? []).filter((action) => typeof module.actions?.[action] !== 'function')
  if (missingViews.length > 0 || missingActions.length > 0) {
    const missing = [...missingViews.map((view) => `view ${view}`), ...missingActions.map((action) => `action ${action}`)]
    throw new PluginError('PLUGIN_INVALID', plugin.name, { reason: `lacks: ${missing.join(', ')}` })
  }
  if (!module.createStore) return undefined
  try {
    return { store: module.createStore(context) }
  } catch (cause) {
    throw new PluginError('PLUGIN_STORE_FAILED', plugin.name, { cause })
  }
}
