import { createServer, type Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../db/Db'
import { assertPortFree } from '../http/assertPortFree'
import { openSeededDb } from '../testing/openSeededDb'
import { startAnvil, startChains, type AnvilHandle } from './anvil'
import type { LocalChain } from './chains'
import { createChainDataApp } from './createChainDataApp'
import { MAX_BATCH_CALLS, MAX_RESPONSE_BYTES } from './rpcProxyRoutes'
import { rpcRequest } from './rpcRequest'
import { SLOW_SETUP_MS } from '../testing/hookTimeouts'

// Ports away from the cloud's own 8545/8546, so the test runs beside a started cloud.
const RUNNING: LocalChain = { id: 31337, name: 'Gangway Local', rpcPort: 28545 }
const NOT_RUNNING: LocalChain = { id: 31338, name: 'Gangway Local 2', rpcPort: 28546 }
/** A node stand-in that answers every call with more than the proxy passes on. */
const FLOODING: LocalChain = { id: 31339, name: 'Flooding node', rpcPort: 28547 }
/** anvil's first dev account, unlocked on the node (the public test mnemonic). */
const DEV_ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

describe('anvil and the chain-data JSON-RPC proxy', () => {
  let db: Db
  let anvil: AnvilHandle | undefined
  let flooding: Server | undefined
  beforeAll(async () => {
    db = await openSeededDb()
    anvil = await startAnvil(RUNNING)
    flooding = createServer((_request, response) => {
      response.setHeader('content-type', 'application/json')
      response.end(JSON.stringify({ jsonrpc: '2.0', id: 1, result: 'x'.repeat(MAX_RESPONSE_BYTES + 1) }))
    })
    await new Promise<void>((resolve) => flooding!.listen(FLOODING.rpcPort, '127.0.0.1', resolve))
  }, SLOW_SETUP_MS)
  afterAll(async () => {
    await anvil?.stop()
    await new Promise((resolve) => flooding?.close(resolve))
    await db.close()
  })

  const rpc = (chainId: string, body: unknown, projectId = 'gangway-test') =>
    createChainDataApp(db, { chains: [RUNNING, NOT_RUNNING, FLOODING] }).request(`/v1/?chainId=${chainId}&projectId=${projectId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })

  it('gets eth_chainId 0x7a69 from anvil through the proxy', async () => {
    const response = await rpc('eip155:31337', { jsonrpc: '2.0', id: 42, method: 'eth_chainId', params: [] })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ jsonrpc: '2.0', id: 42, result: '0x7a69' })
  })

  it('answers concurrent small reads (coalesced into batches to anvil) each under its own id', async () => {
    const app = createChainDataApp(db, { chains: [RUNNING] })
    const ask = (body: unknown) =>
      app.request('/v1/?chainId=eip155:31337&projectId=gangway-test', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    const responses = await Promise.all([
      ...Array.from({ length: 30 }, (_, index) => ask({ jsonrpc: '2.0', id: `client-${index}`, method: 'eth_getBalance', params: [DEV_ACCOUNT_0, 'latest'] })),
      ask([{ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }, { jsonrpc: '2.0', id: 1, method: 'net_version', params: [] }]),
    ])
    const answers = (await Promise.all(responses.map((response) => response.json()))) as unknown[]
    const balance = await rpcRequest(anvil!.rpcUrl, 'eth_getBalance', [DEV_ACCOUNT_0, 'latest'])
    expect(answers.slice(0, 30)).toEqual(Array.from({ length: 30 }, (_, index) => ({ jsonrpc: '2.0', id: `client-${index}`, result: balance })))
    expect(answers[30]).toEqual([{ jsonrpc: '2.0', id: 1, result: '0x7a69' }, { jsonrpc: '2.0', id: 1, result: '31337' }])
  })

  it('refuses what would act with the node’s unlocked accounts or admin powers, single or in a batch', async () => {
    for (const method of ['eth_accounts', 'eth_sendTransaction', 'eth_sign', 'personal_sign', 'eth_signTypedData_v4', 'anvil_setBalance', 'evm_mine']) {
      const refused = await rpc('eip155:31337', { jsonrpc: '2.0', id: 7, method, params: [] })
      expect(refused.status).toBe(403)
      expect(await refused.json()).toEqual({ jsonrpc: '2.0', id: 7, error: { code: -32601, message: `Method not available through this RPC: ${method}` } })
    }
    const batch = await rpc('eip155:31337', [{ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }, { jsonrpc: '2.0', id: 2, method: 'eth_sendTransaction', params: [] }])
    expect(batch.status).toBe(403)
    const raw = await rpc('eip155:31337', { jsonrpc: '2.0', id: 8, method: 'eth_sendRawTransaction', params: ['0x00'] })
    expect(raw.status).not.toBe(403)
  })

  it('forwards only its allow-list: what a deny-list let through moves no funds now', async () => {
    const balance = async () => ((await (await rpc('eip155:31337', { jsonrpc: '2.0', id: 1, method: 'eth_getBalance', params: [DEV_ACCOUNT_0, 'latest'] })).json()) as { result: string }).result
    const before = await balance()
    const send = { from: DEV_ACCOUNT_0, to: '0x000000000000000000000000000000000000dEaD', value: '0xde0b6b3a7640000' }
    // The audit's finds (anvil signs eth_sendUnsignedTransaction for any `from`), and families a deny-list misses.
    for (const [method, params] of [
      ['eth_sendUnsignedTransaction', [send]],
      ['eth_fillTransaction', [send]],
      ['trace_block', ['latest']],
      ['ots_getApiLevel', []],
      ['erigon_getHeaderByNumber', [1]],
      ['parity_pendingTransactions', []],
      ['eth_newFilter', [{}]],
      ['', []],
    ] as const) {
      const refused = await rpc('eip155:31337', { jsonrpc: '2.0', id: 9, method, params })
      expect(refused.status, method).toBe(403)
      expect(((await refused.json()) as { error: { code: number } }).error.code, method).toBe(-32601)
    }
    const hidden = await rpc('eip155:31337', [{ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }, { jsonrpc: '2.0', id: 2, method: 'eth_sendUnsignedTransaction', params: [send] }])
    expect(hidden.status).toBe(403)
    expect(await rpc('eip155:31337', { jsonrpc: '2.0', id: 10 })).toHaveProperty('status', 403)
    expect(await balance()).toBe(before)
  })

  it('limits a batch to its calls and the answer to its size', async () => {
    const call = (id: number) => ({ jsonrpc: '2.0', id, method: 'eth_blockNumber', params: [] })
    const fits = await rpc('eip155:31337', Array.from({ length: MAX_BATCH_CALLS }, (_, index) => call(index)))
    expect(fits.status).toBe(200)
    expect(await fits.json()).toHaveLength(MAX_BATCH_CALLS)
    const tooMany = await rpc('eip155:31337', Array.from({ length: MAX_BATCH_CALLS + 1 }, (_, index) => call(index)))
    expect(tooMany.status).toBe(413)
    expect(await tooMany.json()).toEqual({ jsonrpc: '2.0', id: null, error: { code: -32600, message: `Batch too large: at most ${MAX_BATCH_CALLS} calls` } })
    const flood = await rpc('eip155:31339', call(5))
    expect(flood.status).toBe(502)
    expect(await flood.json()).toEqual({ jsonrpc: '2.0', id: 5, error: { code: -32005, message: `Response too large: more than ${MAX_RESPONSE_BYTES} bytes` } })
  })

  it('answers JSON-RPC errors for an unknown chain, a chain whose node is down and a non-JSON body', async () => {
    const unknown = await rpc('eip155:1', { jsonrpc: '2.0', id: 3, method: 'eth_chainId' })
    expect(unknown.status).toBe(400)
    expect(await unknown.json()).toEqual({ jsonrpc: '2.0', id: 3, error: { code: -32602, message: 'Unsupported chainId: eip155:1' } })
    const down = await rpc('eip155:31338', { jsonrpc: '2.0', id: 4, method: 'eth_chainId' })
    expect(down.status).toBe(502)
    expect(((await down.json()) as { error: { code: number } }).error.code).toBe(-32603)
    const garbage = await rpc('eip155:31337', '{oops')
    expect(garbage.status).toBe(400)
    expect(((await garbage.json()) as { error: { code: number } }).error.code).toBe(-32700)
  })

  it('needs a known projectId and lists the supported chains', async () => {
    expect((await rpc('eip155:31337', { jsonrpc: '2.0', id: 1, method: 'eth_chainId' }, 'nope')).status).toBe(403)
    const chains = await createChainDataApp(db).request('/v1/supported-chains?projectId=gangway-test')
    expect(await chains.json()).toEqual({ http: ['eip155:31337', 'eip155:31338'], ws: [] })
  })

  it('fails clearly when the port is taken', async () => {
    await expect(startAnvil(RUNNING)).rejects.toThrow(/Port 28545 .* already in use/)
  })

  it('starts several chains at once; when one cannot start, the others are stopped again and its error thrown', async () => {
    const [second] = await startChains([NOT_RUNNING])
    expect(await rpcRequest(second!.rpcUrl, 'eth_chainId')).toBe('0x7a6a')
    await second!.stop()
    const error = await startChains([NOT_RUNNING, RUNNING]).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(Error)
    expect((error as Error).message).toMatch(/Port 28545 .* already in use/)
    await expect(assertPortFree(NOT_RUNNING.rpcPort, 'test')).resolves.toBeUndefined()
  })

  it('stops by killing its process group, leaving no process and a free port', async () => {
    const handle = anvil!
    anvil = undefined
    expect(isAlive(handle.pid)).toBe(true)
    await handle.stop()
    expect(isAlive(handle.pid)).toBe(false)
    await expect(assertPortFree(RUNNING.rpcPort, 'test')).resolves.toBeUndefined()
    const response = await rpc('eip155:31337', { jsonrpc: '2.0', id: 5, method: 'eth_chainId' })
    expect(response.status).toBe(502)
  })
})
