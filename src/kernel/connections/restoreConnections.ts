import { when } from 'mobx'
import type { KitRoot } from '../root'
import type { ConnectionFlows } from './ConnectionFlows'
import { CONNECTOR_DISCOVERY_WAIT_MS } from '../constants'
import { ConnectionError } from '../errors'
import { withTimeout } from './withTimeout'
import { WALLET_CONNECT_CONNECTOR_ID } from '../walletconnect/walletConnectConnector'
import { AUTH_CONNECTOR_ID } from '../auth/authConnector'
import type { ConnectedWalletInfo } from '../stores/AccountStore'
import { assertConnectionStatus, connectionStatusOf } from './connectionStatus'

/** Connectors whose session the kit keeps (WalletConnect, the e-mail login frame) are read back before the adapter asks them. */
async function restoreSession(kit: KitRoot, connectorId: string): Promise<ConnectedWalletInfo | undefined> {
  if (connectorId === WALLET_CONNECT_CONNECTOR_ID) return (await import('../walletconnect/walletConnectOf')).walletConnectOf(kit).restore()
  if (connectorId === AUTH_CONNECTOR_ID) return (await import('../auth/authOf')).authOf(kit).restore()
  return undefined
}

/**
 * §4 on start: with reconnect enabled each stored connection is synced with its wallet (eth_accounts, no
 * prompt); otherwise all are disconnected. A wallet that announces itself late is still restored when it
 * appears; one that no longer grants access is forgotten. The visitor's own connect always wins.
 */
export async function restoreConnections(kit: KitRoot, flows: ConnectionFlows): Promise<void> {
  const { connection } = kit
  if (!kit.options.enableReconnect) return flows.stored.disconnectAll()
  const state = flows.stored.read()
  const startedAt = connection.attemptCount
  const superseded = () => kit.isDestroyed || connection.attemptCount !== startedAt || kit.account.isConnected
  for (const namespace of state.connectedNamespaces) {
    const connectorId = state.connectedConnectorIds[namespace]
    const adapter = connection.adapterFor(namespace)
    if (!connectorId || !adapter) continue
    const status = assertConnectionStatus(connectionStatusOf(state, namespace, connectorId) ?? 'disconnected')
    if (status === 'disconnected') continue
    kit.account.setStatus('reconnecting')
    const restore = async (): Promise<void> => {
      if (superseded()) return
      try {
        const walletInfo = await restoreSession(kit, connectorId)
        const result = await withTimeout(adapter.reconnect(connectorId), kit.options.timings.walletConnectTimeout, () => new ConnectionError('WALLET_TIMEOUT'))
        const connector = kit.connectors.find(connectorId)
        if (superseded()) return
        if (result && connector) flows.applyConnection(connector, result, walletInfo)
        else flows.forget(namespace, connectorId)
      } catch (error) {
        console.warn(`[gangway] could not reconnect ${connectorId}`, error)
        if (!superseded()) flows.forget(namespace, connectorId)
      }
    }
    try {
      await when(() => kit.connectors.find(connectorId) !== undefined, { timeout: CONNECTOR_DISCOVERY_WAIT_MS })
      await restore()
    } catch {
      // Not announced yet: the visitor sees Connect meanwhile, and the wallet reconnects when it shows up.
      if (!kit.account.isConnected && kit.account.status === 'reconnecting') kit.account.setStatus('disconnected')
      const dispose = when(
        () => kit.connectors.find(connectorId) !== undefined,
        () => void restore(),
      )
      kit.onDestroy(dispose)
    }
  }
  if (kit.account.status === 'reconnecting') kit.account.setStatus(kit.account.isConnected ? 'connected' : 'disconnected')
}
