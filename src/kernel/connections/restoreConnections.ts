import type { ConnectionFlowParts } from './connectionFlowParts'
import { alertFor } from '../errors/alertFor'
import { CONNECTOR_DISCOVERY_WAIT_MS } from '../lazyConstants'
import { backoffDelay } from './backoffDelay'
import { ConnectionError } from '../errors/connection'
import { withTimeout } from './withTimeout'
import { assertConnectionStatus, connectionStatusOf } from './connectionStatus'
import { onceTrue, untilTrue } from '../onceTrue'
import { activateNamespace } from './activateNamespace'
import { connectorIn } from './connectorIn'

/**
 * §4 on start: with reconnect enabled each stored connection is synced with its wallet (eth_accounts, no
 * prompt); otherwise all are disconnected. A wallet that announces itself late is still restored when it
 * appears; one that answers it no longer grants access is forgotten; one that cannot be reached (a service
 * down, a timeout) keeps its stored connection, shows its §8 alert and is tried again with backoff. The
 * visitor's own connect always wins.
 */
export async function restoreConnections(flows: ConnectionFlowParts): Promise<void> {
  const { connection, account, connectors, timings, lifecycle } = flows.deps
  if (!flows.deps.enableReconnect) return flows.stored.disconnectAll()
  const state = flows.stored.read()
  const startedAt = connection.attemptCount
  // The last connected namespace was the active one: it is restored last, so it ends up active, the others set aside.
  const activeNamespace = state.connectedNamespaces.at(-1)
  for (const namespace of state.connectedNamespaces) {
    const superseded = () => lifecycle.isDestroyed || connection.attemptCount !== startedAt || account.namespace === namespace || account.parkedIn(namespace) !== undefined
    const connectorId = state.connectedConnectorIds[namespace]
    const adapter = connection.adapterFor(namespace)
    if (!connectorId || !adapter) continue
    const status = assertConnectionStatus(connectionStatusOf(state, namespace, connectorId) ?? 'disconnected')
    if (status === 'disconnected') continue
    if (!account.isConnected) account.setStatus('reconnecting')
    const restore = async (attempt = 0): Promise<void> => {
      if (superseded()) return
      try {
        const walletInfo = await flows.deps.restoreSession(connectorId)
        const result = await withTimeout(adapter.reconnect(connectorId), timings.walletConnectTimeout, () => new ConnectionError('WALLET_TIMEOUT'))
        const connector = connectorIn(connectors.find(connectorId), namespace)
        if (superseded()) return
        // The wallet answered that it is not connected: the only answer that forgets the stored connection.
        if (result && connector) {
          flows.applyConnection(connector, result, walletInfo)
          // A wallet that answered late must not take the active namespace's place.
          if (activeNamespace && activeNamespace !== namespace && account.parkedIn(activeNamespace)) activateNamespace(flows, activeNamespace)
        } else flows.forget(namespace, connectorId)
      } catch (error) {
        // A service down or slow is no answer: the stored connection stays, the visitor is told, and it is tried again.
        console.warn(`[gangway] could not reconnect ${connectorId}; trying again`, error)
        if (superseded()) return
        const alert = alertFor(error)
        if (alert) flows.deps.alerts.show(alert)
        if (account.status === 'reconnecting') account.setStatus('disconnected')
        const timer = setTimeout(() => void restore(attempt + 1), backoffDelay(attempt))
        lifecycle.onDestroy(() => clearTimeout(timer))
      }
    }
    try {
      await untilTrue(() => connectors.find(connectorId) !== undefined, {
        ms: CONNECTOR_DISCOVERY_WAIT_MS,
        what: () => new ConnectionError('NO_CONNECTOR_FOUND', { values: { id: connectorId } }),
      })
      await restore()
    } catch {
      // Not announced yet: the visitor sees Connect meanwhile, and the wallet reconnects when it shows up.
      if (!account.isConnected && account.status === 'reconnecting') account.setStatus('disconnected')
      const dispose = onceTrue(
        () => connectors.find(connectorId) !== undefined,
        () => void restore(),
      )
      lifecycle.onDestroy(dispose)
    }
  }
  if (account.status === 'reconnecting') account.setStatus(account.isConnected ? 'connected' : 'disconnected')
}
