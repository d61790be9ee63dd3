import { AuthConnector } from '../auth/AuthConnector'
import { approvalThemeOf } from '../auth/approvalThemeOf'
import { AUTH_CONNECTOR_ID } from '../auth/authConnectorInfo'
import { chainRpcUrl } from '../connections/chainRpcUrl'
import { reportError } from '../errorReports'
import { startApprovalRules } from '../router/approvalRules'
import type { KernelServices } from './KernelServices'

const definedVariables = (variables: object): Record<string, string | number> =>
  Object.fromEntries(Object.entries(variables).filter((entry): entry is [string, string | number] => typeof entry[1] === 'string' || typeof entry[1] === 'number'))

export function create(kit: KernelServices): AuthConnector {
  const { options } = kit
  const connector = new AuthConnector({
    projectId: options.projectId,
    secureSiteUrl: options.endpoints.secureSite,
    debug: options.debug,
    timings: options.timings,
    networks: kit.networks,
    account: kit.account,
    defaultAccountTypes: options.defaultAccountTypes,
    storage: kit.storage,
    rpcUrl: (network) => chainRpcUrl(options, network),
    adapter: (namespace) => kit.connection.adapterFor(namespace),
    connector: () => kit.connectors.find(AUTH_CONNECTOR_ID),
    connectNamespace: () => kit.connectNamespace,
    flows: () => kit.slice('connection'),
    refreshBalance: () => void kit.connection.refreshBalance(true),
    hasConnector: () => kit.connectors.find(AUTH_CONNECTOR_ID) !== undefined,
    modal: kit.modal,
    approvalTheme: () => approvalThemeOf(kit.theme.mode, kit.theme.variables),
    frameTheme: () => ({ themeMode: kit.theme.mode, themeVariables: definedVariables(kit.theme.variables) }),
    onDestroy: (dispose) => kit.onDestroy(dispose),
    reportError: (error) => reportError(kit.events, 'REQUEST_ERROR', error),
    ...((options.siwx ?? options.siweConfig) && { siwx: () => kit.slice('siwx') }),
  })
  kit.onDestroy(
    startApprovalRules({
      wallet: connector.queue,
      isOpen: () => kit.modal.isOpen,
      view: () => kit.router.view,
      open: (openOptions) => kit.open(openOptions),
      push: (view) => kit.router.push(view),
      back: () => kit.router.goBack(),
      close: () => kit.close(),
    }),
  )
  return connector
}
