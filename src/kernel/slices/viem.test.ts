import { afterEach, describe, expect, it, vi } from 'vitest'
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

  describe('with fallbacks (§7: other nodes when one fails)', () => {
    afterEach(() => vi.unstubAllGlobals())

    it.each([['answers 500'], ['refuses the connection']])('asks the next node when the first %s', async (failure) => {
      const asked: string[] = []
      vi.stubGlobal(
        'fetch',
        vi.fn(async (url: string | URL, init?: RequestInit) => {
          asked.push(String(url))
          if (String(url).startsWith('http://first.test')) {
            if (failure === 'answers 500') return new Response('down', { status: 500 })
            throw new TypeError('Failed to fetch')
          }
          const body = JSON.parse(String(init?.body)) as { id: number }
          return Response.json({ jsonrpc: '2.0', id: body.id, result: '0x7a69' })
        }),
      )
      const client = create().publicClient(testNetwork, 'http://first.test/', { retryCount: 0 }, ['http://first.test/', 'http://second.test/'])
      expect(await client.getChainId()).toBe(31337)
      expect(asked).toEqual(['http://first.test/', 'http://second.test/'])
    })
  })
})
