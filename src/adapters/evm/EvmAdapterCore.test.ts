// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AdapterContext, Eip1193Provider, RequestArguments } from '../../kernel/adapterTypes'
import { testNetwork } from '../../test-support/testKit'
import { adapterTestContext } from '../../test-support/adapterTestContext'
import { EvmAdapterCore as EvmAdapter } from './EvmAdapterCore'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** A scripted EIP-1193 provider: answers from `handlers`, records every request, emits on demand. */
function scriptedProvider(handlers: Record<string, (params: unknown) => unknown>) {
  const listeners = new Map<string, ((payload: never) => void)[]>()
  const requests: RequestArguments[] = []
  const provider: Eip1193Provider = {
    request: vi.fn(async (args: RequestArguments) => {
      requests.push(args)
      const handler = handlers[args.method]
      if (!handler) throw Object.assign(new Error('Unsupported method'), { code: 4200 })
      return handler(args.params)
    }),
    on: (event, listener) => listeners.set(event, [...(listeners.get(event) ?? []), listener]),
    removeListener: (event, listener) => listeners.set(event, (listeners.get(event) ?? []).filter((known) => known !== listener)),
  }
  const emit = (event: string, payload: unknown) => (listeners.get(event) ?? []).forEach((listener) => listener(payload as never))
  return { provider, requests, emit, methods: () => requests.map((request) => request.method) }
}

function context(overrides: Partial<AdapterContext> = {}) {
  const { context: ctx, connectors } = adapterTestContext([testNetwork], 'http://127.0.0.1:3002/v1/?chainId=eip155:31337&projectId=p', overrides)
  return { ctx, connectors }
}

function announce(detail: unknown) {
  const respond = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  window.addEventListener('eip6963:requestProvider', respond)
  respond()
  return () => window.removeEventListener('eip6963:requestProvider', respond)
}

const ICON = 'data:image/svg+xml;base64,PHN2Zy8+'

describe('EvmAdapter', () => {
  const cleanups: (() => void)[] = []
  afterEach(() => {
    cleanups.splice(0).forEach((cleanup) => cleanup())
    delete (window as { ethereum?: unknown }).ethereum
  })

  it('lists EIP-6963 wallets (announced before or after set-up), ignoring malformed announcements and non-data icons', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const first = scriptedProvider({})
    cleanups.push(announce({ info: { uuid: '1', name: 'First', icon: ICON, rdns: 'io.first' }, provider: first.provider }))
    const { ctx, connectors } = context()
    cleanups.push(new EvmAdapter().setup(ctx))
    announce({ info: { uuid: '2', name: 'Second', icon: 'https://evil.example/x.png', rdns: 'io.second' }, provider: scriptedProvider({}).provider })()
    announce({ info: { name: 'No rdns' }, provider: {} })()
    // Names are 1 to 200 code points.
    announce({ info: { uuid: '3', name: '', rdns: 'io.empty' }, provider: scriptedProvider({}).provider })()
    announce({ info: { uuid: '4', name: 'x'.repeat(201), rdns: 'io.long' }, provider: scriptedProvider({}).provider })()
    const wide = '\u{1F600}'.repeat(200)
    announce({ info: { uuid: '5', name: wide, rdns: 'io.wide' }, provider: scriptedProvider({}).provider })()
    expect(connectors).toEqual([
      { id: 'io.first', type: 'ANNOUNCED', name: 'First', rdns: 'io.first', imageUrl: ICON },
      { id: 'io.second', type: 'ANNOUNCED', name: 'Second', rdns: 'io.second' },
      { id: 'io.wide', type: 'ANNOUNCED', name: wide, rdns: 'io.wide' },
    ])
    expect(warn).toHaveBeenCalledWith('[gangway] ignored a malformed EIP-6963 announcement', expect.anything())
  })

  it('lists window.ethereum as the Browser Wallet once, unless it is also announced; enableEIP6963 false ignores announcements', () => {
    const legacy = scriptedProvider({})
    ;(window as { ethereum?: unknown }).ethereum = legacy.provider
    const { ctx, connectors } = context()
    cleanups.push(new EvmAdapter().setup(ctx))
    expect(connectors.map((connector) => connector.id)).toEqual(['injected'])
    announce({ info: { uuid: '1', name: 'Legacy', icon: ICON, rdns: 'io.legacy' }, provider: legacy.provider })()
    expect(connectors.map((connector) => connector.id)).toEqual(['io.legacy'])

    const off = context({ enableEIP6963: false })
    const stop = announce({ info: { uuid: '3', name: 'Other', icon: ICON, rdns: 'io.other' }, provider: scriptedProvider({}).provider })
    cleanups.push(stop, new EvmAdapter().setup(off.ctx))
    expect(off.connectors.map((connector) => connector.id)).toEqual(['injected'])
  })

  it('connects with eth_requestAccounts and eth_chainId, then forwards account and chain events', async () => {
    const wallet = scriptedProvider({ eth_requestAccounts: () => [ADDRESS], eth_chainId: () => '0x7a69' })
    cleanups.push(announce({ info: { uuid: '1', name: 'W', icon: ICON, rdns: 'io.w' }, provider: wallet.provider }))
    const { ctx } = context()
    const adapter = new EvmAdapter()
    cleanups.push(adapter.setup(ctx))
    await expect(adapter.connect('io.w')).resolves.toEqual({ address: ADDRESS, chainId: 31337 })
    wallet.emit('chainChanged', '0x7a6a')
    wallet.emit('chainChanged', 'garbage')
    wallet.emit('accountsChanged', [])
    wallet.emit('disconnect', { code: 4900 })
    expect(ctx.onChainChanged).toHaveBeenCalledTimes(1)
    expect(ctx.onChainChanged).toHaveBeenCalledWith('io.w', 31338)
    expect(ctx.onAccountsChanged).toHaveBeenCalledWith('io.w', [])
    expect(ctx.onDisconnect).toHaveBeenCalledWith('io.w')
  })

  it('refuses a malformed chain id or account list', async () => {
    const wallet = scriptedProvider({ eth_requestAccounts: () => [ADDRESS], eth_chainId: () => 'mainnet' })
    cleanups.push(announce({ info: { uuid: '1', name: 'W', icon: ICON, rdns: 'io.w' }, provider: wallet.provider }))
    const adapter = new EvmAdapter()
    cleanups.push(adapter.setup(context().ctx))
    await expect(adapter.connect('io.w')).rejects.toThrow('The wallet returned a malformed chain id: "mainnet"')
    const bad = scriptedProvider({ eth_requestAccounts: () => ['0x12'] })
    announce({ info: { uuid: '2', name: 'B', icon: ICON, rdns: 'io.b' }, provider: bad.provider })()
    await expect(adapter.connect('io.b')).rejects.toThrow('The wallet returned malformed accounts')
  })

  it('switching to a chain the wallet does not know adds it (4902) and switches again; other errors are kept', async () => {
    let known = false
    const wallet = scriptedProvider({
      wallet_switchEthereumChain: () => {
        if (!known) throw Object.assign(new Error('Unrecognized chain'), { code: 4902 })
        return null
      },
      wallet_addEthereumChain: () => ((known = true), null),
    })
    cleanups.push(announce({ info: { uuid: '1', name: 'W', icon: ICON, rdns: 'io.w' }, provider: wallet.provider }))
    const adapter = new EvmAdapter()
    cleanups.push(adapter.setup(context().ctx))
    await adapter.switchNetwork('io.w', testNetwork)
    expect(wallet.methods()).toEqual(['wallet_switchEthereumChain', 'wallet_addEthereumChain', 'wallet_switchEthereumChain'])
    expect(wallet.requests[1]?.params).toEqual([
      { chainId: '0x7a69', chainName: 'Gangway Local', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: ['http://127.0.0.1:8545'] },
    ])
    const rejecting = scriptedProvider({ wallet_switchEthereumChain: () => Promise.reject(Object.assign(new Error('no'), { code: 4001 })) })
    announce({ info: { uuid: '2', name: 'R', icon: ICON, rdns: 'io.r' }, provider: rejecting.provider })()
    await expect(adapter.switchNetwork('io.r', testNetwork)).rejects.toMatchObject({ code: 4001 })
  })

  it("signs with personal_sign (hex of the UTF-8 message) and checks wallet calls' 0x rules before sending", async () => {
    const wallet = scriptedProvider({ personal_sign: () => '0xabc', eth_sendTransaction: () => `0x${'1'.repeat(64)}` })
    cleanups.push(announce({ info: { uuid: '1', name: 'W', icon: ICON, rdns: 'io.w' }, provider: wallet.provider }))
    const adapter = new EvmAdapter()
    cleanups.push(adapter.setup(context().ctx))
    await expect(adapter.signMessage('io.w', ADDRESS, 'hé')).resolves.toBe('0xabc')
    expect(wallet.requests[0]?.params).toEqual(['0x68c3a9', ADDRESS])
    await adapter.signMessage('io.w', ADDRESS, '0x1')
    expect(wallet.requests[1]?.params).toEqual(['0x307831', ADDRESS])
    await expect(adapter.sendTransaction('io.w', { from: ADDRESS, to: 'abc' })).rejects.toThrow("Invalid 'to' address: it must start with 0x")
    await expect(adapter.sendTransaction('io.w', { from: ADDRESS, to: ADDRESS, data: 'ff' })).rejects.toThrow('Invalid data: it must start with 0x')
    await expect(adapter.sendTransaction('io.w', { from: ADDRESS, to: ADDRESS, value: 10n })).resolves.toBe(`0x${'1'.repeat(64)}`)
    expect(wallet.requests.at(-1)?.params).toEqual([{ from: ADDRESS, to: ADDRESS, value: '0xa' }])
    await expect(adapter.signMessage('nobody', ADDRESS, 'x')).rejects.toThrow('No connector found for connection: nobody')
  })

  it('32603 is an invalid chain id (no add); a 4902 wrapped in -32603 still adds the chain', async () => {
    const invalid = scriptedProvider({ wallet_switchEthereumChain: () => Promise.reject(Object.assign(new Error('bad'), { code: 32603 })) })
    const wrapped = scriptedProvider({
      wallet_switchEthereumChain: () => Promise.reject(Object.assign(new Error('internal'), { code: -32603, data: { originalError: { code: 4902 } } })),
      wallet_addEthereumChain: () => null,
    })
    cleanups.push(announce({ info: { uuid: '1', name: 'I', icon: ICON, rdns: 'io.i' }, provider: invalid.provider }))
    cleanups.push(announce({ info: { uuid: '2', name: 'W', icon: ICON, rdns: 'io.w' }, provider: wrapped.provider }))
    const adapter = new EvmAdapter()
    cleanups.push(adapter.setup(context().ctx))
    await expect(adapter.switchNetwork('io.i', testNetwork)).rejects.toThrow('Invalid chain id: 0x7a69')
    expect(invalid.methods()).toEqual(['wallet_switchEthereumChain'])
    await expect(adapter.switchNetwork('io.w', testNetwork)).rejects.toMatchObject({ code: -32603 })
    expect(wrapped.methods()).toEqual(['wallet_switchEthereumChain', 'wallet_addEthereumChain', 'wallet_switchEthereumChain'])
  })

  it('serves one kit at a time, lists the wallets again after its disposer ran, and ignores a 1013 disconnect', async () => {
    const wallet = scriptedProvider({ eth_requestAccounts: () => [ADDRESS], eth_chainId: () => '0x7a69' })
    cleanups.push(announce({ info: { uuid: '1', name: 'W', icon: ICON, rdns: 'io.w' }, provider: wallet.provider }))
    const adapter = new EvmAdapter()
    const first = context()
    const dispose = adapter.setup(first.ctx)
    expect(() => adapter.setup(context().ctx)).toThrow('An EvmAdapter serves one kit: create one per createAppKit()')
    dispose()
    const second = context()
    cleanups.push(adapter.setup(second.ctx))
    expect(second.connectors.map((connector) => connector.id)).toEqual(['io.w'])
    await adapter.connect('io.w')
    wallet.emit('disconnect', { code: 1013 })
    expect(second.ctx.onDisconnect).not.toHaveBeenCalled()
  })

  it('a late announcement of the connected window.ethereum does not drop its connection', async () => {
    const legacy = scriptedProvider({ eth_requestAccounts: () => [ADDRESS], eth_chainId: () => '0x7a69' })
    ;(window as { ethereum?: unknown }).ethereum = legacy.provider
    const { ctx, connectors } = context()
    const adapter = new EvmAdapter()
    cleanups.push(adapter.setup(ctx))
    await adapter.connect('injected')
    announce({ info: { uuid: '1', name: 'Legacy', icon: ICON, rdns: 'io.legacy' }, provider: legacy.provider })()
    expect(connectors.map((connector) => connector.id)).toEqual(['injected', 'io.legacy'])
    expect(adapter.getProvider('injected')).toBe(legacy.provider)
  })
})
