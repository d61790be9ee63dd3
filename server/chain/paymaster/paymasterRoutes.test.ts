import { encodeFunctionData, erc20Abi, http, parseGwei, toHex, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createBundlerClient, createPaymasterClient, toPackedUserOperation, type UserOperation } from 'viem/account-abstraction'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../db/Db'
import { SLOW_SETUP_MS, SLOW_TEST_MS } from '../../testing/hookTimeouts'
import { openSeededDb } from '../../testing/openSeededDb'
import { startDeployedChain, type DeployedChain } from '../../testing/deployedChain'
import { verifyingPaymasterAbi } from '../aa/aaAbis'
import { ENTRY_POINT_07, SIMPLE_ACCOUNT_FACTORY_07 } from '../aa/aaAddresses'
import { AA_ACCOUNTS } from '../aa/planAccountAbstraction'
import { toSimpleAccount, type SimpleAccount } from '../aa/toSimpleAccount'
import { startBundler, type BundlerHandle } from '../bundler/startBundler'
import { bundlerTargets } from '../bundler/startLocalBundlers'
import type { LocalChain } from '../chains'
import { createChainDataApp } from '../createChainDataApp'
import { testAccount } from '../deployContracts'
import { MAX_SPONSORED_COST, NOT_SPONSORED_MESSAGE, paymasterTargets, SPONSORSHIP_VALID_SECONDS } from './paymasterRoutes'
import { verifyingPaymasterData, verifyingPaymasterHash, type SponsoredOperation } from './verifyingPaymasterData'

// Spare ports, away from the cloud's and the other suites' (see server/README.md).
const CHAIN: LocalChain = { id: 31337, name: 'Gangway Local', rpcPort: 30345 }
const BUNDLER_PORT = 30346
const SPONSORED = 'gangway-sponsored'
const NOT_SPONSORED = 'gangway-test'
const endpoint = (projectId: string, chainId = 'eip155:31337') => `/v1/paymaster?${new URLSearchParams({ projectId, chainId })}`
const key = (index: number): Hex => toHex(testAccount(index).getHdKey().privateKey!)
const gasPrice = { method: 'pimlico_getUserOperationGasPrice', params: [] } as const

describe('POST /v1/paymaster (ERC-7677) for the VerifyingPaymaster 0.7, with a real bundler (alto) on a local chain', () => {
  let local: DeployedChain
  let bundler: BundlerHandle
  let db: Db
  let app: ReturnType<typeof createChainDataApp>
  const signer = testAccount(AA_ACCOUNTS.paymasterSigner)
  beforeAll(async () => {
    ;[local, db] = await Promise.all([startDeployedChain(CHAIN), openSeededDb()])
    bundler = await startBundler({ chainId: CHAIN.id, rpcUrl: local.anvil.rpcUrl, port: BUNDLER_PORT, entryPoint: ENTRY_POINT_07, executorKey: key(AA_ACCOUNTS.bundlerExecutor), utilityKey: key(AA_ACCOUNTS.bundlerUtility), log: () => {} })
    const paymaster = { signer, targets: paymasterTargets(local.info, signer.address) }
    app = createChainDataApp(db, { chains: [CHAIN], localChains: local.info, log: () => {}, bundlers: bundlerTargets(local.info, () => bundler.url), paymaster })
  }, SLOW_SETUP_MS)
  afterAll(async () => {
    await bundler?.stop()
    await local?.stop()
    await db?.close()
  })

  const paymasterAddress = () => local.deployed.accountAbstraction.verifyingPaymaster
  const deposit = () => local.client.readContract({ address: paymasterAddress(), abi: verifyingPaymasterAbi, functionName: 'getDeposit' })
  const gUsdOf = (address: Hex) => local.client.readContract({ address: local.deployed.token.address, abi: erc20Abi, functionName: 'balanceOf', args: [address] })
  const post = async (body: unknown, path: string) => {
    const response = await app.request(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
    return { status: response.status, body: (await response.json()) as { result?: Record<string, unknown>; error?: { code: number; message: string } } }
  }
  const call = (method: string, params: unknown, path = endpoint(SPONSORED)) => post({ jsonrpc: '2.0', id: 3, method, params }, path)
  const appFetch = async (input: RequestInfo | URL, init?: RequestInit) => app.request(String(input), init)
  const bundlerClient = () =>
    createBundlerClient({ client: local.client, pollingInterval: 50, transport: http('http://chain-data.test/v1/bundler?projectId=gangway-test&chainId=eip155:31337', { fetchFn: appFetch }) })
  /** viem's paymaster client on the chain-data app for a project; `tamper` may change each answer's body on the way back. */
  const paymasterClient = (projectId: string, tamper?: (body: string) => string) =>
    createPaymasterClient({
      transport: http(`http://chain-data.test${endpoint(projectId)}`, {
        retryCount: 0,
        fetchFn: async (input, init) => {
          const response = await appFetch(input, init)
          return tamper ? new Response(tamper(await response.text()), { status: response.status, headers: response.headers }) : response
        },
      }),
    })
  /** A fresh smart account holding no ETH and 5 gUSD. */
  async function accountWithGUsdOnly(): Promise<SimpleAccount> {
    const smart = await toSimpleAccount(local.client, privateKeyToAccount(generatePrivateKey()))
    await local.mined(local.wallet(0).writeContract({ address: local.deployed.token.address, abi: erc20Abi, functionName: 'transfer', args: [smart.address, 5_000_000n] }))
    return smart
  }
  async function sendGUsd(smart: SimpleAccount, to: Hex, amount: bigint, paymaster: ReturnType<typeof paymasterClient>) {
    const client = bundlerClient()
    const { fast } = (await client.request(gasPrice as never)) as { fast: { maxFeePerGas: Hex; maxPriorityFeePerGas: Hex } }
    return client.sendUserOperation({
      account: smart,
      calls: [{ to: local.deployed.token.address, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }) }],
      paymaster,
      maxFeePerGas: BigInt(fast.maxFeePerGas),
      maxPriorityFeePerGas: BigInt(fast.maxPriorityFeePerGas),
    })
  }

  it("computes the paymaster's getHash as the contract does, with and without the account's factory", async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const smart = await toSimpleAccount(local.client, owner)
    const { factory, factoryData } = await smart.getFactoryArgs()
    const operation: SponsoredOperation = {
      sender: smart.address,
      nonce: 7n,
      factory,
      factoryData,
      callData: await smart.encodeCalls([{ to: owner.address, value: 1n }]),
      callGasLimit: 123_456n,
      verificationGasLimit: 234_567n,
      preVerificationGas: 45_678n,
      maxFeePerGas: parseGwei('3'),
      maxPriorityFeePerGas: parseGwei('1'),
      paymasterVerificationGasLimit: 100_000n,
      paymasterPostOpGasLimit: 1n,
    }
    const terms = { chainId: CHAIN.id, paymaster: paymasterAddress(), validUntil: 1_900_000_000, validAfter: 12 }
    for (const op of [operation, { ...operation, factory: undefined, factoryData: undefined }]) {
      const packed = toPackedUserOperation({ ...(op as UserOperation<'0.7'>), paymaster: terms.paymaster, paymasterData: verifyingPaymasterData(terms, '0x'), signature: '0x' })
      const onChain = await local.client.readContract({ address: paymasterAddress(), abi: verifyingPaymasterAbi, functionName: 'getHash', args: [packed, terms.validUntil, terms.validAfter] })
      expect(verifyingPaymasterHash(op, terms)).toBe(onChain)
    }
    expect(factory).toBe(SIMPLE_ACCOUNT_FACTORY_07)
  })

  it('sponsors a project that has it on: an account holding 0 ETH deploys and sends 1 gUSD, paid from the paymaster deposit', async () => {
    const smart = await accountWithGUsdOnly()
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    const before = await deposit()
    expect(await local.client.getBalance({ address: smart.address })).toBe(0n)

    const hash = await sendGUsd(smart, receiver, 1_000_000n, paymasterClient(SPONSORED))
    const receipt = await bundlerClient().waitForUserOperationReceipt({ hash, timeout: 30_000 })
    expect(receipt).toMatchObject({ success: true, sender: smart.address, paymaster: paymasterAddress() })
    expect(await gUsdOf(receiver)).toBe(1_000_000n)
    expect(await smart.isDeployed()).toBe(true)
    expect(await local.client.getBalance({ address: smart.address })).toBe(0n)
    const after = await deposit()
    expect(after).toBeLessThan(before)
    expect(before - after).toBe(receipt.actualGasCost)

    // Deployed now: a second sponsored send works the same.
    const second = await sendGUsd(smart, receiver, 1_000_000n, paymasterClient(SPONSORED))
    expect((await bundlerClient().waitForUserOperationReceipt({ hash: second, timeout: 30_000 })).success).toBe(true)
    expect(await gUsdOf(receiver)).toBe(2_000_000n)
    expect(await local.client.getBalance({ address: smart.address })).toBe(0n)
  }, SLOW_TEST_MS)

  it('answers stub data (a stand-in signature, not final) and signed data valid for a few minutes', async () => {
    const smart = await accountWithGUsdOnly()
    const op = { sender: smart.address, nonce: '0x0', callData: '0x', maxFeePerGas: '0x3b9aca00', maxPriorityFeePerGas: '0x1', signature: await smart.getStubSignature() }
    const stub = await call('pm_getPaymasterStubData', [op, ENTRY_POINT_07, '0x7a69', {}])
    expect(stub).toMatchObject({ status: 200, body: { result: { paymaster: paymasterAddress(), isFinal: false, paymasterVerificationGasLimit: '0x186a0', paymasterPostOpGasLimit: '0x0', sponsor: { name: 'Gas sponsorship on' } } } })
    const stubData = String(stub.body.result?.['paymasterData'])
    expect((stubData.length - 2) / 2).toBe(64 + 65)
    const full = { ...op, callGasLimit: '0x10000', verificationGasLimit: '0x20000', preVerificationGas: '0x10000' }
    const started = Math.floor(Date.now() / 1000)
    const signed = await call('pm_getPaymasterData', [full, ENTRY_POINT_07, '0x7a69'])
    expect(signed.status).toBe(200)
    const data = String(signed.body.result?.['paymasterData']) as Hex
    const [validUntil, validAfter, signature] = await local.client.readContract({
      address: paymasterAddress(),
      abi: verifyingPaymasterAbi,
      functionName: 'parsePaymasterAndData',
      args: [`${paymasterAddress()}${'0'.repeat(64)}${data.slice(2)}`],
    })
    expect(validAfter).toBe(0)
    expect(validUntil).toBeGreaterThanOrEqual(started + SPONSORSHIP_VALID_SECONDS)
    expect(validUntil).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + SPONSORSHIP_VALID_SECONDS)
    expect((signature.length - 2) / 2).toBe(65)
  })

  it("refuses a project that does not sponsor, with the message, and viem's send fails with it", async () => {
    const smart = await accountWithGUsdOnly()
    const op = { sender: smart.address, nonce: '0x0', callData: '0x', maxFeePerGas: '0x1', maxPriorityFeePerGas: '0x1' }
    for (const method of ['pm_getPaymasterStubData', 'pm_getPaymasterData']) {
      const full = { ...op, callGasLimit: '0x1', verificationGasLimit: '0x1', preVerificationGas: '0x1' }
      expect(await call(method, [full, ENTRY_POINT_07, '0x7a69', null], endpoint(NOT_SPONSORED))).toEqual({ status: 403, body: { jsonrpc: '2.0', id: 3, error: { code: -32001, message: NOT_SPONSORED_MESSAGE } } })
    }
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    await expect(sendGUsd(smart, receiver, 1_000_000n, paymasterClient(NOT_SPONSORED))).rejects.toThrow(NOT_SPONSORED_MESSAGE)
    expect(await gUsdOf(receiver)).toBe(0n)
  }, SLOW_TEST_MS)

  it('refuses bad params, other methods, chains and entry points, and an operation that may cost too much', async () => {
    const smart = await accountWithGUsdOnly()
    const op = { sender: smart.address, nonce: '0x0', callData: '0x', maxFeePerGas: '0x1', maxPriorityFeePerGas: '0x1', callGasLimit: '0x1', verificationGasLimit: '0x1', preVerificationGas: '0x1' }
    const badSender = await call('pm_getPaymasterStubData', [{ ...op, sender: '0x12' }, ENTRY_POINT_07, '0x7a69'])
    expect(badSender.status).toBe(400)
    expect(badSender.body.error?.message).toMatch(/^Invalid params for pm_getPaymasterStubData: .*20-byte hex address/s)
    const { callGasLimit: _, ...noGas } = op
    expect((await call('pm_getPaymasterData', [noGas, ENTRY_POINT_07, '0x7a69'])).status).toBe(400)
    expect((await call('pm_getPaymasterData', [op, ENTRY_POINT_07])).status).toBe(400)
    expect((await call('pm_getPaymasterData', { op })).status).toBe(400)
    for (const method of ['pm_sponsorUserOperation', 'eth_sendUserOperation', 'eth_chainId']) {
      expect(await call(method, []), method).toEqual({ status: 403, body: { jsonrpc: '2.0', id: 3, error: { code: -32601, message: `Method not available through the paymaster endpoint: ${method}` } } })
    }
    expect(await call('pm_getPaymasterData', [op, ENTRY_POINT_07, '0x1'], endpoint(SPONSORED, 'eip155:1'))).toMatchObject({ status: 400, body: { error: { code: -32602, message: 'No paymaster for chainId: eip155:1' } } })
    expect(await call('pm_getPaymasterData', [op, ENTRY_POINT_07, '0x7a69'], '/v1/paymaster?projectId=gangway-sponsored')).toMatchObject({ status: 400, body: { error: { message: 'No paymaster for chainId: (missing)' } } })
    expect(await call('pm_getPaymasterData', [op, ENTRY_POINT_07, '0x7a6a'])).toMatchObject({ status: 400, body: { error: { message: 'The chain id parameter (31338) is not the chainId of the request (eip155:31337)' } } })
    const v06 = '0x5FF137D4b0FDCD49DcA30c7CF57E578a026d2789'
    expect(await call('pm_getPaymasterData', [op, v06, '0x7a69'])).toMatchObject({ status: 400, body: { error: { message: `Unsupported entry point: ${v06} (eip155:31337 has ${ENTRY_POINT_07})` } } })
    expect((await call('pm_getPaymasterData', [op, ENTRY_POINT_07, '0x7a69'], '/v1/paymaster?chainId=eip155:31337')).status).toBe(400)
    expect((await call('pm_getPaymasterData', [op, ENTRY_POINT_07, '0x7a69'], '/v1/paymaster?projectId=nope&chainId=eip155:31337')).status).toBe(403)
    expect(await post([{ jsonrpc: '2.0', id: 1, method: 'pm_getPaymasterData' }], endpoint(SPONSORED))).toMatchObject({ status: 400, body: { error: { message: expect.stringMatching(/^Batch requests are not taken/) } } })
    const costly = { ...op, callGasLimit: toHex(10_000_000n), maxFeePerGas: toHex(MAX_SPONSORED_COST / 10_000_000n) }
    expect(await call('pm_getPaymasterData', [costly, ENTRY_POINT_07, '0x7a69'])).toMatchObject({ status: 403, body: { error: { code: -32001, message: expect.stringMatching(/^Sponsorship refused: the operation may cost up to 0\.1\d* ETH, more than the 0\.1 ETH sponsored per operation$/) } } })
  })

  it('a tampered sponsorship fails validation at the bundler (AA34), and nothing moves', async () => {
    const smart = await accountWithGUsdOnly()
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    const before = await deposit()
    /** Changes one hex digit of the signed paymasterData (at `at`, after 0x) on its way back; the stub is left alone. */
    const tamperAt = (at: number) => (body: string) => {
      const answer = JSON.parse(body) as { result?: { paymasterData?: string; isFinal?: boolean } }
      const data = answer.result?.paymasterData
      if (!data || answer.result?.isFinal === false) return body
      const tampered = data.slice(0, 2 + at) + (data[2 + at] === '6' ? '7' : '6') + data.slice(3 + at)
      return JSON.stringify({ ...answer, result: { ...answer.result, paymasterData: tampered } })
    }
    // validUntil's last digit: the signature recovers another address than the verifying signer's. (A changed r would
    // recover no address half of the time, an ECDSA revert, AA33, rather than AA34.)
    await expect(sendGUsd(smart, receiver, 1_000_000n, paymasterClient(SPONSORED, tamperAt(63)))).rejects.toThrow(/AA34 signature error/)
    expect(await gUsdOf(receiver)).toBe(0n)
    expect(await smart.isDeployed()).toBe(false)
    expect(await deposit()).toBe(before)
  }, SLOW_TEST_MS)
})
