import { createPublicClient, http, toHex, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENTRY_POINT_07 } from '../../chain/aa/aaAddresses'
import { gangwayAccountAddress } from '../../chain/aa/gangwayAccountAddress'
import { AA_ACCOUNTS } from '../../chain/aa/planAccountAbstraction'
import { startBundler, type BundlerHandle } from '../../chain/bundler/startBundler'
import { bundlerTargets } from '../../chain/bundler/startLocalBundlers'
import type { LocalChain } from '../../chain/chains'
import { createChainDataApp } from '../../chain/createChainDataApp'
import { testAccount } from '../../chain/deployContracts'
import type { LocalChainsInfo } from '../../chain/localChainsInfo'
import { SLOW_SETUP_MS } from '../../testing/hookTimeouts'
import { startDeployedChain, type DeployedChain } from '../../testing/deployedChain'
import { useSecureSite } from '../testing/useSecureSite'
import type { SmartAccountSetup } from './smartAccountChains'

// Spare ports, away from the cloud's and the other suites' (see server/README.md).
const CHAIN: LocalChain = { id: 31337, name: 'Gangway Local', rpcPort: 30245 }
const BUNDLER_PORT = 30246
/** Known to the secure site, but without the ERC-4337 contracts. */
const PLAIN: LocalChain = { id: 31338, name: 'Gangway Local 2', rpcPort: 30247 }
const key = (index: number): Hex => toHex(testAccount(index).getHdKey().privateKey!)

describe('the secure site: smart-account networks, init, preferred account, and the wallet RPC through the smart account', () => {
  let local: DeployedChain
  let bundler: BundlerHandle
  let chainData: ReturnType<typeof createChainDataApp> | undefined
  let info: LocalChainsInfo = { chains: [] }
  // Filled in once the chain runs (the site is built before it).
  const setup: SmartAccountSetup = {
    chainDataUrl: 'http://chain-data.test',
    get info() {
      return info
    },
    fetch: async (url, init) => (chainData ? chainData.request(url, init) : Promise.reject(new TypeError('fetch failed'))),
  }
  const site = useSecureSite({ localChains: [CHAIN, PLAIN], site: { smartAccounts: setup } })
  beforeAll(async () => {
    local = await startDeployedChain(CHAIN)
    bundler = await startBundler({ chainId: CHAIN.id, rpcUrl: local.anvil.rpcUrl, port: BUNDLER_PORT, entryPoint: ENTRY_POINT_07, executorKey: key(AA_ACCOUNTS.bundlerExecutor), utilityKey: key(AA_ACCOUNTS.bundlerUtility), log: () => {} })
    info = local.info
  }, SLOW_SETUP_MS)
  afterAll(async () => {
    await bundler?.stop()
    await local?.stop()
  })

  beforeAll(() => {
    chainData = createChainDataApp(site.db, { chains: [CHAIN], localChains: info, log: () => {}, bundlers: bundlerTargets(info, () => bundler.url) })
  })

  it('lists the chains with the EntryPoint and a bundler that answers; none while chain data cannot reach it', async () => {
    const answer = await site.post('smart-account/networks')
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({ smartAccountEnabledNetworks: [CHAIN.id] })
    const saved = chainData
    chainData = undefined
    expect(await (await site.post('smart-account/networks')).json()).toEqual({ smartAccountEnabledNetworks: [] })
    chainData = saved
  })

  it("answers the signed-in wallet's counterfactual smart account, not yet deployed; refuses a chain without smart accounts", async () => {
    const token = await site.login('smart@example.com', 'device-smart-1')
    const user = (await (await site.post('user', {}, token)).json()) as { address: `0x${string}` }
    const init = await site.post('smart-account/init', { chainId: CHAIN.id }, token)
    expect(init.status).toBe(200)
    expect(await init.json()).toEqual({ address: gangwayAccountAddress(user.address), isDeployed: false })
    const plain = await site.post('smart-account/init', { chainId: PLAIN.id }, token)
    expect(plain.status).toBe(400)
    expect(await plain.json()).toMatchObject({ message: `Smart accounts are not enabled on chain ${PLAIN.id}` })
    expect((await site.post('smart-account/init', { chainId: CHAIN.id })).status).toBe(401)
  })

  const json = async (response: Response) => ({ status: response.status, body: (await response.json()) as { result?: unknown; message?: string; approvalId?: string; [key: string]: unknown } })
  const approvedRpc = async (token: string, method: string, params: unknown, chainId = CHAIN.id) => {
    const approval = await json(await site.post('approvals', { method, params, chainId }, token))
    if (approval.status !== 200) return approval
    return json(await site.post('rpc', { method, params, chainId, approvalId: approval.body.approvalId }, token))
  }
  const rpc = async (token: string, method: string, params: unknown = [], chainId = CHAIN.id) => json(await site.post('rpc', { method, params, chainId }, token))

  it('GET_USER keeps the kit\'s preferred account type: the smart account answers where the chain offers it, the signer elsewhere', async () => {
    const token = await site.login('prefer@example.com', 'device-smart-2')
    const eoa = (await json(await site.post('user', { chainId: CHAIN.id }, token))).body
    expect(eoa).toMatchObject({ preferredAccountType: 'eoa', smartAccountDeployed: false })
    const signer = eoa['address'] as `0x${string}`
    const smart = gangwayAccountAddress(signer)
    expect(eoa['accounts']).toEqual([{ address: signer, type: 'eoa' }, { address: smart, type: 'smartAccount' }])
    const preferred = (await json(await site.post('user', { chainId: CHAIN.id, preferredAccountType: 'smartAccount' }, token))).body
    expect(preferred).toMatchObject({ address: smart, preferredAccountType: 'smartAccount', smartAccountDeployed: false })
    // Kept: a later GET_USER without a preference still answers the smart account; a chain without the EntryPoint the signer.
    expect((await json(await site.post('user', { chainId: CHAIN.id }, token))).body).toMatchObject({ address: smart, preferredAccountType: 'smartAccount' })
    expect((await json(await site.post('user', { chainId: PLAIN.id }, token))).body).toMatchObject({ address: signer, preferredAccountType: 'eoa', accounts: [{ address: signer, type: 'eoa' }] })
    expect((await rpc(token, 'eth_accounts')).body.result).toEqual([smart])
    // SET_PREFERRED_ACCOUNT
    expect(await json(await site.post('smart-account/preferred', { type: 'eoa', chainId: CHAIN.id }, token))).toEqual({ status: 200, body: { type: 'eoa', address: signer } })
    expect((await rpc(token, 'eth_accounts')).body.result).toEqual([signer])
    expect(await json(await site.post('smart-account/preferred', { type: 'smartAccount', chainId: PLAIN.id }, token))).toMatchObject({ status: 400, body: { message: `Smart accounts are not enabled on chain ${PLAIN.id}` } })
    expect(await json(await site.post('smart-account/preferred', { type: 'smartAccount', chainId: CHAIN.id }, token))).toEqual({ status: 200, body: { type: 'smartAccount', address: smart } })
    expect((await json(await site.post('smart-account/preferred', { type: 'owner', chainId: CHAIN.id }, token))).status).toBe(400)
    expect((await site.post('smart-account/preferred', { type: 'eoa', chainId: CHAIN.id })).status).toBe(401)
  })

  it('sends from the smart account as user operations: a transaction (deploying it), an atomic batch, its status, its capabilities', async () => {
    const token = await site.login('sender@example.com', 'device-smart-3')
    const user = (await json(await site.post('user', { chainId: CHAIN.id, preferredAccountType: 'smartAccount' }, token))).body
    const smart = user['address'] as `0x${string}`
    const client = createPublicClient({ transport: http(local.anvil.rpcUrl) })
    await client.request({ method: 'anvil_setBalance' as never, params: [smart, toHex(10n ** 18n)] as never })
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    // The signer's own address is not this account's: refused before the visitor is asked.
    const signer = (user['accounts'] as { address: string; type: string }[]).find((account) => account.type === 'eoa')!.address
    expect(await approvedRpc(token, 'eth_sendTransaction', [{ from: signer, to: receiver, value: '0x1' }])).toMatchObject({ status: 400, body: { message: 'Address does not match the wallet' } })

    const sent = await approvedRpc(token, 'eth_sendTransaction', [{ from: smart, to: receiver, value: toHex(10n ** 16n) }])
    expect(sent.status).toBe(200)
    const receipt = await client.getTransactionReceipt({ hash: sent.body.result as `0x${string}` })
    expect(receipt.status).toBe('success')
    expect(await client.getBalance({ address: receiver })).toBe(10n ** 16n)
    expect((await json(await site.post('user', { chainId: CHAIN.id }, token))).body).toMatchObject({ smartAccountDeployed: true })

    const batch = await approvedRpc(token, 'wallet_sendCalls', [{ version: '2.0.0', chainId: toHex(CHAIN.id), from: smart, atomicRequired: true, calls: [{ to: receiver, value: '0x2' }, { to: receiver, value: '0x3' }] }])
    expect(batch.status).toBe(200)
    const id = (batch.body.result as { id: string }).id
    let status = (await rpc(token, 'wallet_getCallsStatus', [id])).body.result as { status: number; atomic: boolean; receipts?: { transactionHash: `0x${string}` }[] }
    for (let tries = 0; status.status === 100 && tries < 240; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 250))
      status = (await rpc(token, 'wallet_getCallsStatus', [id])).body.result as typeof status
    }
    expect(status).toMatchObject({ status: 200, atomic: true })
    expect(status.receipts).toHaveLength(1)
    expect(await client.getBalance({ address: receiver })).toBe(10n ** 16n + 5n)

    // A paymaster asked for where the project does not sponsor gas: refused, nothing sent.
    expect(await approvedRpc(token, 'wallet_sendCalls', [{ version: '2.0.0', from: smart, calls: [{ to: receiver, value: '0x7' }], capabilities: { paymasterService: { url: 'http://paymaster.example' } } }])).toMatchObject({
      status: 400,
      body: { message: 'Gas sponsorship is not enabled for this project' },
    })
    expect((await rpc(token, 'wallet_getCapabilities', [smart])).body.result).toEqual({ [toHex(CHAIN.id)]: { atomic: { status: 'supported' }, paymasterService: { supported: false } } })
    // Another user cannot read this batch.
    const other = await site.login('other@example.com', 'device-smart-4')
    await site.post('user', { chainId: CHAIN.id, preferredAccountType: 'smartAccount' }, other)
    expect(await rpc(other, 'wallet_getCallsStatus', [id])).toMatchObject({ status: 400, body: { message: 'Unknown call batch' } })
  })

  it('signs personal_sign and typed data as the smart account: viem verifies them before deployment (ERC-6492) and after (ERC-1271)', async () => {
    const token = await site.login('signer@example.com', 'device-smart-6')
    const smart = (await json(await site.post('user', { chainId: CHAIN.id, preferredAccountType: 'smartAccount' }, token))).body['address'] as `0x${string}`
    const client = createPublicClient({ transport: http(local.anvil.rpcUrl) })
    const typedData = {
      domain: { name: 'Gangway Demo', version: '1', chainId: CHAIN.id },
      types: { Greeting: [{ name: 'text', type: 'string' }] },
      primaryType: 'Greeting',
      message: { text: 'gm' },
    } as const
    const signBoth = async () => ({
      message: (await approvedRpc(token, 'personal_sign', [toHex('Hello from Gangway'), smart])).body.result as `0x${string}`,
      typed: (await approvedRpc(token, 'eth_signTypedData_v4', [smart, JSON.stringify(typedData)])).body.result as `0x${string}`,
    })
    const verifyBoth = async (signatures: { message: `0x${string}`; typed: `0x${string}` }) => [
      await client.verifyMessage({ address: smart, message: 'Hello from Gangway', signature: signatures.message }),
      await client.verifyTypedData({ address: smart, ...typedData, signature: signatures.typed }),
      await client.verifyMessage({ address: smart, message: 'Hello from Gangway!', signature: signatures.message }),
    ]
    const before = await signBoth()
    expect(await client.getCode({ address: smart })).toBeUndefined()
    expect(await verifyBoth(before)).toEqual([true, true, false])

    await client.request({ method: 'anvil_setBalance' as never, params: [smart, toHex(10n ** 18n)] as never })
    expect((await approvedRpc(token, 'eth_sendTransaction', [{ from: smart, to: smart, value: '0x0' }])).status).toBe(200)
    expect(await client.getCode({ address: smart })).toMatch(/^0x[0-9a-f]+$/)
    const after = await signBoth()
    expect(after.message).toMatch(/^0x[0-9a-f]{130}$/)
    expect(await verifyBoth(after)).toEqual([true, true, false])
  })

  it('a bundler that cannot be reached fails the send clearly, and nothing is sent', async () => {
    const token = await site.login('down@example.com', 'device-smart-5')
    const smart = (await json(await site.post('user', { chainId: CHAIN.id, preferredAccountType: 'smartAccount' }, token))).body['address'] as `0x${string}`
    const client = createPublicClient({ transport: http(local.anvil.rpcUrl) })
    await client.request({ method: 'anvil_setBalance' as never, params: [smart, toHex(10n ** 18n)] as never })
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    const saved = chainData
    chainData = createChainDataApp(site.db, { chains: [CHAIN], localChains: info, log: () => {}, bundlers: bundlerTargets(info, () => 'http://127.0.0.1:9') })
    const failed = await approvedRpc(token, 'eth_sendTransaction', [{ from: smart, to: receiver, value: '0x5' }])
    expect(failed).toEqual({ status: 502, body: expect.objectContaining({ message: `The bundler of chain ${CHAIN.id} did not answer: nothing was sent` }) })
    expect(await client.getBalance({ address: receiver })).toBe(0n)
    expect(await client.getCode({ address: smart })).toBeUndefined()
    chainData = saved
    expect((await approvedRpc(token, 'eth_sendTransaction', [{ from: smart, to: receiver, value: '0x5' }])).status).toBe(200)
    expect(await client.getBalance({ address: receiver })).toBe(5n)
  })
})
