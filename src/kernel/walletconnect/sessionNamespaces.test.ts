import { describe, expect, it } from 'vitest'
import { base, mainnet, solana } from '../../test-support/optionsFixtures'
import { WalletConnectSessionError } from '../errors/session'
import { addressOn, proposalNamespaces, rpcMapOf, sessionNamespacesOf, WALLET_CONNECT_EVENTS, WALLET_CONNECT_METHODS, WALLET_CONNECT_SOLANA_METHODS } from './sessionNamespaces'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const REQUESTED = ['eip155:1', 'eip155:8453']
const RPC_MAP = { '1': 'https://rpc.test/1', '8453': 'https://rpc.test/8453' }

/** What a wallet sends back in its session approval. */
function approved(accounts: readonly string[], extra: Record<string, unknown> = {}): unknown {
  return { eip155: { accounts: [...accounts], methods: ['personal_sign', 'eth_sendTransaction'], events: ['chainChanged', 'accountsChanged'], chains: [], ...extra } }
}

/** The error a call throws (failing the test when it does not throw). */
function thrown(call: () => unknown): Error {
  try {
    call()
  } catch (error) {
    expect(error).toBeInstanceOf(WalletConnectSessionError)
    return error as Error
  }
  throw new Error('expected the call to throw')
}

describe('proposalNamespaces', () => {
  it('asks for eip155 with every configured EVM network and solana with every Solana network', () => {
    const proposal = proposalNamespaces([mainnet, solana, base])
    expect(Object.keys(proposal)).toEqual(['eip155', 'solana'])
    expect(proposal.eip155!.chains).toEqual(['eip155:1', 'eip155:8453'])
    expect(proposal.solana).toEqual({ chains: [solana.caipNetworkId], methods: [...WALLET_CONNECT_SOLANA_METHODS], events: [...WALLET_CONNECT_EVENTS] })
    expect(WALLET_CONNECT_SOLANA_METHODS).toEqual(expect.arrayContaining(['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction']))
  })

  it('asks for the wallet methods and events the kit uses', () => {
    const { eip155 } = proposalNamespaces([mainnet])
    expect(eip155!.methods).toEqual([
      'eth_accounts',
      'eth_requestAccounts',
      'eth_chainId',
      'eth_sendTransaction',
      'personal_sign',
      'eth_signTypedData_v4',
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_getCapabilities',
      'wallet_sendCalls',
      'wallet_getCallsStatus',
    ])
    expect(eip155!.events).toEqual(['chainChanged', 'accountsChanged'])
  })

  it('hands out copies: changing a proposal does not change the next one', () => {
    const first = proposalNamespaces([mainnet])
    first.eip155!.methods.push('eth_sign')
    first.eip155!.events.length = 0
    const second = proposalNamespaces([mainnet])
    expect(second.eip155!.methods).toEqual([...WALLET_CONNECT_METHODS])
    expect(second.eip155!.events).toEqual([...WALLET_CONNECT_EVENTS])
  })

  it('proposes solana alone when only Solana networks are configured, and an empty eip155 when none is', () => {
    expect(Object.keys(proposalNamespaces([solana]))).toEqual(['solana'])
    expect(proposalNamespaces([]).eip155!.chains).toEqual([])
  })
})

describe('rpcMapOf', () => {
  it('maps each EVM chain reference to its read URL and skips other namespaces', () => {
    const urls: string[] = []
    const map = rpcMapOf([mainnet, solana, base], (n) => {
      urls.push(n.caipNetworkId)
      return `https://rpc.test/${String(n.id)}`
    })
    expect(map).toEqual(RPC_MAP)
    expect(urls).toEqual(['eip155:1', 'eip155:8453'])
  })

  it.each([
    ['undefined', undefined],
    ['empty', ''],
  ])("throws 'No RPC url provided for chainId' when a network's URL is %s", (_case, missing) => {
    const error = thrown(() => rpcMapOf([mainnet, base], (n) => (n.id === 8453 ? missing : 'https://rpc.test/1')))
    expect(error.message).toBe('No RPC url provided for chainId')
  })
})

describe('sessionNamespacesOf', () => {
  it('accepts accounts on requested chains and keeps what the wallet approved', () => {
    const accounts = [`eip155:1:${ADDRESS}`, `eip155:8453:${ADDRESS}`]
    const session = sessionNamespacesOf(approved(accounts), REQUESTED, RPC_MAP, undefined)
    expect(session).toEqual({
      chains: ['eip155:1', 'eip155:8453'],
      methods: ['personal_sign', 'eth_sendTransaction'],
      events: ['chainChanged', 'accountsChanged'],
      accounts,
      rpcMap: RPC_MAP,
      defaultChain: 'eip155:1',
    })
  })

  it('lists each chain once even with several accounts on it', () => {
    const session = sessionNamespacesOf(approved([`eip155:8453:${ADDRESS}`, `eip155:8453:${OTHER}`]), REQUESTED, RPC_MAP, undefined)
    expect(session.chains).toEqual(['eip155:8453'])
  })

  it('picks the preferred chain as the default when the wallet approved it, else the first approved chain', () => {
    const accounts = approved([`eip155:1:${ADDRESS}`, `eip155:8453:${ADDRESS}`])
    expect(sessionNamespacesOf(accounts, REQUESTED, RPC_MAP, 'eip155:8453').defaultChain).toBe('eip155:8453')
    const onlyMainnet = approved([`eip155:1:${ADDRESS}`])
    expect(sessionNamespacesOf(onlyMainnet, REQUESTED, RPC_MAP, 'eip155:8453').defaultChain).toBe('eip155:1')
    expect(sessionNamespacesOf(onlyMainnet, REQUESTED, RPC_MAP, 'eip155:999').defaultChain).toBe('eip155:1')
  })

  it('refuses an account on a chain the app did not ask for, naming the chain', () => {
    const error = thrown(() => sessionNamespacesOf(approved([`eip155:1:${ADDRESS}`, `eip155:137:${ADDRESS}`]), REQUESTED, RPC_MAP, undefined))
    expect(error.message).toBe('The wallet approved eip155:137, which this app did not ask for')
  })

  it('refuses a chain that only looks like a requested one (leading zero)', () => {
    const error = thrown(() => sessionNamespacesOf(approved([`eip155:01:${ADDRESS}`]), REQUESTED, RPC_MAP, undefined))
    expect(error.message).toContain('eip155:01')
  })

  it.each([
    ['a short address', 'eip155:1:0x1234'],
    ['a non-hex address', `eip155:1:0x${'g'.repeat(40)}`],
    ['no address', 'eip155:1'],
    ['another namespace', `solana:1:${ADDRESS}`],
    ['a trailing segment', `eip155:1:${ADDRESS}:extra`],
  ])('refuses a malformed account: %s', (_case, account) => {
    const error = thrown(() => sessionNamespacesOf(approved([account]), REQUESTED, RPC_MAP, undefined))
    expect(error.message).toBe(`The wallet approved a malformed account: ${account}`)
  })

  it('cuts a very long malformed account to 80 characters in the message', () => {
    const account = `eip155:1:${'x'.repeat(500)}`
    const error = thrown(() => sessionNamespacesOf(approved([account]), REQUESTED, RPC_MAP, undefined))
    expect(error.message).toBe(`The wallet approved a malformed account: ${account.slice(0, 80)}`)
  })

  it.each([
    ['nothing', undefined],
    ['no eip155 namespace', { solana: { accounts: [], methods: [], events: [] } }],
    ['accounts that are not a list', { eip155: { accounts: 'eip155:1:0x', methods: [], events: [] } }],
    ['no methods', { eip155: { accounts: [`eip155:1:${ADDRESS}`], events: [] } }],
    ['events that are not strings', { eip155: { accounts: [`eip155:1:${ADDRESS}`], methods: [], events: [1] } }],
    ['no account at all', approved([])],
  ])("refuses malformed namespaces (%s) with 'The wallet approved no account on the networks this app asked for'", (_case, namespaces) => {
    expect(thrown(() => sessionNamespacesOf(namespaces, REQUESTED, RPC_MAP, undefined)).message).toBe('The wallet approved no account on the networks this app asked for')
  })
})

describe('addressOn', () => {
  it("gives the approved account's address on a chain, and nothing on another chain", () => {
    const session = sessionNamespacesOf(approved([`eip155:1:${ADDRESS}`, `eip155:8453:${OTHER}`]), REQUESTED, RPC_MAP, undefined)
    expect(addressOn(session, 'eip155:1')).toBe(ADDRESS)
    expect(addressOn(session, 'eip155:8453')).toBe(OTHER)
    expect(addressOn(session, 'eip155:137')).toBeUndefined()
  })

  it('does not mistake a chain whose reference starts the same for the asked one', () => {
    const session = sessionNamespacesOf(approved([`eip155:10:${OTHER}`, `eip155:1:${ADDRESS}`]), ['eip155:1', 'eip155:10'], RPC_MAP, undefined)
    expect(addressOn(session, 'eip155:1')).toBe(ADDRESS)
  })
})
