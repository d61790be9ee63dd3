import { action } from 'mobx'
import type { AdapterConnection } from '../adapterTypes'
import { ConnectionError } from '../errors/connection'
import type { ConnectedWalletInfo } from '../stores/AccountStore'
import type { ConnectorInfo } from '../stores/ConnectorStore'
import type { ConnectionFlowParts } from './connectionFlowParts'
import { connectionAddress } from './connectionAddress'

/**
 * A connection made beside the active one (a WalletConnect session approved for two namespaces): recorded, stored
 * and set aside, so switching to its namespace makes it active without asking the wallet again. Call it before the
 * active connection is recorded, which keeps that one last in the stored order (the one restored as active).
 */
export const parkConnection = action(
  (flows: Pick<ConnectionFlowParts, 'deps' | 'stored'>, connector: ConnectorInfo, result: AdapterConnection, walletInfo: ConnectedWalletInfo): void => {
    const { namespace } = connector
    if (!namespace) throw new ConnectionError('NO_CONNECTOR_FOUND', { values: { id: connector.id } })
    const { account } = flows.deps
    const caipAddress = connectionAddress(namespace, result.chainId, result.address)
    const others = account.parked.filter((one) => !one.caipAddress.startsWith(`${namespace}:`))
    account.parked = [...others, { caipAddress, connectorId: connector.id, walletInfo, balance: undefined, balanceSymbol: undefined }]
    flows.stored.saveConnected(namespace, { connectorId: connector.id, accounts: [{ address: result.address }], name: walletInfo.name, ...(walletInfo.icon && { icon: walletInfo.icon }) })
  },
)
