import { vi } from 'vitest'
import type { AdapterContext } from '../kernel/adapterTypes'
import type { ConnectorInfo } from '../kernel/stores/ConnectorStore'
import type { CaipNetwork } from '../kernel/types'

/**
 * An AdapterContext for an adapter's own tests: the connectors it lists are collected in `connectors` (removed ones
 * taken out), the wallet events are spies. `networks` are the namespace's, the first of them the kit's active one.
 */
export function adapterTestContext(networks: readonly CaipNetwork[], rpcUrl: string, overrides: Partial<AdapterContext> = {}) {
  const connectors: ConnectorInfo[] = []
  const context: AdapterContext = {
    enableEIP6963: true,
    kit: { account: { caipAddress: undefined, connectorId: undefined, status: 'disconnected' }, networks: { active: networks[0] }, modal: { isOpen: false }, open: vi.fn(), connection: { disconnect: vi.fn(), switchNetwork: vi.fn() } },
    networks: () => networks,
    rpcUrl: () => rpcUrl,
    addConnector: (connector) => connectors.push(connector),
    removeConnector: (id) => {
      const at = connectors.findIndex((connector) => connector.id === id)
      if (at !== -1) connectors.splice(at, 1)
    },
    onAccountsChanged: vi.fn(),
    onChainChanged: vi.fn(),
    onDisconnect: vi.fn(),
    ...overrides,
  }
  return { context, connectors }
}
