import { describe, expect, it } from 'vitest'
import { testNetwork, testSolanaNetwork } from '../../test-support/testKit'
import { create } from './viem'

const solana = testSolanaNetwork

describe('viem slice: publicClient', () => {
  it('makes one client per network and URL, on the chain of the network', () => {
    const clients = create()
    const client = clients.publicClient(testNetwork, 'http://127.0.0.1:3002/v1/?chainId=eip155:31337')
    expect(client.chain?.id).toBe(31337)
    expect(clients.publicClient(testNetwork, 'http://127.0.0.1:3002/v1/?chainId=eip155:31337')).toBe(client)
  })

  it('refuses a network outside eip155 with the §5 text', () => {
    expect(() => create().publicClient(solana, 'http://127.0.0.1:8899')).toThrow(`Network ${solana.caipNetworkId} is not in namespace eip155`)
  })
})
