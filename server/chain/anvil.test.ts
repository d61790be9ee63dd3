import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../db/Db'
import { assertPortFree } from '../http/assertPortFree'
import { openSeededDb } from '../testing/openSeededDb'
import { startAnvil, type AnvilHandle } from './anvil'
import type { LocalChain } from './chains'
import { createChainDataApp } from './createChainDataApp'

// Ports away from the cloud's own 8545/8546, so the test runs beside a started cloud.
const RUNNING: LocalChain = { id: 31337, name: 'Gangway Local', rpcPort: 28545 }
const NOT_RUNNING: LocalChain = { id: 31338, name: 'Gangway Local 2', rpcPort: 28546 }

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
  beforeAll(async () => {
    db = await openSeededDb()
    anvil = await startAnvil(RUNNING)
  })
  afterAll(async () => {
    await anvil?.stop()
    await db.close()
  })

  const rpc = (chainId: string, body: unknown, projectId = 'gangway-test') =>
    createChainDataApp(db, { chains: [RUNNING, NOT_RUNNING] }).request(`/v1/?chainId=${chainId}&projectId=${projectId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })

  it('gets eth_chainId 0x7a69 from anvil through the proxy', async () => {
    const response = await rpc('eip155:31337', { jsonrpc: '2.0', id: 42, method: 'eth_chainId', params: [] })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ jsonrpc: '2.0', id: 42, result: '0x7a69' })
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
