import { afterEach, describe, expect, it, vi } from 'vitest'
import { testNetwork, testOptions } from '../../test-support/testKit'
import { chainRpcUrl } from '../connections/chainRpcUrl'
import { parseOptions } from '../options'
import { KitRoot } from '../root'
import { pingNode } from './pingOnOpen'
import { forgetBadNodes, liveNode, markBad, rpcNodes } from './rpcNodes'
import { readRpc } from './readRpc'

const PROXY = 'http://127.0.0.1:3002/v1/?chainId=eip155%3A31337&projectId=gangway-test'
const NODE = 'http://127.0.0.1:8545'

type NodeAnswer = 'ok' | 500 | 'refused'

/** The cloud answers what the open needs; each JSON-RPC node answers as `nodes` says (default: the chain id). */
function stubNodes(nodes: Record<string, NodeAnswer> = {}) {
  const pings: { url: string; method: string }[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL, init?: RequestInit) => {
      const url = String(input)
      const { pathname, port } = new URL(url)
      if (port === '3001') {
        if (pathname === '/getWallets') return Response.json({ count: 0, data: [] })
        if (pathname === '/getAnalyticsConfig') return Response.json({ isAnalyticsEnabled: false })
        return Response.json({ features: [] })
      }
      const body = JSON.parse(String(init?.body)) as { id: number; method: string }
      pings.push({ url, method: body.method })
      const answer = nodes[url] ?? 'ok'
      if (answer === 'refused') throw new TypeError('Failed to fetch')
      if (answer === 500) return new Response('down', { status: 500 })
      return Response.json({ jsonrpc: '2.0', id: body.id, result: '0x7a69' })
    }),
  )
  return pings
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 30))

describe('the RPC test ping on open (§7)', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    forgetBadNodes()
  })

  it("opening the modal sends one eth_chainId to the active network's node, with chainId and projectId; once per open", async () => {
    const pings = stubNodes()
    const kit = new KitRoot(testOptions({ disableProviderPing: false }))
    await kit.open()
    await vi.waitFor(() => expect(pings).toEqual([{ url: PROXY, method: 'eth_chainId' }]))
    await kit.open()
    await settle()
    expect(pings).toHaveLength(1)
    await kit.close()
    await kit.open()
    await vi.waitFor(() => expect(pings).toHaveLength(2))
    kit.destroy()
  })

  it('sends nothing with disableProviderPing', async () => {
    const pings = stubNodes()
    const kit = new KitRoot(testOptions({ disableProviderPing: true }))
    await kit.open()
    await vi.waitFor(() => expect(kit.flagStore.remoteStatus).not.toBe('loading'))
    await settle()
    expect(pings).toEqual([])
    kit.destroy()
  })

  it.each([[500 as const], ['refused' as const]])('a node that answers %s is left: the next open pings the next node, and requests go there', async (answer) => {
    const pings = stubNodes({ [PROXY]: answer })
    const kit = new KitRoot(testOptions({ disableProviderPing: false }))
    await kit.open()
    await vi.waitFor(() => expect(liveNode(PROXY)).toBe(NODE))
    expect(liveNode(chainRpcUrl(kit.options, testNetwork))).toBe(NODE)
    await kit.close()
    await kit.open()
    await vi.waitFor(() => expect(pings.map((ping) => ping.url)).toEqual([PROXY, `${NODE}/`]))
    expect(liveNode(NODE)).toBe(NODE)
    // Reads for the proxy's URL (the adapters' balance, the embedded wallet's) go to the node now.
    await readRpc(PROXY, 'eth_blockNumber', [])
    expect(pings.at(-1)).toEqual({ url: `${NODE}/`, method: 'eth_blockNumber' })
    kit.destroy()
  })

  it("a node that answers with a JSON-RPC error is up; the developer's nodes come first, the rpcMap after the proxy", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ jsonrpc: '2.0', id: 0, error: { code: -32601, message: 'no such method' } })))
    const options = parseOptions(
      testOptions({
        customRpcUrls: { 'eip155:31337': [{ url: 'https://rpc.example/a' }] },
        universalProviderConfigOverride: { rpcMap: { 'eip155:31337': 'https://rpc.example/map' } },
      }),
    )
    expect(await pingNode(options, testNetwork)).toEqual({ url: 'https://rpc.example/a', ok: true })
    const nodes = rpcNodes(options, testNetwork)
    expect(nodes).toEqual(['https://rpc.example/a', PROXY, 'https://rpc.example/map', NODE])
    markBad('https://rpc.example/a', nodes)
    expect(liveNode('https://rpc.example/a')).toBe(PROXY)
    markBad(PROXY, nodes)
    expect(liveNode('https://rpc.example/a')).toBe('https://rpc.example/map')
  })
})
