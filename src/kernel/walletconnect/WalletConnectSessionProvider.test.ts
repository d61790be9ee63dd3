import { afterEach, describe, expect, it, vi } from 'vitest'
import type { SessionNamespaces } from './sessionNamespaces'
import { WalletConnectSessionProvider, type SessionRequester } from './WalletConnectSessionProvider'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const TOPIC = 'a'.repeat(64)
const RPC_URL = 'https://rpc.test/v1/?chainId=eip155%3A1&projectId=p'

const WALLET_METHODS = ['personal_sign', 'eth_sendTransaction', 'wallet_switchEthereumChain', 'wallet_getCallsStatus']

function namespaces(overrides: Partial<SessionNamespaces> = {}): SessionNamespaces {
  return {
    chains: ['eip155:1', 'eip155:8453'],
    methods: WALLET_METHODS,
    events: ['chainChanged', 'accountsChanged'],
    accounts: [`eip155:1:${ADDRESS}`, `eip155:8453:${ADDRESS}`],
    rpcMap: { '1': RPC_URL, '8453': 'https://rpc.test/8453' },
    defaultChain: 'eip155:1',
    ...overrides,
  }
}

/** A provider over a fake sign-client whose answers the test sets. */
function providerWith(options: { client?: SessionRequester | null; topic?: string | null; namespaces?: SessionNamespaces } = {}) {
  const request = vi.fn<SessionRequester['request']>(() => Promise.resolve('0xwallet'))
  const end = vi.fn(() => Promise.resolve())
  const client = options.client === null ? undefined : (options.client ?? { request })
  const topic = options.topic === null ? undefined : (options.topic ?? TOPIC)
  const provider = new WalletConnectSessionProvider(client, topic, options.namespaces ?? namespaces(), end)
  return { provider, request, end }
}

/** Stubs the node behind the rpcMap with one JSON-RPC answer. */
function stubNode(body: unknown, status = 200) {
  const fetch = vi.fn((_url: string, _init: RequestInit) => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })))
  vi.stubGlobal('fetch', fetch)
  return fetch
}

afterEach(() => vi.unstubAllGlobals())

describe('WalletConnectSessionProvider: §8 session errors, word for word', () => {
  it("without a sign-client: 'Sign Client not initialized'", async () => {
    const { provider } = providerWith({ client: null })
    await expect(provider.request({ method: 'eth_accounts' })).rejects.toMatchObject({ code: 'NOT_INITIALIZED', message: 'Sign Client not initialized' })
  })

  it("without a session topic: 'Please call connect() before request()'", async () => {
    const { provider, request } = providerWith({ topic: null })
    await expect(provider.request({ method: 'personal_sign', params: ['0x68', ADDRESS] })).rejects.toMatchObject({ code: 'NO_SESSION', message: 'Please call connect() before request()' })
    expect(request).not.toHaveBeenCalled()
  })

  it.each([
    ['a chain the wallet did not approve', [{ chainId: '0x89' }]],
    ['a malformed chain id', [{ chainId: '137' }]],
    ['no parameters', undefined],
  ])("switching to %s: 'Chain is not supported', and the chain stays", async (_case, params) => {
    const { provider, request } = providerWith()
    const changed = vi.fn()
    provider.on('chainChanged', changed)
    await expect(provider.request({ method: 'wallet_switchEthereumChain', ...(params ? { params } : {}) })).rejects.toMatchObject({ code: 'CHAIN_NOT_SUPPORTED', message: 'Chain is not supported' })
    expect(request).not.toHaveBeenCalled()
    expect(changed).not.toHaveBeenCalled()
    expect(provider.currentChain).toBe('eip155:1')
  })

  it("a read on a chain without an RPC URL: 'JSON-RPC provider for eip155:N not found'", async () => {
    const fetch = stubNode({ jsonrpc: '2.0', id: 1, result: '0x0' })
    const { provider } = providerWith({ namespaces: namespaces({ rpcMap: { '8453': 'https://rpc.test/8453' } }) })
    await expect(provider.request({ method: 'eth_getBalance', params: [ADDRESS, 'latest'] })).rejects.toMatchObject({ code: 'PROVIDER_NOT_FOUND', message: 'JSON-RPC provider for eip155:1 not found' })
    expect(fetch).not.toHaveBeenCalled()
  })

  it("wallet_getCallsStatus the wallet did not approve: 'Fetching call status not approved by the wallet'", async () => {
    const fetch = stubNode({ jsonrpc: '2.0', id: 1, result: {} })
    const { provider, request } = providerWith({ namespaces: namespaces({ methods: ['personal_sign'] }) })
    await expect(provider.request({ method: 'wallet_getCallsStatus', params: ['0x01'] })).rejects.toMatchObject({ code: 'CALL_STATUS_NOT_APPROVED', message: 'Fetching call status not approved by the wallet' })
    expect(request).not.toHaveBeenCalled()
    expect(fetch).not.toHaveBeenCalled()
  })
})

describe('WalletConnectSessionProvider: answers', () => {
  it('answers eth_accounts, eth_requestAccounts and eth_chainId from the session, without asking the wallet', async () => {
    const { provider, request } = providerWith({ namespaces: namespaces({ defaultChain: 'eip155:8453' }) })
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([ADDRESS])
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([ADDRESS])
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x2105')
    expect(request).not.toHaveBeenCalled()
  })

  it('answers no account on a chain without an approved account', async () => {
    const { provider } = providerWith({ namespaces: namespaces({ accounts: [`eip155:8453:${ADDRESS}`] }) })
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
  })

  it('sends personal_sign and eth_sendTransaction to the wallet with the topic and the current chain', async () => {
    const { provider, request } = providerWith()
    request.mockResolvedValueOnce('0xsignature').mockResolvedValueOnce(`0x${'ab'.repeat(32)}`)
    expect(await provider.request({ method: 'personal_sign', params: ['0x68656c6c6f', ADDRESS] })).toBe('0xsignature')
    const tx = { from: ADDRESS, to: ADDRESS, value: '0x1' }
    expect(await provider.request({ method: 'eth_sendTransaction', params: [tx] })).toBe(`0x${'ab'.repeat(32)}`)
    expect(request.mock.calls).toEqual([
      [{ topic: TOPIC, chainId: 'eip155:1', request: { method: 'personal_sign', params: ['0x68656c6c6f', ADDRESS] } }],
      [{ topic: TOPIC, chainId: 'eip155:1', request: { method: 'eth_sendTransaction', params: [tx] } }],
    ])
  })

  it("passes the wallet's refusal on unchanged", async () => {
    const { provider, request } = providerWith()
    const refusal = Object.assign(new Error('User rejected.'), { code: 5000 })
    request.mockRejectedValueOnce(refusal)
    await expect(provider.request({ method: 'personal_sign', params: ['0x68', ADDRESS] })).rejects.toBe(refusal)
  })

  it('sends wallet_getCallsStatus to the wallet when the session approved it', async () => {
    const { provider, request } = providerWith()
    await provider.request({ method: 'wallet_getCallsStatus', params: ['0x01'] })
    expect(request).toHaveBeenCalledWith({ topic: TOPIC, chainId: 'eip155:1', request: { method: 'wallet_getCallsStatus', params: ['0x01'] } })
  })

  it("sends a read to the current chain's RPC URL as JSON-RPC, not to the wallet", async () => {
    const fetch = stubNode({ jsonrpc: '2.0', id: 1, result: '0xde0b6b3a7640000' })
    const { provider, request } = providerWith()
    expect(await provider.request({ method: 'eth_getBalance', params: [ADDRESS, 'latest'] })).toBe('0xde0b6b3a7640000')
    expect(request).not.toHaveBeenCalled()
    const [url, init] = fetch.mock.calls[0]!
    expect(url).toBe(RPC_URL)
    expect(init.method).toBe('POST')
    expect(JSON.parse(String(init.body))).toMatchObject({ jsonrpc: '2.0', method: 'eth_getBalance', params: [ADDRESS, 'latest'] })
  })

  it("keeps the node's error message and code", async () => {
    stubNode({ jsonrpc: '2.0', id: 1, error: { code: -32602, message: 'invalid argument 0' } })
    const { provider } = providerWith()
    await expect(provider.request({ method: 'eth_getBalance', params: ['nope', 'latest'] })).rejects.toMatchObject({ message: 'invalid argument 0', code: -32602 })
  })

  it('says which status the node answered with when it fails', async () => {
    stubNode({}, 503)
    const { provider } = providerWith()
    await expect(provider.request({ method: 'eth_blockNumber' })).rejects.toThrow('The node answered 503 to eth_blockNumber')
  })
})

describe('WalletConnectSessionProvider: chain switch, events and the end of the session', () => {
  it('switching to an approved chain asks the wallet, then emits chainChanged with the chain number', async () => {
    const { provider, request } = providerWith()
    const changed = vi.fn()
    provider.on('chainChanged', changed)
    expect(await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2105' }] })).toBeNull()
    expect(request).toHaveBeenCalledWith({ topic: TOPIC, chainId: 'eip155:1', request: { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2105' }] } })
    expect(changed).toHaveBeenCalledExactlyOnceWith(8453)
    expect(provider.currentChain).toBe('eip155:8453')
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x2105')
    await provider.request({ method: 'personal_sign', params: ['0x68', ADDRESS] })
    expect(request).toHaveBeenLastCalledWith(expect.objectContaining({ chainId: 'eip155:8453' }))
  })

  it('follows along without asking a wallet that does not support wallet_switchEthereumChain', async () => {
    const { provider, request } = providerWith({ namespaces: namespaces({ methods: ['personal_sign'] }) })
    const changed = vi.fn()
    provider.on('chainChanged', changed)
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2105' }] })
    expect(request).not.toHaveBeenCalled()
    expect(changed).toHaveBeenCalledExactlyOnceWith(8453)
  })

  it('stays on the old chain when the wallet refuses the switch', async () => {
    const { provider, request } = providerWith()
    const changed = vi.fn()
    provider.on('chainChanged', changed)
    request.mockRejectedValueOnce(Object.assign(new Error('User rejected.'), { code: 5000 }))
    await expect(provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2105' }] })).rejects.toThrow('User rejected.')
    expect(changed).not.toHaveBeenCalled()
    expect(provider.currentChain).toBe('eip155:1')
  })

  it("the wallet's own chain change is emitted once; an unapproved chain is ignored", () => {
    const { provider } = providerWith()
    const changed = vi.fn()
    provider.on('chainChanged', changed)
    provider.walletChangedChain('eip155:8453')
    provider.walletChangedChain('eip155:8453')
    provider.walletChangedChain('eip155:137')
    expect(changed.mock.calls).toEqual([[8453]])
    provider.removeListener('chainChanged', changed)
    provider.walletChangedChain('eip155:1')
    expect(changed).toHaveBeenCalledTimes(1)
  })

  it("an account change emits accountsChanged with the current chain's address", () => {
    const { provider } = providerWith()
    const accounts = vi.fn()
    provider.on('accountsChanged', accounts)
    const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    provider.walletChangedAccounts(namespaces({ accounts: [`eip155:1:${other}`] }))
    provider.walletChangedAccounts(namespaces({ accounts: [`eip155:8453:${other}`], chains: ['eip155:8453'], defaultChain: 'eip155:8453' }))
    expect(accounts.mock.calls).toEqual([[[other]], [[other]]])
    expect(provider.currentChain).toBe('eip155:8453')
  })

  it('disconnect() ends the session through the callback it was given', async () => {
    const { provider, end } = providerWith()
    await provider.disconnect()
    expect(end).toHaveBeenCalledOnce()
  })

  it("sessionEnded() emits 'disconnect' to every listener", () => {
    const { provider } = providerWith()
    const first = vi.fn()
    const second = vi.fn()
    provider.on('disconnect', first).on('disconnect', second)
    provider.sessionEnded()
    expect(first).toHaveBeenCalledExactlyOnceWith({ code: 6000, message: 'Session deleted' })
    expect(second).toHaveBeenCalledOnce()
  })
})

describe('WalletConnectSessionProvider: what never reaches a node', () => {
  it('a signing or sending method the wallet did not approve is refused (4200), not sent to the node', async () => {
    const fetch = stubNode({ jsonrpc: '2.0', id: 1, result: '0xnode' })
    const { provider, request } = providerWith({ namespaces: namespaces({ methods: ['personal_sign'] }) })
    for (const method of ['eth_sendTransaction', 'eth_signTypedData_v4', 'eth_sign']) {
      await expect(provider.request({ method, params: [] })).rejects.toMatchObject({ message: `The wallet did not approve ${method}`, code: 4200 })
    }
    expect(fetch).not.toHaveBeenCalled()
    expect(request).not.toHaveBeenCalled()
  })

  it("after the session ended, requests say 'Please call connect() before request()'", async () => {
    const { provider, request } = providerWith()
    provider.sessionEnded()
    await expect(provider.request({ method: 'personal_sign', params: ['0x68', ADDRESS] })).rejects.toThrow('Please call connect() before request()')
    expect(request).not.toHaveBeenCalled()
  })
})
