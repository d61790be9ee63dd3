import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { networkStatusRoutes, type MonitoredNetwork } from './networkStatusRoutes'

/** A node answering eth_blockNumber with 0x2a (42). */
let node: Server
let nodeUrl = ''
beforeAll(async () => {
  node = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      const { id, method } = JSON.parse(body) as { id: number; method: string }
      response.setHeader('content-type', 'application/json')
      response.end(JSON.stringify(method === 'eth_blockNumber' ? { jsonrpc: '2.0', id, result: '0x2a' } : { jsonrpc: '2.0', id, error: { code: -32601, message: 'no' } }))
    })
  })
  await new Promise<void>((resolve) => node.listen(0, '127.0.0.1', resolve))
  nodeUrl = `http://127.0.0.1:${(node.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => node.close(() => resolve())))

const networks = (): MonitoredNetwork[] => [
  { caipNetworkId: 'eip155:31337', name: 'Gangway Local', rpcUrl: nodeUrl },
  // Nothing listens on port 9: the probe fails at once.
  { caipNetworkId: 'eip155:31338', name: 'Gangway Local 2', rpcUrl: 'http://127.0.0.1:9' },
]
const get = async (query: string) => {
  const response = await networkStatusRoutes(networks, { probeTimeoutMs: 1000 }).request(`/status${query}`)
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

describe('the network-status service', () => {
  it("reports a node that answers: operational, its latency and its latest block", async () => {
    const { status, body } = await get('?chainId=eip155:31337')
    expect(status).toBe(200)
    expect(body).toMatchObject({ caipNetworkId: 'eip155:31337', name: 'Gangway Local', status: 'operational', blockNumber: '42' })
    expect(typeof body['latencyMs']).toBe('number')
    expect(Number.isNaN(Date.parse(String(body['checkedAt'])))).toBe(false)
  })

  it('reports a node that does not answer as unreachable', async () => {
    expect((await get('?chainId=eip155:31338')).body).toMatchObject({ status: 'unreachable', latencyMs: null, blockNumber: null })
  })

  it('refuses a missing or malformed chain id, and names an unknown one', async () => {
    expect(await get('')).toEqual({ status: 400, body: { error: 'Expected chainId=eip155:<chain id>' } })
    expect(await get('?chainId=eip155:0x1')).toEqual({ status: 400, body: { error: 'Expected chainId=eip155:<chain id>' } })
    expect(await get('?chainId=eip155:1')).toEqual({ status: 404, body: { error: 'Unknown network eip155:1' } })
  })
})
