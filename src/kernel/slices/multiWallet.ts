import { AUTH_CONNECTOR_ID } from '../auth/authConnectorInfo'
import { ConnectionError } from '../errors/connection'
import { MultiWalletStore } from '../multiWallet/MultiWalletStore'
import { pickConnector } from '../router/pickWallet'
import type { KernelServices } from './KernelServices'

export async function create(kit: KernelServices): Promise<MultiWalletStore> {
  const flows = await kit.slice('connection')
  return new MultiWalletStore({
    stored: flows.stored,
    flows,
    account: kit.account,
    connectors: kit.connectors,
    networks: kit.networks,
    adapterFor: (namespace) => kit.connection.adapterFor(namespace),
    reopen: (connection) => {
      // The wallet's flow opens on top of ProfileWallets, which the navigation rules return to once it connects.
      if (!kit.modal.isOpen || kit.router.view !== 'ProfileWallets') void kit.open({ view: 'ProfileWallets' })
      if (connection.connectorId === AUTH_CONNECTOR_ID) return kit.router.push('Connect')
      const connector = kit.connectors.find(connection.connectorId)
      if (!connector) throw new ConnectionError('NO_CONNECTOR_FOUND', { values: { id: connection.connectorId } })
      pickConnector(kit, connector)
    },
  })
}
