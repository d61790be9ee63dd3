import { describe, expect, it } from 'vitest'
import { network } from '../../test-support/optionsFixtures'
import { applyNamespaceOverrides, overrideRpcMap, sessionProposal } from './namespaceOverrides'
import { sessionNamespacesOf, WALLET_CONNECT_EVENTS, WALLET_CONNECT_METHODS } from './sessionNamespaces'

const mainnet = network('eip155:1')
const base = network('eip155:8453')
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('universalProviderConfigOverride on the WalletConnect session', () => {
  it('without an override the proposal is the kit’s own', () => {
    expect(sessionProposal([mainnet, base], undefined)).toEqual({
      eip155: { chains: ['eip155:1', 'eip155:8453'], methods: [...WALLET_CONNECT_METHODS], events: [...WALLET_CONNECT_EVENTS] },
    })
  })

  it('methods, chains and events given for a namespace replace the proposal’s; the rest stays', () => {
    const proposal = sessionProposal([mainnet, base], { methods: { eip155: ['personal_sign', 'eth_sendTransaction'] }, chains: { eip155: ['eip155:8453'] } })
    expect(proposal).toEqual({ eip155: { chains: ['eip155:8453'], methods: ['personal_sign', 'eth_sendTransaction'], events: [...WALLET_CONNECT_EVENTS] } })
    expect(sessionProposal([mainnet], { events: { eip155: ['accountsChanged'] } }).eip155?.events).toEqual(['accountsChanged'])
  })

  it('a namespace the override names but the kit does not propose is added (as AppKit does)', () => {
    const proposal = applyNamespaceOverrides(sessionProposal([mainnet], undefined), {
      methods: { solana: ['solana_signMessage'] },
      chains: { solana: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] },
    })
    expect(proposal.solana).toEqual({ chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'], methods: ['solana_signMessage'], events: [...WALLET_CONNECT_EVENTS] })
    expect(proposal.eip155?.chains).toEqual(['eip155:1'])
  })

  it('rpcMap: the override’s URL wins for its EVM chain; the kit’s stays for the others', () => {
    const rpcMap = overrideRpcMap({ 1: 'https://proxy/1', 8453: 'https://proxy/8453' }, { rpcMap: { 'eip155:1': 'https://rpc.example/1', 'solana:x': 'https://sol' } })
    expect(rpcMap).toEqual({ 1: 'https://rpc.example/1', 8453: 'https://proxy/8453' })
    expect(overrideRpcMap({ 1: 'https://proxy/1' }, undefined)).toEqual({ 1: 'https://proxy/1' })
  })

  it('defaultChain: the session starts there when the kit’s active network was not approved', () => {
    const approved = { eip155: { accounts: [`eip155:1:${ADDRESS}`, `eip155:8453:${ADDRESS}`], methods: [], events: [] } }
    const requested = ['eip155:1', 'eip155:8453']
    expect(sessionNamespacesOf(approved, requested, {}, 'eip155:10', 'eip155:8453').defaultChain).toBe('eip155:8453')
    expect(sessionNamespacesOf(approved, requested, {}, 'eip155:1', 'eip155:8453').defaultChain).toBe('eip155:1')
    expect(sessionNamespacesOf(approved, requested, {}, undefined, 'eip155:137').defaultChain).toBe('eip155:1')
  })
})
