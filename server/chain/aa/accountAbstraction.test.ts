import { encodeFunctionData, erc20Abi, keccak256, parseEther, parseGwei, toFunctionSignature, type AbiFunction, type Address } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { entryPoint07Abi, toPackedUserOperation, type UserOperation } from 'viem/account-abstraction'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDeployedChain, type DeployedChain } from '../../testing/deployedChain'
import { SLOW_SETUP_MS, SLOW_TEST_MS } from '../../testing/hookTimeouts'
import type { LocalChain } from '../chains'
import { testAccount } from '../deployContracts'
import { rpcRequest } from '../rpcRequest'
import { simpleAccountAbi, simpleAccountFactoryAbi, verifyingPaymasterAbi } from './aaAbis'
import { ENTRY_POINT_07, GANGWAY_ACCOUNT_FACTORY, SIMPLE_ACCOUNT_FACTORY_07, SIMPLE_ACCOUNT_IMPLEMENTATION_07 } from './aaAddresses'
import { aaBytecodes, publishedAbi, SIMPLE_ACCOUNT_PROXY_CODE_HASH } from './aaArtifacts'
import { AA_ACCOUNTS, AA_FUNDS, planAccountAbstraction } from './planAccountAbstraction'
import { simpleAccountAddress } from './simpleAccountAddress'
import { toSimpleAccount, type SimpleAccount } from './toSimpleAccount'

// A spare port, away from the cloud's 8545/8546 and the other suites' (see server/README.md).
const CHAIN: LocalChain = { id: 31337, name: 'Gangway Local', rpcPort: 30045 }
const account = (index: number): Address => testAccount(index).address
/** Submits handleOps as a plain dev account would (no bundler): mnemonic #8. */
const SUBMITTER = 8

const signatures = (abi: readonly { type: string }[]): string[] =>
  abi.filter((item): item is AbiFunction => item.type === 'function').map((item) => toFunctionSignature(item)).sort()

describe('the published ERC-4337 artifacts (@account-abstraction/contracts 0.7.0)', () => {
  it('put EntryPoint v0.7 and SimpleAccountFactory at their canonical addresses through the deterministic deployer', () => {
    const { deployed } = planAccountAbstraction(account(AA_ACCOUNTS.deployer), account(AA_ACCOUNTS.paymasterSigner))
    expect(deployed.entryPoint).toBe('0x0000000071727De22E5E9d8BAf0edAc6f37da032')
    expect(deployed.simpleAccountFactory).toBe('0x91E60e0613810449d098b0b5Ec8b51A0FE8c8985')
    expect(deployed.accountFactory).toBe('0x22FFd9dCbc8b3f73E1A38b515Bf6b7422E5A832e')
    expect(keccak256(aaBytecodes().simpleAccountProxy)).toBe(SIMPLE_ACCOUNT_PROXY_CODE_HASH)
  })

  it('declare every function the typed ABIs call, with the same signature', () => {
    expect(signatures(publishedAbi('SimpleAccountFactory'))).toEqual(expect.arrayContaining(signatures(simpleAccountFactoryAbi)))
    expect(signatures(publishedAbi('SimpleAccount'))).toEqual(expect.arrayContaining(signatures(simpleAccountAbi)))
    expect(signatures(publishedAbi('VerifyingPaymaster'))).toEqual(expect.arrayContaining(signatures(verifyingPaymasterAbi)))
    expect(signatures(publishedAbi('EntryPoint'))).toEqual(signatures(entryPoint07Abi))
  })
})

describe('ERC-4337 on a fresh local chain', () => {
  let local: DeployedChain
  beforeAll(async () => {
    local = await startDeployedChain(CHAIN)
  }, SLOW_SETUP_MS)
  afterAll(async () => {
    await local?.stop()
  })

  it('has the EntryPoint, the factory and its SimpleAccount implementation, and a funded verifying paymaster', async () => {
    const aa = local.deployed.accountAbstraction
    for (const address of [ENTRY_POINT_07, SIMPLE_ACCOUNT_FACTORY_07, SIMPLE_ACCOUNT_IMPLEMENTATION_07, aa.verifyingPaymaster]) {
      expect(await local.client.getCode({ address }), address).toMatch(/^0x[0-9a-f]{100,}$/)
    }
    const factory = { address: SIMPLE_ACCOUNT_FACTORY_07, abi: simpleAccountFactoryAbi } as const
    expect(await local.client.readContract({ ...factory, functionName: 'accountImplementation' })).toBe(SIMPLE_ACCOUNT_IMPLEMENTATION_07)
    const paymaster = { address: aa.verifyingPaymaster, abi: verifyingPaymasterAbi } as const
    expect(await local.client.readContract({ ...paymaster, functionName: 'verifyingSigner' })).toBe(account(AA_ACCOUNTS.paymasterSigner))
    expect(await local.client.readContract({ ...paymaster, functionName: 'owner' })).toBe(account(AA_ACCOUNTS.deployer))
    expect(await local.client.readContract({ ...paymaster, functionName: 'entryPoint' })).toBe(ENTRY_POINT_07)
    expect(await local.client.readContract({ ...paymaster, functionName: 'getDeposit' })).toBe(AA_FUNDS.paymasterDeposit)
    for (const index of [AA_ACCOUNTS.bundlerExecutor, AA_ACCOUNTS.bundlerUtility]) expect(await local.client.getBalance({ address: account(index) })).toBe(AA_FUNDS.account)
    expect(local.info.chains[0]?.accountAbstraction).toEqual({
      entryPoint: ENTRY_POINT_07,
      entryPointVersion: '0.7',
      simpleAccountFactory: SIMPLE_ACCOUNT_FACTORY_07,
      accountFactory: GANGWAY_ACCOUNT_FACTORY,
      verifyingPaymaster: aa.verifyingPaymaster,
      paymasterSigner: account(AA_ACCOUNTS.paymasterSigner),
    })
  })

  it("derives a SimpleAccount's address as the factory's getAddress answers it, without asking the chain", async () => {
    const getAddress = (owner: Address, salt = 0n) =>
      local.client.readContract({ address: SIMPLE_ACCOUNT_FACTORY_07, abi: simpleAccountFactoryAbi, functionName: 'getAddress', args: [owner, salt] })
    for (const owner of [account(0), account(7)]) expect(simpleAccountAddress(owner)).toBe(await getAddress(owner))
    const owner = privateKeyToAccount(generatePrivateKey())
    expect((await toSimpleAccount(local.client, owner)).address).toBe(await getAddress(owner.address))
    expect(simpleAccountAddress(account(0), 5n)).toBe(await getAddress(account(0), 5n))
  })

  /** A user operation built and signed with viem, gas limits set by hand (no bundler), sent by SUBMITTER via handleOps. */
  async function handleOps(smart: SimpleAccount, calls: { to: Address; value?: bigint; data?: `0x${string}` }[]) {
    const { factory, factoryData } = await smart.getFactoryArgs()
    const unsigned: UserOperation<'0.7'> = {
      sender: smart.address,
      nonce: await smart.getNonce(),
      ...(factory ? { factory, factoryData } : {}),
      callData: await smart.encodeCalls(calls),
      callGasLimit: 300_000n,
      verificationGasLimit: 500_000n,
      preVerificationGas: 60_000n,
      maxFeePerGas: parseGwei('20'),
      maxPriorityFeePerGas: parseGwei('1'),
      signature: '0x',
    }
    const operation = { ...unsigned, signature: await smart.signUserOperation(unsigned) }
    const wallet = local.wallet(SUBMITTER)
    const hash = await wallet.writeContract({ address: ENTRY_POINT_07, abi: entryPoint07Abi, functionName: 'handleOps', args: [[toPackedUserOperation(operation)], account(SUBMITTER)] })
    return local.mined(hash)
  }

  it('runs a user operation built with viem through EntryPoint.handleOps: deploys the account, then pays from it', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const smart = await toSimpleAccount(local.client, owner)
    await rpcRequest(local.anvil.rpcUrl, 'anvil_setBalance', [smart.address, `0x${parseEther('1').toString(16)}`])
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    expect(await smart.isDeployed()).toBe(false)

    const first = await handleOps(smart, [{ to: receiver, value: parseEther('0.01') }])
    expect(first.status).toBe('success')
    expect(await local.client.getBalance({ address: receiver })).toBe(parseEther('0.01'))
    expect(await local.client.getCode({ address: smart.address })).toMatch(/^0x[0-9a-f]+$/)
    expect(await local.client.readContract({ address: smart.address, abi: simpleAccountAbi, functionName: 'owner' })).toBe(owner.address)

    // Deployed now: no factory call, and two calls are one atomic executeBatch (ETH and a gUSD transfer the account holds).
    const gUsd = local.deployed.token.address
    await local.mined(local.wallet(0).writeContract({ address: gUsd, abi: erc20Abi, functionName: 'transfer', args: [smart.address, 5_000_000n] }))
    const second = await handleOps(smart, [
      { to: receiver, value: parseEther('0.02') },
      { to: gUsd, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [receiver, 2_000_000n] }) },
    ])
    expect(second.status).toBe('success')
    expect(await local.client.getBalance({ address: receiver })).toBe(parseEther('0.03'))
    expect(await local.client.readContract({ address: gUsd, abi: erc20Abi, functionName: 'balanceOf', args: [receiver] })).toBe(2_000_000n)
  }, SLOW_TEST_MS)

  it('refuses a user operation signed by another key (the EntryPoint reverts, nothing moves)', async () => {
    const smart = await toSimpleAccount(local.client, privateKeyToAccount(generatePrivateKey()))
    const impostor = await toSimpleAccount(local.client, privateKeyToAccount(generatePrivateKey()))
    await rpcRequest(local.anvil.rpcUrl, 'anvil_setBalance', [smart.address, `0x${parseEther('1').toString(16)}`])
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    const forged = Object.assign(Object.create(smart) as SimpleAccount, { signUserOperation: impostor.signUserOperation })
    await expect(handleOps(forged, [{ to: receiver, value: parseEther('0.01') }])).rejects.toThrow(/AA24 signature error/)
    expect(await local.client.getBalance({ address: receiver })).toBe(0n)
  }, SLOW_TEST_MS)
})
