import { afterEach, describe, expect, it, vi } from 'vitest'
import { encodeAbiParameters } from 'viem/utils'
import { FAKE_ADDRESS, FakeAdapter } from '../../test-support/fakeAdapter'
import { testNetwork } from '../../test-support/testKit'
import { flush, secondNetwork, startKit } from '../stores/connectionTestKit'
import { createMemoryStorage } from '../storage/storage'

const GUSD = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const CUSTOM = 'https://rpc.example/local'

/** A node answering the three ERC-20 reads (balanceOf: 12.5 gUSD, decimals: 6, symbol: 'gUSD'); it records each eth_call. */
function erc20Node() {
  const calls: { url: string; to: string; data: string }[] = []
  const answers: Record<string, `0x${string}`> = {
    '0x70a08231': encodeAbiParameters([{ type: 'uint256' }], [12_500_000n]),
    '0x313ce567': encodeAbiParameters([{ type: 'uint8' }], [6]),
    '0x95d89b41': encodeAbiParameters([{ type: 'string' }], ['gUSD']),
  }
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string | URL, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as { id: number; method: string; params: [{ to: string; data: string }] }
      if (body.method !== 'eth_call') return Promise.resolve(Response.json({ jsonrpc: '2.0', id: body.id, error: { code: -32601, message: 'no' } }))
      const [{ to, data }] = body.params
      calls.push({ url: String(url), to, data })
      return Promise.resolve(Response.json({ jsonrpc: '2.0', id: body.id, result: answers[data.slice(0, 10)] }))
    }),
  )
  return calls
}

describe('tokens: the account shows the configured token’s balance on its network', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('reads balanceOf, decimals and symbol of the token through the network’s RPC URL; no native read', async () => {
    const calls = erc20Node()
    const adapter = new FakeAdapter()
    const { kit } = startKit(adapter, createMemoryStorage(), { tokens: { 'eip155:31337': { address: GUSD } }, customRpcUrls: { 'eip155:31337': [{ url: CUSTOM }] } })
    await kit.connection.connect('io.test')
    await vi.waitFor(() => expect(kit.account.balanceStatus).toBe('ready'))
    expect(kit.account.balance).toBe('12.5')
    expect(kit.account.balanceSymbol).toBe('gUSD')
    expect(adapter.calls).not.toContain('balance:eip155:31337')
    const owner = FAKE_ADDRESS.slice(2).toLowerCase().padStart(64, '0')
    expect(calls).toContainEqual({ url: CUSTOM, to: GUSD, data: `0x70a08231${owner}` })
    expect(calls.map((call) => call.data.slice(0, 10)).sort()).toEqual(['0x313ce567', '0x70a08231', '0x95d89b41'])
    expect(calls.every((call) => call.url === CUSTOM && call.to === GUSD)).toBe(true)
  })

  it('a network without a token keeps the native balance, from the adapter', async () => {
    erc20Node()
    const adapter = new FakeAdapter()
    const { kit } = startKit(adapter, createMemoryStorage(), { tokens: { [secondNetwork.caipNetworkId]: { address: GUSD } } })
    await kit.connection.connect('io.test')
    await flush(kit)
    await vi.waitFor(() => expect(kit.account.balanceStatus).toBe('ready'))
    expect(kit.account.balanceSymbol).toBe(testNetwork.nativeCurrency.symbol)
    expect(adapter.calls).toContain('balance:eip155:31337')
  })

  it('a token the node cannot read leaves the balance failed', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(Response.json({ jsonrpc: '2.0', id: 1, error: { code: 3, message: 'execution reverted' } }))))
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { kit } = startKit(new FakeAdapter(), createMemoryStorage(), { tokens: { 'eip155:31337': { address: GUSD } } })
    await kit.connection.connect('io.test')
    await vi.waitFor(() => expect(kit.account.balanceStatus).toBe('failed'))
  })
})
