import { describe, expect, it } from 'vitest'
import type { ConnectorInfo } from '../stores/ConnectorStore'
import { connectorIn, connectsIn } from './connectorIn'

const walletConnect: ConnectorInfo = { id: 'walletConnect', type: 'WALLET_CONNECT', name: 'WalletConnect', namespace: 'eip155', namespaces: ['solana'] }
const injected: ConnectorInfo = { id: 'io.metamask', type: 'ANNOUNCED', name: 'MetaMask', namespace: 'eip155' }

describe('connectorIn', () => {
  it('gives a connector spanning namespaces with the asked namespace, so its connection is recorded there', () => {
    expect(connectorIn(walletConnect, 'solana')).toEqual({ ...walletConnect, namespace: 'solana' })
    expect(connectorIn(walletConnect, 'eip155')).toBe(walletConnect)
  })

  it('refuses a namespace the connector does not connect in', () => {
    expect(connectorIn(injected, 'solana')).toBeUndefined()
    expect(connectorIn(undefined, 'eip155')).toBeUndefined()
    expect(connectsIn(injected, 'eip155')).toBe(true)
    expect(connectsIn(walletConnect, 'bip122')).toBe(false)
  })
})
