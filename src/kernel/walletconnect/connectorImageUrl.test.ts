import { describe, expect, it } from 'vitest'
import { connectorImageUrl } from './connectorImageUrl'
import { WALLET_CONNECT_CONNECTOR } from './walletConnectConnector'

describe('connectorImageUrl', () => {
  it("is the connector's own image, else the WalletConnect mark for the WalletConnect connector", () => {
    expect(connectorImageUrl({ id: 'io.x', type: 'ANNOUNCED', name: 'X', imageUrl: 'data:image/png;base64,AA' })).toBe('data:image/png;base64,AA')
    expect(connectorImageUrl(WALLET_CONNECT_CONNECTOR)).toMatch(/^data:image\/svg\+xml,.*3396FF/)
    expect(connectorImageUrl({ id: 'io.y', type: 'INJECTED', name: 'Y' })).toBeUndefined()
  })

  it('is the connectorImages option’s image for that connector id first (AppKit’s connectorImages)', () => {
    const images = { walletConnect: 'https://img.example/wc.png', 'io.x': 'https://img.example/x.png' }
    expect(connectorImageUrl(WALLET_CONNECT_CONNECTOR, images)).toBe('https://img.example/wc.png')
    expect(connectorImageUrl({ id: 'io.x', type: 'ANNOUNCED', name: 'X', imageUrl: 'data:image/png;base64,AA' }, images)).toBe('https://img.example/x.png')
    expect(connectorImageUrl({ id: 'io.y', type: 'INJECTED', name: 'Y' }, images)).toBeUndefined()
  })
})
