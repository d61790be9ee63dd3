import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:net'
import { Hono } from 'hono'
import { http, parseEther, toHex, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createBundlerClient } from 'viem/account-abstraction'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../db/Db'
import { SLOW_SETUP_MS, SLOW_TEST_MS } from '../../testing/hookTimeouts'
import { openSeededDb } from '../../testing/openSeededDb'
import { startDeployedChain, type DeployedChain } from '../../testing/deployedChain'
import { ENTRY_POINT_07 } from '../aa/aaAddresses'
import { AA_ACCOUNTS } from '../aa/planAccountAbstraction'
import { toSimpleAccount } from '../aa/toSimpleAccount'
import type { LocalChain } from '../chains'
import { createChainDataApp } from '../createChainDataApp'
import { testAccount } from '../deployContracts'
import { rpcRequest } from '../rpcRequest'
import { externalBundler } from './bundlerConfig'
import { bundlerRoutes } from './bundlerRoutes'
import { startBundler, type BundlerHandle } from './startBundler'
import { bundlerTargets } from './startLocalBundlers'

// Spare ports, away from the cloud's (8545/8546, bundlers 4337/4338) and the other suites' (see server/README.md).
const CHAIN: LocalChain = { id: 31337, name: 'Gangway Local', rpcPort: 30046 }
const BUNDLER_PORT = 30047
/** Nothing listens here: a bundler that is down. */
const DOWN_PORT = 30048
const ENDPOINT = '/v1/bundler?projectId=gangway-test&chainId=eip155:31337&bundler=pimlico'
const key = (index: number): Hex => toHex(testAccount(index).getHdKey().privateKey!)
const gasPrice = { method: 'pimlico_getUserOperationGasPrice', params: [] } as const

describe('POST /v1/bundler with a real bundler (alto) on a local chain', () => {
  let local: DeployedChain
  let bundler: BundlerHandle
  let db: Db
  let app: ReturnType<typeof createChainDataApp>
  const lines: string[] = []
  const start = () =>
    startBundler({ chainId: CHAIN.id, rpcUrl: local.anvil.rpcUrl, port: BUNDLER_PORT, entryPoint: ENTRY_POINT_07, executorKey: key(AA_ACCOUNTS.bundlerExecutor), utilityKey: key(AA_ACCOUNTS.bundlerUtility), log: (line) => lines.push(line) })
  beforeAll(async () => {
    ;[local, db] = await Promise.all([startDeployedChain(CHAIN), openSeededDb()])
    bundler = await start()
    app = createChainDataApp(db, { chains: [CHAIN], localChains: local.info, log: () => {}, bundlers: bundlerTargets(local.info, () => bundler.url) })
  }, SLOW_SETUP_MS)
  afterAll(async () => {
    await bundler?.stop()
    await local?.stop()
    await db?.close()
  })

  const post = async (body: unknown, path = ENDPOINT) => {
    const response = await app.request(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
    return { status: response.status, body: (await response.json()) as { result?: unknown; error?: { code: number; message: string } } }
  }
  const call = (method: string, params: unknown[] = [], path?: string) => post({ jsonrpc: '2.0', id: 7, method, params }, path)
  /** viem's bundler client, its requests answered by the chain-data app (as the kit's would be over HTTP). */
  const bundlerClient = () =>
    createBundlerClient({ client: local.client, pollingInterval: 50, transport: http(`http://chain-data.test${ENDPOINT}`, { fetchFn: async (input, init) => app.request(String(input), init) }) })

  async function fundedSmartAccount() {
    const smart = await toSimpleAccount(local.client, privateKeyToAccount(generatePrivateKey()))
    await rpcRequest(local.anvil.rpcUrl, 'anvil_setBalance', [smart.address, toHex(parseEther('1'))])
    return smart
  }
  async function send(smart: Awaited<ReturnType<typeof fundedSmartAccount>>, to: Hex, value: bigint) {
    const client = bundlerClient()
    const { fast } = (await client.request(gasPrice as never)) as { fast: { maxFeePerGas: Hex; maxPriorityFeePerGas: Hex } }
    return client.sendUserOperation({ account: smart, calls: [{ to, value }], maxFeePerGas: BigInt(fast.maxFeePerGas), maxPriorityFeePerGas: BigInt(fast.maxPriorityFeePerGas) })
  }

  it('listens on 127.0.0.1 only, and serves the EntryPoint v0.7', async () => {
    const listening = readFileSync('/proc/net/tcp', 'utf8').split('\n').filter((line) => line.trim().split(/\s+/)[3] === '0A')
    const local4 = listening.map((line) => line.trim().split(/\s+/)[1]).filter((address) => address?.endsWith(`:${BUNDLER_PORT.toString(16).toUpperCase().padStart(4, '0')}`))
    expect(local4).toEqual(['0100007F:' + BUNDLER_PORT.toString(16).toUpperCase().padStart(4, '0')])
    expect(await call('eth_supportedEntryPoints')).toEqual({ status: 200, body: { jsonrpc: '2.0', id: 7, result: [ENTRY_POINT_07] } })
    expect(await call('eth_chainId')).toEqual({ status: 200, body: { jsonrpc: '2.0', id: 7, result: '0x7a69' } })
  })

  it('passes a user operation to the bundler, which lands it: the account is deployed, the receiver paid, the receipt readable', async () => {
    const smart = await fundedSmartAccount()
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    const hash = await send(smart, receiver, parseEther('0.01'))
    const receipt = await bundlerClient().waitForUserOperationReceipt({ hash, timeout: 30_000 })
    expect(receipt).toMatchObject({ success: true, sender: smart.address, userOpHash: hash })
    expect(await local.client.getBalance({ address: receiver })).toBe(parseEther('0.01'))
    expect(await smart.isDeployed()).toBe(true)
    const byHash = await call('eth_getUserOperationByHash', [hash])
    expect(byHash.body.result).toMatchObject({ userOperation: { sender: smart.address }, entryPoint: ENTRY_POINT_07, transactionHash: receipt.receipt.transactionHash })
    const raw = await call('eth_getUserOperationReceipt', [hash])
    expect(raw.body.result).toMatchObject({ success: true, userOpHash: hash })
  }, SLOW_TEST_MS)

  it('refuses methods off the allow-list, batches, bad params, another entry point, chain or bundler name, with a clear error', async () => {
    for (const method of ['debug_bundler_clearState', 'debug_bundler_sendBundleNow', 'eth_sendRawTransaction', 'eth_accounts']) {
      expect(await call(method), method).toEqual({ status: 403, body: { jsonrpc: '2.0', id: 7, error: { code: -32601, message: `Method not available through the bundler endpoint: ${method}` } } })
    }
    const badHash = await call('eth_getUserOperationReceipt', ['0x12'])
    expect(badHash.status).toBe(400)
    expect(badHash.body.error?.message).toMatch(/^Invalid params for eth_getUserOperationReceipt: .*32-byte hex hash/s)
    const noOp = await call('eth_sendUserOperation', [{ sender: '0x1' }, ENTRY_POINT_07])
    expect(noOp.status).toBe(400)
    expect(noOp.body.error?.message).toMatch(/^Invalid params for eth_sendUserOperation/)
    const smart = await fundedSmartAccount()
    const otherEntryPoint = '0x5FF137D4b0FDCD49DcA30c7CF57E578a026d2789'
    const estimate = await call('eth_estimateUserOperationGas', [{ sender: smart.address, nonce: '0x0', callData: '0x', signature: await smart.getStubSignature() }, otherEntryPoint])
    expect(estimate).toMatchObject({ status: 400, body: { error: { code: -32602, message: `Unsupported entry point: ${otherEntryPoint} (eip155:31337 has ${ENTRY_POINT_07})` } } })
    expect(await call('eth_supportedEntryPoints', [], '/v1/bundler?projectId=gangway-test&chainId=eip155:1')).toMatchObject({ status: 400, body: { error: { message: 'No bundler for chainId: eip155:1' } } })
    expect(await call('eth_supportedEntryPoints', [], '/v1/bundler?projectId=gangway-test')).toMatchObject({ status: 400, body: { error: { message: 'No bundler for chainId: (missing)' } } })
    expect(await call('eth_supportedEntryPoints', [], '/v1/bundler?projectId=gangway-test&chainId=eip155:31337&bundler=other')).toMatchObject({
      status: 400,
      body: { error: { message: 'Unsupported bundler: other (supported: pimlico)' } },
    })
    expect((await call('eth_supportedEntryPoints', [], '/v1/bundler?chainId=eip155:31337')).status).toBe(400)
    expect((await call('eth_supportedEntryPoints', [], '/v1/bundler?projectId=nope&chainId=eip155:31337')).status).toBe(403)
    expect(await post([{ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }])).toMatchObject({ status: 400, body: { error: { message: expect.stringMatching(/^Batch requests are not taken/) } } })
    expect(await post({ id: 1, method: 'eth_chainId' })).toMatchObject({ status: 400, body: { error: { code: -32600 } } })
  })

  it("passes the bundler's own refusal back (a user operation signed by another key)", async () => {
    const smart = await fundedSmartAccount()
    const impostor = await toSimpleAccount(local.client, privateKeyToAccount(generatePrivateKey()))
    const forged = Object.assign(Object.create(smart) as typeof smart, { signUserOperation: impostor.signUserOperation })
    await expect(send(forged, privateKeyToAccount(generatePrivateKey()).address, 1n)).rejects.toThrow(/AA24 signature error/)
  }, SLOW_TEST_MS)

  it('answers 502 at once when the bundler is down, and works again once it is back', async () => {
    await bundler.stop()
    const down = await call('eth_supportedEntryPoints')
    expect(down).toEqual({ status: 502, body: { jsonrpc: '2.0', id: 7, error: { code: -32603, message: 'The bundler for eip155:31337 is not reachable' } } })
    const smart = await fundedSmartAccount()
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    await expect(send(smart, receiver, parseEther('0.01'))).rejects.toThrow(/The bundler for eip155:31337 is not reachable/)
    expect(await local.client.getBalance({ address: receiver })).toBe(0n)
    bundler = await start()
    const hash = await send(smart, receiver, parseEther('0.01'))
    expect((await bundlerClient().waitForUserOperationReceipt({ hash, timeout: 30_000 })).success).toBe(true)
    expect(await local.client.getBalance({ address: receiver })).toBe(parseEther('0.01'))
  }, SLOW_TEST_MS)
})

describe('POST /v1/bundler without an answer', () => {
  let silent: Server
  beforeAll(async () => {
    // Accepts connections and never answers: a hung bundler.
    silent = createServer(() => {})
    await new Promise<void>((resolve) => silent.listen(DOWN_PORT, '127.0.0.1', resolve))
  })
  afterAll(async () => {
    silent.close()
  })

  it('gives up after its timeout with a 502 naming it, rather than waiting', async () => {
    const app = new Hono().route('/', bundlerRoutes({ 'eip155:31337': { url: `http://127.0.0.1:${DOWN_PORT}`, entryPoint: ENTRY_POINT_07 } }, { timeoutMs: 300 }))
    const response = await app.request('/v1/bundler?chainId=eip155:31337', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }) })
    expect(response.status).toBe(502)
    expect(await response.json()).toEqual({ jsonrpc: '2.0', id: 1, error: { code: -32603, message: 'The bundler for eip155:31337 did not answer within 0.3 s' } })
  })
})

describe('GANGWAY_BUNDLER_URL', () => {
  it('is optional; https anywhere, plain http on loopback only; {chainId} is the chain id', () => {
    expect(externalBundler({})).toBeUndefined()
    expect(externalBundler({ GANGWAY_BUNDLER_URL: ' ' })).toBeUndefined()
    expect(externalBundler({ GANGWAY_BUNDLER_URL: 'https://bundler.example/v2/{chainId}/rpc?apikey=k' })?.urlFor(31338)).toBe('https://bundler.example/v2/31338/rpc?apikey=k')
    expect(externalBundler({ GANGWAY_BUNDLER_URL: 'http://127.0.0.1:14337' })?.urlFor(31337)).toBe('http://127.0.0.1:14337')
    expect(() => externalBundler({ GANGWAY_BUNDLER_URL: 'http://bundler.example/rpc' })).toThrow('GANGWAY_BUNDLER_URL is misconfigured: expected https (plain http only on loopback)')
    expect(() => externalBundler({ GANGWAY_BUNDLER_URL: 'not a url' })).toThrow(/GANGWAY_BUNDLER_URL is misconfigured: expected a URL/)
  })
})
