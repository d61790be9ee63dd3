import { afterEach, describe, expect, it, vi } from 'vitest'
import { testNetwork } from '../../test-support/testKit'
import { readNativeBalance } from './readNativeBalance'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const reply = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

describe('readNativeBalance', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('asks eth_getBalance and formats it with the network decimals', async () => {
    const fetch = vi.fn(() => Promise.resolve(reply({ jsonrpc: '2.0', id: 1, result: '0x1bc16d674ec80000' })))
    vi.stubGlobal('fetch', fetch)
    await expect(readNativeBalance(['http://proxy/v1/?chainId=eip155:31337'], ADDRESS, testNetwork)).resolves.toEqual({ balance: '2', symbol: 'ETH' })
    expect(JSON.parse(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body))).toMatchObject({ method: 'eth_getBalance', params: [ADDRESS, 'latest'] })
  })

  it("falls back to the network's own node when the proxy fails or answers garbage, and fails with the last error", async () => {
    const fetch = vi.fn((url: string) =>
      Promise.resolve(url.startsWith('http://proxy') ? reply({ error: 'x' }, 502) : url.startsWith('http://bad') ? reply({ result: 'nope' }) : reply({ result: '0x0' })),
    )
    vi.stubGlobal('fetch', fetch)
    await expect(readNativeBalance(['http://proxy/', 'http://node/'], ADDRESS, testNetwork)).resolves.toEqual({ balance: '0', symbol: 'ETH' })
    await expect(readNativeBalance(['http://proxy/', 'http://bad/'], ADDRESS, testNetwork)).rejects.toMatchObject({ code: 'NODE_MALFORMED', message: 'The node sent a malformed answer to eth_getBalance', details: 'http://bad/' })
    await expect(readNativeBalance([], ADDRESS, testNetwork)).rejects.toThrow('No RPC url provided for chainId')
  })
})
