// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { EvmAdapter } from '../../adapters/evm/EvmAdapter'
import { FakeAdapter } from '../../test-support/fakeAdapter'
import { testNetwork, testOptions } from '../../test-support/testKit'
import { parseOptions } from '../options'
import { KitRoot } from '../root'
import { chainRpcUrl } from './chainRpcUrl'

const CUSTOM = 'https://rpc.example/local'

describe('chainRpcUrl: customRpcUrls, else the chain-data proxy', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('is the chain-data proxy with chainId and projectId by default', () => {
    expect(chainRpcUrl(parseOptions(testOptions()), testNetwork)).toBe('http://127.0.0.1:3002/v1/?chainId=eip155%3A31337&projectId=gangway-test')
  })

  it("is the first of the network's customRpcUrls; other networks keep the proxy", () => {
    const options = parseOptions(testOptions({ customRpcUrls: { 'eip155:31337': [{ url: CUSTOM }, { url: 'https://rpc.example/backup' }] } }))
    expect(chainRpcUrl(options, testNetwork)).toBe(CUSTOM)
    expect(chainRpcUrl(options, { ...testNetwork, id: 1, caipNetworkId: 'eip155:1' })).toContain('/v1/?chainId=eip155%3A1&')
  })

  it('is the URL the adapters get for the network', () => {
    const adapter = new FakeAdapter()
    const kit = new KitRoot(testOptions({ adapters: [adapter], customRpcUrls: { 'eip155:31337': [{ url: CUSTOM }] } }))
    kit.startAdapters()
    expect(adapter.context?.rpcUrl(testNetwork)).toBe(CUSTOM)
    kit.destroy()
  })

  it("the EVM adapter reads the balance from it (eth_getBalance to the custom node, not the proxy)", async () => {
    const requests: { url: string; method: unknown }[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string | URL, init?: RequestInit) => {
        const body = JSON.parse(String(init?.body)) as { id: number; method: string }
        requests.push({ url: String(url), method: body.method })
        return Promise.resolve(Response.json({ jsonrpc: '2.0', id: body.id, result: '0xde0b6b3a7640000' }))
      }),
    )
    const adapter = new EvmAdapter()
    const kit = new KitRoot(testOptions({ adapters: [adapter], customRpcUrls: { 'eip155:31337': [{ url: CUSTOM }] } }))
    kit.startAdapters()
    expect(await adapter.getBalance('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', testNetwork)).toEqual({ balance: '1', symbol: 'ETH' })
    expect(requests).toEqual([{ url: CUSTOM, method: 'eth_getBalance' }])
    kit.destroy()
  })
})
