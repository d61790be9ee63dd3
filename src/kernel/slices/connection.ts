import { ConnectionFlows } from '../connections/ConnectionFlows'
import { AUTH_CONNECTOR_ID } from '../auth/authConnectorInfo'
import { authSwitches } from '../auth/authSwitches'
import { WALLET_CONNECT_CONNECTOR_ID } from '../walletconnect/walletConnectConnector'
import { preparePluginConnector } from '../connections/preparePluginConnector'
import { chainRpcUrl } from '../connections/chainRpcUrl'
import { startNavigationRules } from '../router/navigationRules'
import { siwxFailed } from '../siwx/siwxFailed'
import { startSiwxRules } from '../siwx/startSiwxRules'
import type { KernelServices } from './KernelServices'

export function create(kit: KernelServices): ConnectionFlows {
  // Only the flows change the connection, so where the modal goes after a change starts with them.
  kit.onDestroy(startNavigationRules(kit))
  if (kit.options.siwx ?? kit.options.siweConfig) kit.onDestroy(startSiwxRules({ ...kit, siwx: () => kit.slice('siwx'), loaded: () => kit.lazy.get('siwx'), failed: (error) => void siwxFailed({ ...kit, disconnect: () => kit.connection.disconnect() }, error) }))
  return new ConnectionFlows({
    account: kit.account,
    networks: kit.networks,
    connectors: kit.connectors,
    connection: kit.connection,
    storage: kit.storage,
    events: kit.events,
    alerts: kit.alerts,
    modal: kit.modal,
    timings: kit.options.timings,
    enableReconnect: kit.options.enableReconnect,
    multiWallet: () => kit.flagStore.flags.multiWallet.value,
    tokens: kit.options.tokens,
    rpcUrl: (network) => chainRpcUrl(kit.options, network),
    // Connectors whose session the kit keeps are read back before the adapter asks them.
    restoreSession: async (connectorId) => {
      if (connectorId === WALLET_CONNECT_CONNECTOR_ID) return (await kit.slice('walletConnect')).restore()
      if (connectorId === AUTH_CONNECTOR_ID) return (await kit.slice('auth')).restore()
      await preparePluginConnector(kit, connectorId)
      return undefined
    },
    prepareConnector: (connectorId) => preparePluginConnector(kit, connectorId),
    switchByAuth: async (network) => authSwitches(kit.account, kit.connectors, network) && (await kit.slice('auth')).switchNamespace(network),
    lifecycle: kit,
  })
}
