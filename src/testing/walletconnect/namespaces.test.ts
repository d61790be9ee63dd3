import { describe, expect, it } from 'vitest'
import { eip155ChainId, eip155Namespaces, requestedChainIds, sessionChainIds, WALLET_EVENTS, WALLET_METHODS } from './namespaces'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('namespaces', () => {
  it('reads the eip155 chains a proposal asks for, required first, once each', () => {
    const requiredNamespaces = { eip155: { chains: ['eip155:1', 'eip155:31337'], methods: [], events: [] } }
    const optionalNamespaces = {
      eip155: { chains: ['eip155:31337', 'eip155:31338'], methods: [], events: [] },
      'eip155:10': { methods: [], events: [] },
      solana: { chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'], methods: [], events: [] },
    }
    expect(requestedChainIds({ requiredNamespaces, optionalNamespaces })).toEqual([1, 31337, 31338, 10])
    expect(requestedChainIds({ requiredNamespaces: {}, optionalNamespaces: { eip155: { chains: ['eip155:0', 'eip155:x'], methods: [], events: [] } } })).toEqual([])
  })

  it('builds one eip155 namespace with the account on every chain and the wallet methods and events', () => {
    expect(eip155Namespaces(ADDRESS, [31337, 999])).toEqual({
      eip155: {
        chains: ['eip155:31337', 'eip155:999'],
        accounts: [`eip155:31337:${ADDRESS}`, `eip155:999:${ADDRESS}`],
        methods: [...WALLET_METHODS],
        events: [...WALLET_EVENTS],
      },
    })
    expect(sessionChainIds(eip155Namespaces(ADDRESS, [31337, 999]))).toEqual([31337, 999])
  })

  it('parses CAIP-2 eip155 ids only', () => {
    expect(eip155ChainId('eip155:31337')).toBe(31337)
    expect(eip155ChainId('eip155:01')).toBeUndefined()
    expect(eip155ChainId('cosmos:1')).toBeUndefined()
  })
})
