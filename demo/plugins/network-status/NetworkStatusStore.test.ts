// @vitest-environment happy-dom
import { createPublicClient, custom, type PublicClient } from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakePluginContext } from '../../../src/test-support/fakePluginContext'
import { testNetwork } from '../../../src/test-support/testKit'
import { NetworkStatusStore } from './NetworkStatusStore'

const STATUS_URL = 'http://status.test/plugins/network-status/status'
const health = (blockNumber: string) => ({ caipNetworkId: testNetwork.caipNetworkId, status: 'operational', latencyMs: 3, blockNumber, checkedAt: '2026-11-25T10:00:00.000Z' })

/** A real viem public client over a node that answers block 0x2a and a gas price of 1.5 gwei. */
function nodeClient(answer: (method: string) => unknown = (method) => (method === 'eth_blockNumber' ? '0x2a' : '0x59682f00')): { client: PublicClient; calls: string[] } {
  const calls: string[] = []
  const client = createPublicClient({ transport: custom({ request: async ({ method }: { method: string }) => (calls.push(method), answer(method)) }) }) as PublicClient
  return { client, calls }
}

function storeWith(client: PublicClient, service: () => Promise<Response>) {
  const fetch = vi.fn((_url: URL | string) => service())
  vi.stubGlobal('fetch', fetch)
  const fake = fakePluginContext({ plugin: 'network-status', publicClient: () => Promise.resolve(client) })
  return { store: new NetworkStatusStore(fake.context, { statusUrl: STATUS_URL, pollMs: 60_000 }), fake, fetch }
}

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('NetworkStatusStore', () => {
  it("reads the latest block and gas price from the node, and asks the author's service about the active network", async () => {
    const { client, calls } = nodeClient()
    const { store, fetch } = storeWith(client, () => Promise.resolve(Response.json(health('42'))))
    const stop = store.watch()
    await vi.waitFor(() => expect(store.health).toBeDefined())
    expect([store.blockNumber, store.gasPrice, store.verdict]).toEqual([42n, 1_500_000_000n, 'operational'])
    expect(calls).toEqual(expect.arrayContaining(['eth_blockNumber', 'eth_gasPrice']))
    expect(String(fetch.mock.calls[0]?.[0])).toBe(`${STATUS_URL}?chainId=${encodeURIComponent(testNetwork.caipNetworkId)}`)
    stop()
  })

  it("says the service's trouble in its own words, and the node's in the kit's; a dead node is unreachable", async () => {
    const { client } = nodeClient(() => {
      throw new Error('connection refused')
    })
    const { store } = storeWith(client, () => Promise.resolve(new Response('down', { status: 503 })))
    await store.refresh()
    expect(store.serviceError).toBe('The status service answered 503')
    expect(store.nodeError).toContain('connection refused')
    expect(store.verdict).toBe('unreachable')
  })

  it('refuses an answer from the service that is not what it promises', async () => {
    const { client } = nodeClient()
    const { store } = storeWith(client, () => Promise.resolve(Response.json({ status: 'fine' })))
    await store.refresh()
    expect(store.serviceError).toBe('The status service sent an unreadable answer')
    expect(store.blockNumber).toBe(42n)
  })

  it('reads only while a part watches, once however many parts watch', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    const { client, calls } = nodeClient()
    const { store } = storeWith(client, () => Promise.resolve(Response.json(health('42'))))
    const reads = () => calls.filter((method) => method === 'eth_blockNumber').length
    const stopSection = store.watch()
    const stopTab = store.watch()
    await vi.waitFor(() => expect(reads()).toBe(1))
    // One poll a minute while watched, not one per watcher.
    await vi.advanceTimersByTimeAsync(60_000)
    await vi.waitFor(() => expect(reads()).toBe(2))
    stopSection()
    stopTab()
    stopTab()
    await vi.advanceTimersByTimeAsync(180_000)
    expect(reads()).toBe(2)
  })

  it('a part that shows within pollMs of the read made on load reads nothing more; one that shows later reads again', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] })
    const { client, calls } = nodeClient()
    const { store, fetch } = storeWith(client, () => Promise.resolve(Response.json(health('42'))))
    const reads = () => calls.filter((method) => method === 'eth_blockNumber').length
    // The plugin's module reads once as it loads (on intent): the first open shows the block at once.
    await store.refresh()
    expect([reads(), fetch.mock.calls.length, store.blockNumber]).toEqual([1, 1, 42n])
    const stop = store.watch()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect([reads(), fetch.mock.calls.length]).toEqual([1, 1])
    stop()
    vi.setSystemTime(Date.now() + 60_000)
    const stopLater = store.watch()
    await vi.waitFor(() => expect([reads(), fetch.mock.calls.length]).toEqual([2, 2]))
    stopLater()
  })

  it('forgets the old network on a switch and reads the new one', async () => {
    const { client } = nodeClient()
    const { store, fake, fetch } = storeWith(client, () => Promise.resolve(Response.json(health('42'))))
    const stop = store.watch()
    await vi.waitFor(() => expect(store.health).toBeDefined())
    const other = { ...testNetwork, id: 31338, caipNetworkId: 'eip155:31338' as const, name: 'Other' }
    fetch.mockImplementation((_url: URL | string) => Promise.resolve(Response.json({ ...health('7'), caipNetworkId: 'eip155:31338', status: 'unreachable', latencyMs: null })))
    fake.set({ network: other })
    // At once: nothing of the old network is shown for the new one.
    expect([store.networkName, store.health, store.blockNumber, store.verdict]).toEqual(['Other', undefined, undefined, 'checking'])
    await vi.waitFor(() => expect(store.health?.caipNetworkId).toBe('eip155:31338'))
    expect(String(fetch.mock.calls.at(-1)?.[0])).toContain(`chainId=${encodeURIComponent('eip155:31338')}`)
    expect(store.verdict).toBe('unreachable')
    stop()
    fake.dispose()
  })
})
