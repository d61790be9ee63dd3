import { createPublicClient, hashMessage, hashTypedData, http, numberToHex, parseErc6492Signature, toHex, type Address, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDeployedChain, type DeployedChain } from '../../testing/deployedChain'
import { SLOW_SETUP_MS, SLOW_TEST_MS } from '../../testing/hookTimeouts'
import { startAnvil } from '../anvil'
import type { LocalChain } from '../chains'
import { gangwayAccountAbi, gangwayAccountFactoryAbi } from '../contracts/gangwayAccountArtifacts'
import { testAccount } from '../deployContracts'
import { rpcRequest } from '../rpcRequest'
import { sendPlannedTxs } from '../sendPlannedTxs'
import { GANGWAY_ACCOUNT_FACTORY, GANGWAY_ACCOUNT_IMPLEMENTATION } from './aaAddresses'
import { deployAccountAbstraction } from './deployAccountAbstraction'
import { gangwayAccountAddress } from './gangwayAccountAddress'
import { AA_ACCOUNTS, AA_FUNDS, planAccountAbstraction } from './planAccountAbstraction'
import { replaySafeTypedData, toGangwayAccount } from './toGangwayAccount'

// Spare ports, away from the cloud's and the other suites' (see server/README.md).
const CHAIN: LocalChain = { id: 31337, name: 'Gangway Local', rpcPort: 30445 }
const OLD_CHAIN: LocalChain = { id: 31337, name: 'Saved before GangwayAccountFactory', rpcPort: 30446 }
/** Deploys accounts through the factory directly (no user operation): mnemonic #8. */
const CREATOR = 8
const ERC1271_MAGIC = '0x1626ba7e'
const ERC6492_SUFFIX = '6492649264926492649264926492649264926492649264926492649264926492'

const typedData = {
  domain: { name: 'Gangway Demo', version: '1', chainId: CHAIN.id },
  types: { Mail: [{ name: 'to', type: 'address' }, { name: 'contents', type: 'string' }] },
  primaryType: 'Mail',
  message: { to: '0x00000000000000000000000000000000000000a1', contents: 'Hello from a smart account' },
} as const

describe('GangwayAccount: SimpleAccount 0.7 plus replay-safe ERC-1271 signatures', () => {
  let local: DeployedChain
  beforeAll(async () => {
    local = await startDeployedChain(CHAIN)
  }, SLOW_SETUP_MS)
  afterAll(async () => {
    await local?.stop()
  })

  const newOwner = (): PrivateKeyAccount => privateKeyToAccount(generatePrivateKey())
  const factory = { address: GANGWAY_ACCOUNT_FACTORY, abi: gangwayAccountFactoryAbi } as const
  const createAccount = (owner: Address, salt = 0n) => local.mined(local.wallet(CREATOR).writeContract({ ...factory, functionName: 'createAccount', args: [owner, salt] }))
  const verifyMessage = (address: Address, message: string, signature: Hex) => local.client.verifyMessage({ address, message, signature })

  it('has the factory at its planned address; its getAddress is the counterfactual address, derived without the chain', async () => {
    expect(local.deployed.accountAbstraction.accountFactory).toBe(GANGWAY_ACCOUNT_FACTORY)
    expect(local.info.chains[0]?.accountAbstraction?.accountFactory).toBe(GANGWAY_ACCOUNT_FACTORY)
    for (const address of [GANGWAY_ACCOUNT_FACTORY, GANGWAY_ACCOUNT_IMPLEMENTATION]) expect(await local.client.getCode({ address }), address).toMatch(/^0x[0-9a-f]{100,}$/)
    expect(await local.client.readContract({ ...factory, functionName: 'accountImplementation' })).toBe(GANGWAY_ACCOUNT_IMPLEMENTATION)
    const owner = newOwner()
    for (const [who, salt] of [[owner.address, 0n], [testAccount(0).address, 0n], [testAccount(0).address, 7n]] as const) {
      expect(gangwayAccountAddress(who, salt)).toBe(await local.client.readContract({ ...factory, functionName: 'getAddress', args: [who, salt] }))
    }
    expect((await toGangwayAccount(local.client, owner)).address).toBe(gangwayAccountAddress(owner.address))
  })

  it('signs a message that verifies before deployment (ERC-6492) and after it (ERC-1271), and refuses a tampered one', async () => {
    const owner = newOwner()
    const smart = await toGangwayAccount(local.client, owner)
    const before = await smart.signMessage({ message: 'Sign in to Gangway' })
    expect(before.endsWith(ERC6492_SUFFIX)).toBe(true)
    expect(parseErc6492Signature(before).address).toBe(GANGWAY_ACCOUNT_FACTORY)
    expect(await verifyMessage(smart.address, 'Sign in to Gangway', before)).toBe(true)
    expect(await verifyMessage(smart.address, 'Sign in to Gangway!', before)).toBe(false)
    // Verifying the 6492 signature only simulated the deployment.
    expect(await local.client.getCode({ address: smart.address })).toBeUndefined()

    await createAccount(owner.address)
    const after = await (await toGangwayAccount(local.client, owner)).signMessage({ message: 'Sign in to Gangway' })
    expect(after).toMatch(/^0x[0-9a-f]{130}$/)
    expect(await verifyMessage(smart.address, 'Sign in to Gangway', after)).toBe(true)
    expect(await verifyMessage(smart.address, 'Sign in to Gangway', before)).toBe(true)
    expect(await verifyMessage(smart.address, 'Sign in to Gangway!', after)).toBe(false)
    const read = (hash: Hex, signature: Hex) => local.client.readContract({ address: smart.address, abi: gangwayAccountAbi, functionName: 'isValidSignature', args: [hash, signature] })
    expect(await read(hashMessage('Sign in to Gangway'), after)).toBe(ERC1271_MAGIC)
    // A malformed signature is an answer (not the magic value), not a revert.
    expect(await read(hashMessage('Sign in to Gangway'), '0x123456')).toBe('0xffffffff')
  }, SLOW_TEST_MS)

  it('signs typed data that verifies before and after deployment, and refuses other typed data', async () => {
    const owner = newOwner()
    const smart = await toGangwayAccount(local.client, owner)
    const before = await smart.signTypedData(typedData)
    expect(await local.client.verifyTypedData({ address: smart.address, ...typedData, signature: before })).toBe(true)
    await createAccount(owner.address)
    const after = await (await toGangwayAccount(local.client, owner)).signTypedData(typedData)
    expect(await local.client.verifyTypedData({ address: smart.address, ...typedData, signature: after })).toBe(true)
    const other = { ...typedData, message: { ...typedData.message, contents: 'Something else' } }
    expect(await local.client.verifyTypedData({ address: smart.address, ...other, signature: after })).toBe(false)
  }, SLOW_TEST_MS)

  it("is replay-safe: the owner's bare signature, another account's and another chain's do not validate", async () => {
    const owner = newOwner()
    await createAccount(owner.address, 0n)
    await createAccount(owner.address, 1n)
    const smart = await toGangwayAccount(local.client, owner)
    const message = 'Pay 1 gUSD'
    const replaySafe = replaySafeTypedData(smart.address, CHAIN.id, hashMessage(message))
    expect(await local.client.readContract({ address: smart.address, abi: gangwayAccountAbi, functionName: 'replaySafeHash', args: [hashMessage(message)] })).toBe(hashTypedData(replaySafe))

    // The owner's EOA signature of the same message is the owner's, not the smart account's.
    const bare = await owner.signMessage({ message })
    expect(await verifyMessage(owner.address, message, bare)).toBe(true)
    expect(await verifyMessage(smart.address, message, bare)).toBe(false)
    // And the smart account's signature is not the EOA's.
    const signature = await smart.signMessage({ message })
    expect(await verifyMessage(smart.address, message, signature)).toBe(true)
    expect(await verifyMessage(owner.address, message, signature)).toBe(false)
    // The same owner's second account (salt 1) does not take the first one's signature.
    expect(await verifyMessage(gangwayAccountAddress(owner.address, 1n), message, signature)).toBe(false)
    // Signed for another chain id: refused here.
    const otherChain = await owner.signTypedData(replaySafeTypedData(smart.address, 1, hashMessage(message)))
    expect(await verifyMessage(smart.address, message, otherChain)).toBe(false)
  }, SLOW_TEST_MS)
})

describe('GangwayAccountFactory on a chain saved before it existed', () => {
  it('is deployed as the one missing transaction; a second start sends nothing; an unknown nonce is refused', async () => {
    const anvil = await startAnvil(OLD_CHAIN)
    try {
      const url = anvil.rpcUrl
      const client = createPublicClient({ transport: http(url), cacheTime: 0 })
      const deployer = testAccount(AA_ACCOUNTS.deployer)
      const accounts = { deployer, paymasterSigner: testAccount(AA_ACCOUNTS.paymasterSigner).address, funded: [] }
      const { plan } = planAccountAbstraction(deployer.address, accounts.paymasterSigner)
      await rpcRequest(url, 'anvil_setBalance', [deployer.address, numberToHex(AA_FUNDS.account)])
      await sendPlannedTxs(url, OLD_CHAIN.id, deployer, plan.txs.slice(0, 4))
      expect(await client.getCode({ address: GANGWAY_ACCOUNT_FACTORY })).toBeUndefined()

      const deployed = await deployAccountAbstraction(url, OLD_CHAIN.id, client, accounts)
      expect(deployed.accountFactory).toBe(GANGWAY_ACCOUNT_FACTORY)
      expect(await client.getCode({ address: GANGWAY_ACCOUNT_IMPLEMENTATION })).toMatch(/^0x[0-9a-f]{100,}$/)
      expect(await client.getTransactionCount({ address: deployer.address })).toBe(plan.txs.length)
      await deployAccountAbstraction(url, OLD_CHAIN.id, client, accounts)
      expect(await client.getTransactionCount({ address: deployer.address })).toBe(plan.txs.length)

      await rpcRequest(url, 'anvil_setNonce', [deployer.address, toHex(3)])
      await expect(deployAccountAbstraction(url, OLD_CHAIN.id, client, accounts)).rejects.toThrow(/has sent 3 transactions, neither 0 \(a fresh chain\), 4 .* nor 5/)
    } finally {
      await anvil.stop()
    }
  }, SLOW_TEST_MS)
})
