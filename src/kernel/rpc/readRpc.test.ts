import { afterEach, describe, expect, it, vi } from 'vitest'
import { readRpc } from './readRpc'

const URL = 'http://node.test/rpc'
const answer = (body: string, status = 200) => vi.fn(() => Promise.resolve(new Response(body, { status, headers: { 'content-type': 'application/json' } })))

afterEach(() => vi.unstubAllGlobals())

describe('readRpc', () => {
  it('posts one JSON-RPC request and resolves with its result', async () => {
    const fetch = answer(JSON.stringify({ jsonrpc: '2.0', id: 1, result: '0x10' }))
    vi.stubGlobal('fetch', fetch)
    await expect(readRpc(URL, 'eth_blockNumber', [])).resolves.toBe('0x10')
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe(URL)
    expect(init.method).toBe('POST')
    expect(JSON.parse(String(init.body))).toMatchObject({ jsonrpc: '2.0', method: 'eth_blockNumber', params: [] })
  })

  it("rejects with the node's own code and message", async () => {
    vi.stubGlobal('fetch', answer(JSON.stringify({ jsonrpc: '2.0', id: 1, error: { code: -32602, message: 'invalid argument 0' } })))
    await expect(readRpc(URL, 'eth_getBalance', ['nope'])).rejects.toMatchObject({ name: 'ProviderRpcError', code: -32602, message: 'invalid argument 0' })
  })

  it('names the status a failing node answered with', async () => {
    vi.stubGlobal('fetch', answer('{"error":"down"}', 503))
    await expect(readRpc(URL, 'eth_chainId', [])).rejects.toMatchObject({ code: 'NODE_STATUS', message: 'The node answered 503 to eth_chainId' })
  })

  it('refuses an answer that is not JSON, or has neither a result nor an error', async () => {
    vi.stubGlobal('fetch', answer('<html>'))
    await expect(readRpc(URL, 'eth_chainId', [])).rejects.toMatchObject({ code: 'NODE_MALFORMED', message: 'The node sent a malformed answer to eth_chainId', details: URL })
    vi.stubGlobal('fetch', answer(JSON.stringify({ jsonrpc: '2.0', id: 1 })))
    await expect(readRpc(URL, 'eth_chainId', [])).rejects.toMatchObject({ code: 'NODE_MALFORMED' })
  })

  it('says so when the node cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('fetch failed'))))
    await expect(readRpc(URL, 'eth_chainId', [])).rejects.toMatchObject({ code: 'NODE_UNREACHABLE', message: 'The node could not be reached for eth_chainId', details: URL })
  })
})
