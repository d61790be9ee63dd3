import { describe, expect, it } from 'vitest'
import { assertConnectionStatus, connectionStatusOf } from './connectionStatus'
import type { ConnectionsSnapshot } from './storedConnections'

const state: ConnectionsSnapshot = {
  connectedNamespaces: ['eip155'],
  connectedConnectorIds: { eip155: 'io.metamask' },
  connections: { eip155: [{ connectorId: 'io.metamask', accounts: [] }, { connectorId: 'com.coinbase', accounts: [] }] },
  disconnectedConnectorIds: { eip155: ['injected'] },
  recentConnections: {},
}

describe('per-connection status (§4)', () => {
  it('is connected for the active connector, active for another listed one, disconnected when only remembered', () => {
    expect(connectionStatusOf(state, 'eip155', 'io.metamask')).toBe('connected')
    expect(connectionStatusOf(state, 'eip155', 'com.coinbase')).toBe('active')
    expect(connectionStatusOf(state, 'eip155', 'injected')).toBe('disconnected')
    expect(connectionStatusOf(state, 'solana', 'io.metamask')).toBeUndefined()
  })

  it("any other status throws 'Invalid connection status'", () => {
    expect(assertConnectionStatus('active')).toBe('active')
    expect(() => assertConnectionStatus('pending')).toThrow('Invalid connection status')
  })
})
