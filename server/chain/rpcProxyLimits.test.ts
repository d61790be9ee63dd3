import { describe, expect, it } from 'vitest'
import { logQueryRefusal, MAX_LOG_BLOCK_RANGE, MAX_LOG_QUERIES, rpcProxyRoutes } from './rpcProxyRoutes'

const getLogs = (id: number, fromBlock: string, toBlock: string) => ({ jsonrpc: '2.0', id, method: 'eth_getLogs', params: [{ fromBlock, toBlock }] })

describe('RPC proxy: eth_getLogs limits (the costly read)', () => {
  it('at most 5 eth_getLogs in a request, each over at most 10,000 blocks when the range is numeric', () => {
    expect(logQueryRefusal(getLogs(1, '0x0', `0x${MAX_LOG_BLOCK_RANGE.toString(16)}`))).toBeUndefined()
    expect(logQueryRefusal(getLogs(1, '0x0', `0x${(MAX_LOG_BLOCK_RANGE + 1).toString(16)}`))).toBe('eth_getLogs block range too large: at most 10000 blocks')
    expect(logQueryRefusal(getLogs(1, 'earliest', 'latest'))).toBeUndefined()
    expect(logQueryRefusal(Array.from({ length: MAX_LOG_QUERIES }, (_, index) => getLogs(index, 'latest', 'latest')))).toBeUndefined()
    expect(logQueryRefusal(Array.from({ length: MAX_LOG_QUERIES + 1 }, (_, index) => getLogs(index, 'latest', 'latest')))).toBe('Too many eth_getLogs in one request: at most 5')
    for (const odd of [{ method: 'eth_getLogs' }, { method: 'eth_getLogs', params: 'x' }, { method: 'eth_getLogs', params: [null] }, null, 7]) expect(logQueryRefusal(odd)).toBeUndefined()
  })

  it('answers a refused request with -32005 and 413 before the node is asked', async () => {
    const app = rpcProxyRoutes([])
    const response = await app.request('/v1/?chainId=eip155:31337', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(getLogs(9, '0x0', '0xffffff')) })
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({ jsonrpc: '2.0', id: 9, error: { code: -32005, message: 'eth_getLogs block range too large: at most 10000 blocks' } })
  })
})
