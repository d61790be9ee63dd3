import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createPublicClient, createWalletClient, getContractAddress, http, parseEther, type Address, type PublicClient, zeroAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CLAIM_SPAM_TOKEN_ADDRESS, DEFAULT_SPAM_TOKENS, isSpamToken } from '../data/spamTokens'
import type { Db } from '../db/Db'
import { createDemoApp } from '../demo/createDemoApp'
import { openSeededDb } from '../testing/openSeededDb'
import { mnemonicToAccount } from 'viem/accounts'
import { startAnvil, TEST_MNEMONIC, type AnvilHandle } from './anvil'
import type { LocalChain } from './chains'
import { testNftAbi, testTokenAbi } from './contracts/artifacts'
import { createChainDataApp } from './createChainDataApp'
import { DEPLOYER_TOKEN_RESERVE } from './amm/seedPools'
import { deployLocalContracts, testAccount, TREASURY_FUNDS, TREASURY_INDEX, viemChain, type DeployedContracts } from './deployContracts'
import { localChainInfo, readLocalChainsInfo, writeLocalChainsInfo, type LocalChainsInfo } from './localChainsInfo'
import { SLOW_SETUP_MS, SLOW_TEST_MS } from '../testing/hookTimeouts'

// Spare ports, away from the cloud's 8545/8546 and from anvil.test.ts (28545/28546).
const CHAINS: LocalChain[] = [
  { id: 31337, name: 'Gangway Local', rpcPort: 28645 },
  { id: 31338, name: 'Gangway Local 2', rpcPort: 28646 },
]
const account = (index: number): Address => testAccount(index).address
const gUsd = (units: number): bigint => BigInt(units) * 10n ** 6n

describe('test contracts deployed on fresh anvil chains', () => {
  const anvils: AnvilHandle[] = []
  let deployed: DeployedContracts[] = []
  let info: LocalChainsInfo
  let db: Db | undefined
  let folder: string
  const clients: PublicClient[] = CHAINS.map((chain) =>
    createPublicClient({ chain: viemChain(chain), transport: http(), pollingInterval: 50 }),
  )
  const client = clients[0]!

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'gangway-deploy-'))
    for (const chain of CHAINS) anvils.push(await startAnvil(chain))
    deployed = await Promise.all(CHAINS.map((chain) => deployLocalContracts(chain)))
    info = { chains: CHAINS.map((chain, i) => localChainInfo(chain, deployed[i]!)) }
    db = await openSeededDb()
  }, SLOW_SETUP_MS)
  afterAll(async () => {
    await Promise.all(anvils.map((anvil) => anvil.stop()))
    await db?.close()
    rmSync(folder, { recursive: true, force: true })
  })

  it("derives the test accounts as viem's mnemonicToAccount does (anvil's #0 and #9)", () => {
    expect(account(0)).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    expect(account(9)).toBe('0xa0Ee7A142d267C1f36714E4a8F75612F20a79720')
    for (const index of [1, 5]) expect(account(index)).toBe(mnemonicToAccount(TEST_MNEMONIC, { addressIndex: index }).address)
  })

  it('deploys from account #9 at the addresses its receipts name, the same on both fresh chains', () => {
    const [first, second] = deployed
    expect(first!.deployer).toBe(account(9))
    expect(first!.token.address).toBe(getContractAddress({ from: account(9), nonce: 0n }))
    expect(first!.nft.address).toBe(getContractAddress({ from: account(9), nonce: 1n }))
    expect(second!.token.address).toBe(first!.token.address)
    expect(second!.nft.address).toBe(first!.nft.address)
  })

  it('deploys the spam token CLAIM third (nonce 2), mints 1 CLAIM to account #0, and it is on the default spam list', async () => {
    for (const [i, chainClient] of clients.entries()) {
      const { spamToken } = deployed[i]!
      expect(spamToken.address).toBe(getContractAddress({ from: account(9), nonce: 2n }))
      expect(spamToken.address).toBe(CLAIM_SPAM_TOKEN_ADDRESS)
      expect(isSpamToken(DEFAULT_SPAM_TOKENS, CHAINS[i]!.id === 31337 ? 'eip155:31337' : 'eip155:31338', spamToken.address)).toBe(true)
      const token = { address: spamToken.address, abi: testTokenAbi } as const
      expect(await chainClient.readContract({ ...token, functionName: 'symbol' })).toBe('CLAIM')
      expect(await chainClient.readContract({ ...token, functionName: 'name' })).toBe('Claim Reward')
      expect(await chainClient.readContract({ ...token, functionName: 'decimals' })).toBe(18)
      expect(await chainClient.readContract({ ...token, functionName: 'balanceOf', args: [account(0)] })).toBe(10n ** 18n)
      expect(await chainClient.readContract({ ...token, functionName: 'totalSupply' })).toBe(10n ** 18n)
    }
  })

  it('mints 10,000 gUSD (6 decimals) to each of accounts #0–#4 on each chain', async () => {
    for (const [i, chainClient] of clients.entries()) {
      const token = { address: deployed[i]!.token.address, abi: testTokenAbi } as const
      expect(await chainClient.readContract({ ...token, functionName: 'decimals' })).toBe(6)
      expect(await chainClient.readContract({ ...token, functionName: 'symbol' })).toBe('gUSD')
      expect(await chainClient.readContract({ ...token, functionName: 'name' })).toBe('Gangway USD')
      // The holders' 50,000 plus what the deployer minted itself for the pools and its reserve, and the payment provider's treasury's.
      expect(await chainClient.readContract({ ...token, functionName: 'totalSupply' })).toBe(gUsd(50_000) + gUsd(4_080_000) + DEPLOYER_TOKEN_RESERVE.gUSD + TREASURY_FUNDS.gUSD)
      for (const index of [0, 1, 2, 3, 4]) {
        expect(await chainClient.readContract({ ...token, functionName: 'balanceOf', args: [account(index)] })).toBe(gUsd(10_000))
      }
      expect(await chainClient.readContract({ ...token, functionName: 'balanceOf', args: [account(5)] })).toBe(0n)
    }
  })

  it('leaves accounts #0–#8 with exactly 10000 ETH; only #9 paid gas', async () => {
    for (const chainClient of clients) {
      for (const index of [0, 1, 2, 3, 4, 5, 6, 7, 8]) {
        expect(await chainClient.getBalance({ address: account(index) })).toBe(parseEther('10000'))
      }
      expect(await chainClient.getBalance({ address: account(9) })).toBeLessThan(parseEther('10000'))
    }
  })

  it("funds the payment provider's treasury (#100): 10,000 ETH, 1,000,000 gUSD and 1,000,000 gEUR on each chain", async () => {
    for (const [i, chainClient] of clients.entries()) {
      const treasury = deployed[i]!.treasury
      expect(treasury).toBe(account(TREASURY_INDEX))
      expect(await chainClient.getBalance({ address: treasury })).toBe(TREASURY_FUNDS.eth)
      const balanceOf = (address: Address) => chainClient.readContract({ address, abi: testTokenAbi, functionName: 'balanceOf', args: [treasury] })
      expect(await balanceOf(deployed[i]!.token.address)).toBe(TREASURY_FUNDS.gUSD)
      expect(await balanceOf(deployed[i]!.gEur.address)).toBe(TREASURY_FUNDS.gEUR)
    }
  })

  it('mints Gangway Pass ids 1–3 to account #0, with a data: URI JSON tokenURI and ERC-165 answers', async () => {
    const nft = { address: deployed[1]!.nft.address, abi: testNftAbi } as const
    const nftClient = clients[1]!
    expect(await nftClient.readContract({ ...nft, functionName: 'symbol' })).toBe('GPASS')
    expect(await nftClient.readContract({ ...nft, functionName: 'balanceOf', args: [account(0)] })).toBe(3n)
    for (const id of [1n, 2n, 3n]) expect(await nftClient.readContract({ ...nft, functionName: 'ownerOf', args: [id] })).toBe(account(0))
    const uri = await nftClient.readContract({ ...nft, functionName: 'tokenURI', args: [2n] })
    const prefix = 'data:application/json;base64,'
    expect(uri.startsWith(prefix)).toBe(true)
    const metadata = JSON.parse(Buffer.from(uri.slice(prefix.length), 'base64').toString('utf8')) as { name: string; image: string }
    expect(metadata.name).toBe('Gangway Pass #2')
    const image = 'data:image/svg+xml;base64,'
    expect(metadata.image.startsWith(image)).toBe(true)
    expect(Buffer.from(metadata.image.slice(image.length), 'base64').toString('utf8')).toMatch(/^<svg [^>]*>.*GPASS.*#2.*<\/svg>$/)
    for (const [id, expected] of [['0x01ffc9a7', true], ['0x80ac58cd', true], ['0x5b5e139f', true], ['0xffffffff', false]] as const) {
      expect(await nftClient.readContract({ ...nft, functionName: 'supportsInterface', args: [id] })).toBe(expected)
    }
    await expect(nftClient.readContract({ ...nft, functionName: 'ownerOf', args: [4n] })).rejects.toThrow(/NonexistentToken/)
  })

  it('reverts a mint by anyone but the deployer', async () => {
    const { token, nft } = deployed[0]!
    const from = testAccount(0)
    await expect(
      client.simulateContract({ account: from, address: token.address, abi: testTokenAbi, functionName: 'mint', args: [from.address, 1n] }),
    ).rejects.toThrow(/NotOwner/)
    await expect(
      client.simulateContract({ account: from, address: nft.address, abi: testNftAbi, functionName: 'mint', args: [from.address, 9n] }),
    ).rejects.toThrow(/NotOwner/)
  })

  it('moves tokens with transfer, approve + transferFrom, and NFTs with an approval', async () => {
    const { token, nft } = deployed[0]!
    const wallet = (index: number) => createWalletClient({ chain: viemChain(CHAINS[0]!), transport: http(), account: testAccount(index) })
    const send = async (hash: Promise<`0x${string}`>) => expect((await client.waitForTransactionReceipt({ hash: await hash })).status).toBe('success')
    const balance = (index: number) => client.readContract({ address: token.address, abi: testTokenAbi, functionName: 'balanceOf', args: [account(index)] })
    await send(wallet(1).writeContract({ address: token.address, abi: testTokenAbi, functionName: 'transfer', args: [account(6), gUsd(1)] }))
    await send(wallet(2).writeContract({ address: token.address, abi: testTokenAbi, functionName: 'approve', args: [account(7), gUsd(5)] }))
    await send(wallet(7).writeContract({ address: token.address, abi: testTokenAbi, functionName: 'transferFrom', args: [account(2), account(7), gUsd(2)] }))
    expect([await balance(1), await balance(2), await balance(6), await balance(7)]).toEqual([gUsd(9_999), gUsd(9_998), gUsd(1), gUsd(2)])
    expect(await client.readContract({ address: token.address, abi: testTokenAbi, functionName: 'allowance', args: [account(2), account(7)] })).toBe(gUsd(3))
    await expect(
      client.simulateContract({ account: testAccount(7), address: token.address, abi: testTokenAbi, functionName: 'transferFrom', args: [account(2), account(7), gUsd(4)] }),
    ).rejects.toThrow(/InsufficientAllowance/)

    await send(wallet(0).writeContract({ address: nft.address, abi: testNftAbi, functionName: 'approve', args: [account(8), 3n] }))
    await send(wallet(8).writeContract({ address: nft.address, abi: testNftAbi, functionName: 'transferFrom', args: [account(0), account(8), 3n] }))
    expect(await client.readContract({ address: nft.address, abi: testNftAbi, functionName: 'ownerOf', args: [3n] })).toBe(account(8))
    expect(await client.readContract({ address: nft.address, abi: testNftAbi, functionName: 'getApproved', args: [3n] })).toBe(zeroAddress)
    // A contract without onERC721Received (the ERC-20) is refused by safeTransferFrom.
    await expect(
      client.simulateContract({ account: testAccount(0), address: nft.address, abi: testNftAbi, functionName: 'safeTransferFrom', args: [account(0), token.address, 1n] }),
    ).rejects.toThrow(/UnsafeRecipient/)
  }, SLOW_TEST_MS)

  it('writes the info file, which reads back equal through the schema', async () => {
    expect(info.chains.map((chain) => chain.caipNetworkId)).toEqual(['eip155:31337', 'eip155:31338'])
    expect(info.chains[0]).toEqual({
      id: 31337,
      name: 'Gangway Local',
      caipNetworkId: 'eip155:31337',
      rpcUrl: 'http://127.0.0.1:28645',
      tokens: [
        { address: deployed[0]!.token.address, symbol: 'gUSD', name: 'Gangway USD', decimals: 6, standard: 'erc20' },
        { address: deployed[0]!.gEur.address, symbol: 'gEUR', name: 'Gangway Euro', decimals: 18, standard: 'erc20' },
      ],
      nfts: [{ address: deployed[0]!.nft.address, symbol: 'GPASS', name: 'Gangway Pass', standard: 'erc721', tokenIds: [1, 2, 3], owner: account(0) }],
      spamTokens: [{ address: CLAIM_SPAM_TOKEN_ADDRESS, symbol: 'CLAIM', name: 'Claim Reward', decimals: 18, standard: 'erc20' }],
      amm: {
        weth: deployed[0]!.amm.weth,
        factory: deployed[0]!.amm.factory,
        router: deployed[0]!.amm.router,
        pairs: deployed[0]!.amm.pairs,
        liquidityProvider: account(9),
      },
      accountAbstraction: {
        entryPoint: '0x0000000071727De22E5E9d8BAf0edAc6f37da032',
        entryPointVersion: '0.7',
        simpleAccountFactory: '0x91E60e0613810449d098b0b5Ec8b51A0FE8c8985',
        accountFactory: '0x22FFd9dCbc8b3f73E1A38b515Bf6b7422E5A832e',
        verifyingPaymaster: deployed[0]!.accountAbstraction.verifyingPaymaster,
        paymasterSigner: account(41),
      },
    })
    expect(info.chains[0]!.amm!.pairs.map((pair) => pair.name)).toEqual(['ETH/gUSD', 'ETH/gEUR', 'gUSD/gEUR'])
    const file = join(folder, 'nested', 'local-chains.json')
    await writeLocalChainsInfo(file, info)
    expect(await readLocalChainsInfo(file)).toEqual(info)
  })

  it('serves the info at GET /local-chains.json (demo) and GET /v1/local-chains (chain data, no projectId, CORS)', async () => {
    const demo = await createDemoApp(join(folder, 'no-demo'), { localChains: info }).request('/local-chains.json')
    expect(demo.status).toBe(200)
    expect(await demo.json()).toEqual(info)
    const chainData = createChainDataApp(db!, { localChains: info })
    const served = await chainData.request('/v1/local-chains', { headers: { Origin: 'http://127.0.0.1:3000' } })
    expect(served.status).toBe(200)
    expect(served.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:3000')
    expect(await served.json()).toEqual(info)
    const preflight = await chainData.request('/v1/local-chains', { method: 'OPTIONS', headers: { Origin: 'http://127.0.0.1:3000', 'Access-Control-Request-Method': 'GET' } })
    expect(preflight.status).toBe(204)
    const foreign = await chainData.request('/v1/local-chains', { headers: { Origin: 'https://elsewhere.example' } })
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull()
    // The other routes keep the projectId rule and JSON errors.
    expect((await chainData.request('/v1/supported-chains')).status).toBe(400)
    expect((await chainData.request('/v1/supported-chains?projectId=gangway-test')).status).toBe(200)
    const missing = await chainData.request('/nope?projectId=gangway-test')
    expect([missing.status, await missing.json()]).toEqual([404, { message: 'Not found' }])
  })

  it('answers { chains: [] } on both routes when the chains are off', async () => {
    expect(await (await createDemoApp(join(folder, 'no-demo')).request('/local-chains.json')).json()).toEqual({ chains: [] })
    expect(await (await createChainDataApp(db!).request('/v1/local-chains')).json()).toEqual({ chains: [] })
  })
})
