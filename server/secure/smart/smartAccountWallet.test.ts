import { encodeFunctionData, erc20Abi, parseEther, parseEventLogs, toHex, type Hash, type Hex, type TypedDataDefinition } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { verifyingPaymasterAbi } from '../../chain/aa/aaAbis'
import { ENTRY_POINT_07, GANGWAY_ACCOUNT_FACTORY } from '../../chain/aa/aaAddresses'
import { AA_ACCOUNTS } from '../../chain/aa/planAccountAbstraction'
import { startBundler, type BundlerHandle } from '../../chain/bundler/startBundler'
import { bundlerTargets } from '../../chain/bundler/startLocalBundlers'
import type { LocalChain } from '../../chain/chains'
import { createChainDataApp } from '../../chain/createChainDataApp'
import { gangwayAccountAbi, gangwayAccountFactoryAbi } from '../../chain/contracts/gangwayAccountArtifacts'
import { testAccount } from '../../chain/deployContracts'
import { NOT_SPONSORED_MESSAGE, paymasterTargets } from '../../chain/paymaster/paymasterRoutes'
import { rpcRequest } from '../../chain/rpcRequest'
import type { Db } from '../../db/Db'
import { SLOW_SETUP_MS, SLOW_TEST_MS } from '../../testing/hookTimeouts'
import { openSeededDb } from '../../testing/openSeededDb'
import { startDeployedChain, type DeployedChain } from '../../testing/deployedChain'
import { paymasterSponsors, smartAccountNetworks, SPONSORSHIP_PROBE_TTL_MS, type SmartAccountSetup } from './smartAccountChains'
import { smartAccountCapabilities, SmartAccountWallet, SponsorshipRefusedError } from './smartAccountWallet'

// Spare ports, away from the cloud's and the other suites' (see server/README.md).
const CHAIN: LocalChain = { id: 31337, name: 'Gangway Local', rpcPort: 30145 }
const BUNDLER_PORT = 30146
/** Nothing listens here. */
const DOWN_PORT = 30147
/** A chain the info file lists without ERC-4337 contracts. */
const PLAIN: LocalChain = { id: 31339, name: 'Plain', rpcPort: 30148 }
const key = (index: number): Hex => toHex(testAccount(index).getHdKey().privateKey!)

describe("the embedded wallet's smart account (owner key in the secure site, user operations through POST /v1/bundler)", () => {
  let local: DeployedChain
  let bundler: BundlerHandle
  let db: Db
  let setup: SmartAccountSetup
  beforeAll(async () => {
    ;[local, db] = await Promise.all([startDeployedChain(CHAIN), openSeededDb()])
    bundler = await startBundler({ chainId: CHAIN.id, rpcUrl: local.anvil.rpcUrl, port: BUNDLER_PORT, entryPoint: ENTRY_POINT_07, executorKey: key(AA_ACCOUNTS.bundlerExecutor), utilityKey: key(AA_ACCOUNTS.bundlerUtility), log: () => {} })
    const info = { chains: [...local.info.chains, { ...local.info.chains[0]!, id: PLAIN.id, caipNetworkId: `eip155:${PLAIN.id}`, accountAbstraction: undefined }] }
    const signer = testAccount(AA_ACCOUNTS.paymasterSigner)
    const paymaster = { signer, targets: paymasterTargets(info, signer.address) }
    const app = createChainDataApp(db, { chains: [CHAIN], localChains: info, log: () => {}, bundlers: bundlerTargets(info, () => bundler.url), paymaster })
    setup = { chainDataUrl: 'http://chain-data.test', info, fetch: async (url, init) => app.request(url, init) }
  }, SLOW_SETUP_MS)
  afterAll(async () => {
    await bundler?.stop()
    await local?.stop()
    await db?.close()
  })

  const wallet = (owner = privateKeyToAccount(generatePrivateKey()), projectId = 'gangway-test') => new SmartAccountWallet(setup, CHAIN, owner, projectId)
  const fund = (address: Hex, ether: string) => rpcRequest(local.anvil.rpcUrl, 'anvil_setBalance', [address, toHex(parseEther(ether))])
  async function included(smart: SmartAccountWallet, hash: Hash) {
    for (let i = 0; i < 200; i++) {
      const status = await smart.callsStatus(hash)
      if (status.status !== 100) return status
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    throw new Error(`user operation ${hash} not included`)
  }

  it('offers smart accounts on the chains with the EntryPoint and a bundler that answers, and none when the bundler is down', async () => {
    expect(await smartAccountNetworks(setup, [CHAIN, PLAIN], 'gangway-test')).toEqual([CHAIN.id])
    const downApp = createChainDataApp(db, { chains: [CHAIN], localChains: setup.info, log: () => {}, bundlers: bundlerTargets(setup.info, () => `http://127.0.0.1:${DOWN_PORT}`) })
    expect(await smartAccountNetworks({ ...setup, fetch: async (url, init) => downApp.request(url, init) }, [CHAIN, PLAIN], 'gangway-test')).toEqual([])
    expect(smartAccountCapabilities([CHAIN.id])).toEqual({ '0x7a69': { atomic: { status: 'supported' }, paymasterService: { supported: false } } })
  })

  it('derives the address counterfactually, sends 0.01 ETH as a user operation that deploys the account, and reports the batch', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const smart = wallet(owner)
    const onChain = await local.client.readContract({ address: GANGWAY_ACCOUNT_FACTORY, abi: gangwayAccountFactoryAbi, functionName: 'getAddress', args: [owner.address, 0n] })
    expect(await smart.init()).toEqual({ address: onChain, isDeployed: false })
    await fund(smart.address, '1')
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    const hash = await smart.sendCalls([{ to: receiver, value: parseEther('0.01') }])
    const status = await included(smart, hash)
    expect(status).toMatchObject({ version: '2.0.0', id: hash, chainId: '0x7a69', atomic: true, status: 200, receipts: [{ status: '0x1' }] })
    expect(await local.client.getBalance({ address: receiver })).toBe(parseEther('0.01'))
    expect(await smart.init()).toEqual({ address: onChain, isDeployed: true })
    expect(await local.client.readContract({ address: smart.address, abi: gangwayAccountAbi, functionName: 'owner' })).toBe(owner.address)
  }, SLOW_TEST_MS)

  it("signs messages and typed data that viem verifies before deployment (ERC-6492) and after (ERC-1271); not a tampered one, not the owner's EOA signature", async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const smart = wallet(owner)
    const message = 'Sign in to the Gangway demo'
    const typedData: TypedDataDefinition = {
      domain: { name: 'Gangway Demo', version: '1', chainId: CHAIN.id },
      types: { Order: [{ name: 'item', type: 'string' }, { name: 'amount', type: 'uint256' }] },
      primaryType: 'Order',
      message: { item: 'Gangway Pass', amount: 2n },
    }
    const tampered = { ...typedData, message: { item: 'Gangway Pass', amount: 3n } }
    const verify = async (signatures: { message: Hex; typed: Hex }) => ({
      message: await local.client.verifyMessage({ address: smart.address, message, signature: signatures.message }),
      tamperedMessage: await local.client.verifyMessage({ address: smart.address, message: `${message}.`, signature: signatures.message }),
      typed: await local.client.verifyTypedData({ address: smart.address, ...typedData, signature: signatures.typed }),
      tamperedTyped: await local.client.verifyTypedData({ address: smart.address, ...tampered, signature: signatures.typed }),
    })
    const valid = { message: true, tamperedMessage: false, typed: true, tamperedTyped: false }

    const before = { message: await smart.signMessage(message), typed: await smart.signTypedData(typedData) }
    expect((await smart.init()).isDeployed).toBe(false)
    expect(await verify(before)).toEqual(valid)
    const bare = await owner.signMessage({ message })
    expect(await local.client.verifyMessage({ address: smart.address, message, signature: bare })).toBe(false)

    await fund(smart.address, '1')
    await included(smart, await smart.sendCalls([{ to: owner.address, value: 1n }]))
    expect((await smart.init()).isDeployed).toBe(true)
    const after = { message: await smart.signMessage({ raw: toHex(message) }), typed: await smart.signTypedData(typedData) }
    expect(after.message).toMatch(/^0x[0-9a-f]{130}$/)
    expect(await verify(after)).toEqual(valid)
    expect(await verify(before)).toEqual(valid)
    expect(await local.client.verifyMessage({ address: smart.address, message, signature: bare })).toBe(false)
  }, SLOW_TEST_MS)

  it('sends two gUSD transfers as one atomic user operation: one transaction carries both', async () => {
    const smart = wallet()
    await fund(smart.address, '1')
    const gUsd = local.deployed.token.address
    await local.mined(local.wallet(0).writeContract({ address: gUsd, abi: erc20Abi, functionName: 'transfer', args: [smart.address, 10_000_000n] }))
    const [alice, bob] = [privateKeyToAccount(generatePrivateKey()).address, privateKeyToAccount(generatePrivateKey()).address]
    const transfer = (to: Hex, amount: bigint) => ({ to: gUsd, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }) })
    const hash = await smart.sendCalls([transfer(alice, 1_000_000n), transfer(bob, 2_000_000n)])
    const status = await included(smart, hash)
    expect(status.status).toBe(200)
    const receipt = await local.client.getTransactionReceipt({ hash: status.receipts![0]!.transactionHash })
    const transfers = parseEventLogs({ abi: erc20Abi, eventName: 'Transfer', logs: receipt.logs }).filter((log) => log.address.toLowerCase() === gUsd.toLowerCase())
    expect(transfers.map((log) => [log.args.from, log.args.to, log.args.value])).toEqual([
      [smart.address, alice, 1_000_000n],
      [smart.address, bob, 2_000_000n],
    ])
  }, SLOW_TEST_MS)

  it('refuses a batch one of whose calls would fail, as a whole: nothing of it happens', async () => {
    const smart = wallet()
    await fund(smart.address, '1')
    const gUsd = local.deployed.token.address
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    const calls = [
      { to: receiver, value: parseEther('0.01') },
      { to: gUsd, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [receiver, 1n] }) },
    ]
    await expect(smart.sendCalls(calls)).rejects.toThrow()
    expect(await local.client.getBalance({ address: receiver })).toBe(0n)
    expect((await smart.init()).isDeployed).toBe(false)
  }, SLOW_TEST_MS)

  describe('gas sponsorship (the cloud\'s paymaster, POST /v1/paymaster)', () => {
    const SPONSORED = 'gangway-sponsored'
    const deposit = () => local.client.readContract({ address: local.deployed.accountAbstraction.verifyingPaymaster, abi: verifyingPaymasterAbi, functionName: 'getDeposit' })
    const gUsdOf = (address: Hex) => local.client.readContract({ address: local.deployed.token.address, abi: erc20Abi, functionName: 'balanceOf', args: [address] })
    const transfer = (to: Hex, amount: bigint) => ({ to: local.deployed.token.address, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }) })

    it('reports the paymaster service on the chains where the project sponsors, and nowhere else', async () => {
      expect(await paymasterSponsors(setup, SPONSORED, CHAIN.id)).toBe(true)
      expect(await paymasterSponsors(setup, 'gangway-test', CHAIN.id)).toBe(false)
      expect(await paymasterSponsors(setup, SPONSORED, PLAIN.id)).toBe(false)
      expect(await paymasterSponsors(setup, 'no-such-project', CHAIN.id)).toBe(false)
      const down: SmartAccountSetup = { ...setup, fetch: async () => Promise.reject(new TypeError('fetch failed')) }
      expect(await paymasterSponsors(down, SPONSORED, CHAIN.id)).toBe(false)
      const sponsored = (await Promise.all([CHAIN.id, PLAIN.id].map(async (id) => ((await paymasterSponsors(setup, SPONSORED, id)) ? [id] : [])))).flat()
      expect(smartAccountCapabilities([CHAIN.id], sponsored)).toEqual({ '0x7a69': { atomic: { status: 'supported' }, paymasterService: { supported: true } } })
    })

    it('keeps a probe answer for a while, then asks again', async () => {
      let asked = 0
      const counting: SmartAccountSetup = { ...setup, fetch: async (url, init) => (asked++, setup.fetch!(url, init)) }
      let clock = 1_000_000
      const now = () => clock
      expect(await paymasterSponsors(counting, SPONSORED, CHAIN.id, now)).toBe(true)
      expect(await paymasterSponsors(counting, SPONSORED, CHAIN.id, now)).toBe(true)
      expect(asked).toBe(1)
      clock += SPONSORSHIP_PROBE_TTL_MS + 1
      expect(await paymasterSponsors(counting, SPONSORED, CHAIN.id, now)).toBe(true)
      expect(asked).toBe(2)
    })

    it('sends from an account holding 0 ETH when the project sponsors: deployed, 1 gUSD sent, the paymaster deposit pays', async () => {
      const smart = wallet(undefined, SPONSORED)
      await local.mined(local.wallet(0).writeContract({ address: local.deployed.token.address, abi: erc20Abi, functionName: 'transfer', args: [smart.address, 5_000_000n] }))
      const receiver = privateKeyToAccount(generatePrivateKey()).address
      const before = await deposit()
      expect(await local.client.getBalance({ address: smart.address })).toBe(0n)
      const hash = await smart.sendCalls([transfer(receiver, 1_000_000n)], { sponsored: true })
      expect(await included(smart, hash)).toMatchObject({ status: 200, receipts: [{ status: '0x1' }] })
      expect(await gUsdOf(receiver)).toBe(1_000_000n)
      expect(await smart.init()).toMatchObject({ isDeployed: true })
      expect(await local.client.getBalance({ address: smart.address })).toBe(0n)
      expect(await deposit()).toBeLessThan(before)
    }, SLOW_TEST_MS)

    it("refuses a sponsored send for a project that does not sponsor, with the paymaster's message; unsponsored, a 0-ETH account cannot pay", async () => {
      const smart = wallet()
      await local.mined(local.wallet(0).writeContract({ address: local.deployed.token.address, abi: erc20Abi, functionName: 'transfer', args: [smart.address, 5_000_000n] }))
      const receiver = privateKeyToAccount(generatePrivateKey()).address
      const refused = smart.sendCalls([transfer(receiver, 1_000_000n)], { sponsored: true })
      await expect(refused).rejects.toThrow(SponsorshipRefusedError)
      await expect(refused).rejects.toMatchObject({ code: 'GAS_SPONSORSHIP_REFUSED', message: NOT_SPONSORED_MESSAGE })
      await expect(wallet(undefined, SPONSORED).sendCalls([transfer(receiver, 1n)])).rejects.toThrow(/AA21 didn't pay prefund/)
      expect(await gUsdOf(receiver)).toBe(0n)
    }, SLOW_TEST_MS)
  })
})
