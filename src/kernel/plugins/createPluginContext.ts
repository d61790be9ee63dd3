import type { AppKit } from '../appkit'
import type { PluginContext } from './types'

/** The public face of a kit that a plugin's lazy part receives; its functions read the kit when called. */
export function createPluginContext(kit: AppKit): PluginContext {
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
    tokenBalances: (force) => import('../account/PortfolioStore').then(({ portfolioOf }) => portfolioOf(kit).load(force)),
    refreshBalance: () => kit.connection.refreshBalance(true),
    emit: (event, properties) => kit.events.emit(event, properties),
  }
}
