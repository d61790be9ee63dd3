import { createPublicClient, defineChain, getAddress, getContractAddress, http, numberToHex, parseEther, type Address, type Chain, type PublicClient } from 'viem'
import { pbkdf2Sync } from 'node:crypto'
import { HDKey, hdKeyToAccount, type HDAccount } from 'viem/accounts'
import { deployAccountAbstraction } from './aa/deployAccountAbstraction'
import { AA_ACCOUNTS, type DeployedAccountAbstraction } from './aa/planAccountAbstraction'
import { factoryAbi } from './amm/ammAbis'
import { planAmm, type DeployedAmm } from './amm/planAmm'
import { TEST_MNEMONIC } from './anvil'
import { rpcUrl, type LocalChain } from './chains'
import { rpcRequest } from './rpcRequest'
import { testNftAbi, testNftBytecode, testTokenAbi, testTokenBytecode } from './contracts/artifacts'
import { sendPlannedTxs } from './sendPlannedTxs'
import { TxPlan } from './txPlan'

/** The deployer: mnemonic account #9, so accounts #0–#8 keep their 10000 ETH untouched. */
export const DEPLOYER_INDEX = 9
/** Accounts #0–#4 receive TEST_TOKEN.mintEach each. */
export const TOKEN_HOLDER_INDEXES = [0, 1, 2, 3, 4] as const
/** Owner of every TEST_NFT token. */
export const NFT_OWNER_INDEX = 0

export const TEST_TOKEN = { name: 'Gangway USD', symbol: 'gUSD', decimals: 6, mintEach: 10_000n * 10n ** 6n } as const
export const TEST_NFT = { name: 'Gangway Pass', symbol: 'GPASS', tokenIds: [1, 2, 3] } as const
/** A spam ERC-20 (the TestToken contract), on the default spam list (data/spamTokens.ts); 1 CLAIM is minted to #0. */
export const SPAM_TOKEN = { name: 'Claim Reward', symbol: 'CLAIM', decimals: 18, mintEach: 10n ** 18n } as const
/** Accounts the spam token is "airdropped" to. */
export const SPAM_HOLDER_INDEXES = [0] as const
/** The second test ERC-20 (the TestToken contract, 18 decimals), minted to the same holders as gUSD; pooled in the AMM. */
export const GEUR_TOKEN = { name: 'Gangway Euro', symbol: 'gEUR', decimals: 18, mintEach: 10_000n * 10n ** 18n } as const
/**
 * The local payment provider's treasury (server/pay/): mnemonic account #100, which no test uses (#0–#19 are the
 * tests', #9 the deployer). The deployment mints it gUSD and gEUR last (so no other address moves) and gives it ETH
 * with anvil_setBalance (no transaction: #9's nonces stay the plan's).
 */
export const TREASURY_INDEX = 100
export const TREASURY_FUNDS = { eth: parseEther('10000'), gUSD: 1_000_000n * 10n ** 6n, gEUR: 1_000_000n * 10n ** 18n } as const

// Gas limits with headroom over what each used on anvil (the plan is signed without estimates).
const GAS = { deployToken: 1_500_000n, deployNft: 3_000_000n, mint: 120_000n, mintNft: 200_000n } as const

export interface DeployedToken {
  address: Address
  name: string
  symbol: string
  decimals: number
  /** Accounts minted `mintEach` base units each. */
  holders: Address[]
  mintEach: bigint
}

export interface DeployedNft {
  address: Address
  name: string
  symbol: string
  tokenIds: number[]
  owner: Address
}

export interface DeployedContracts {
  chainId: number
  deployer: Address
  token: DeployedToken
  nft: DeployedNft
  /** Deployed after the other two (nonce 2), so their addresses are unchanged. */
  spamToken: DeployedToken
  /** The second test ERC-20, after the first three contracts' mints. */
  gEur: DeployedToken
  /** The Uniswap V2 AMM and its pools (ETH/gUSD, ETH/gEUR, gUSD/gEUR). */
  amm: DeployedAmm
  /** The payment provider's treasury (TREASURY_INDEX), funded with TREASURY_FUNDS. */
  treasury: Address
  /** ERC-4337: EntryPoint v0.7, SimpleAccountFactory, VerifyingPaymaster (aa/planAccountAbstraction.ts; deployer #40). */
  accountAbstraction: DeployedAccountAbstraction
}

let testRoot: HDKey | undefined

/**
 * A mnemonic account of the local chains (anvil's `test … junk` accounts), as viem's mnemonicToAccount derives it;
 * the BIP-39 seed (PBKDF2-HMAC-SHA512, 2048 rounds, salt 'mnemonic') is computed once, with node:crypto, since
 * mnemonicToAccount's own (JavaScript) PBKDF2 on every call cost about 0.1 s each at start-up.
 */
export function testAccount(index: number): HDAccount {
  testRoot ??= HDKey.fromMasterSeed(pbkdf2Sync(TEST_MNEMONIC.normalize('NFKD'), 'mnemonic', 2048, 64, 'sha512'))
  return hdKeyToAccount(testRoot, { addressIndex: index })
}

/** A viem chain for a local chain: 18-decimals ETH, its 127.0.0.1 RPC URL. */
export function viemChain(chain: LocalChain): Chain {
  const url = rpcUrl(chain)
  return defineChain({
    id: chain.id,
    name: chain.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [url] } },
    testnet: true,
  })
}

/** Every transaction of the local deployment, planned from account #9's nonce 0, and what it leaves on the chain. */
export interface LocalDeploymentPlan {
  plan: TxPlan
  contracts: Omit<DeployedContracts, 'chainId' | 'accountAbstraction'>
}

/**
 * The local deployment, in this order (so the first three addresses never change): the test ERC-20 gUSD
 * (nonce 0), the ERC-721 GPASS (1) and the spam ERC-20 CLAIM (2); their mints (10,000 gUSD to each of accounts
 * #0–#4, GPASS ids 1–3 to #0, 1 CLAIM to #0); the second test ERC-20 gEUR (18 decimals) and 10,000 gEUR to each
 * of #0–#4; then the Uniswap V2 AMM and its three pools (amm/planAmm.ts); last the payment provider's treasury's
 * gUSD and gEUR (TREASURY_FUNDS). Addresses follow from the nonces.
 */
export function planLocalDeployment(): LocalDeploymentPlan {
  const account = testAccount(DEPLOYER_INDEX)
  const plan = new TxPlan(account.address)
  const erc20 = (spec: { name: string; symbol: string; decimals: number }) =>
    plan.deploy(`deploy ${spec.symbol}`, GAS.deployToken, { abi: testTokenAbi, bytecode: testTokenBytecode, args: [spec.name, spec.symbol, spec.decimals] })
  const mint = (token: Address, symbol: string, to: Address, amount: bigint) =>
    plan.call(`mint ${symbol} to ${to}`, GAS.mint, token, { abi: testTokenAbi, functionName: 'mint', args: [to, amount] })

  const tokenAddress = erc20(TEST_TOKEN)
  const nftAddress = plan.deploy(`deploy ${TEST_NFT.symbol}`, GAS.deployNft, { abi: testNftAbi, bytecode: testNftBytecode, args: [TEST_NFT.name, TEST_NFT.symbol] })
  const spamAddress = erc20(SPAM_TOKEN)
  const holders = TOKEN_HOLDER_INDEXES.map((index) => testAccount(index).address)
  const owner = testAccount(NFT_OWNER_INDEX).address
  const spamHolders = SPAM_HOLDER_INDEXES.map((index) => testAccount(index).address)
  for (const holder of holders) mint(tokenAddress, TEST_TOKEN.symbol, holder, TEST_TOKEN.mintEach)
  for (const id of TEST_NFT.tokenIds) {
    plan.call(`mint ${TEST_NFT.symbol} #${id}`, GAS.mintNft, nftAddress, { abi: testNftAbi, functionName: 'mint', args: [owner, BigInt(id)] })
  }
  for (const holder of spamHolders) mint(spamAddress, SPAM_TOKEN.symbol, holder, SPAM_TOKEN.mintEach)
  const gEurAddress = erc20(GEUR_TOKEN)
  for (const holder of holders) mint(gEurAddress, GEUR_TOKEN.symbol, holder, GEUR_TOKEN.mintEach)
  const amm = planAmm(plan, { gUSD: tokenAddress, gEUR: gEurAddress })
  const treasury = testAccount(TREASURY_INDEX).address
  mint(tokenAddress, TEST_TOKEN.symbol, treasury, TREASURY_FUNDS.gUSD)
  mint(gEurAddress, GEUR_TOKEN.symbol, treasury, TREASURY_FUNDS.gEUR)

  const token = (spec: typeof TEST_TOKEN | typeof SPAM_TOKEN | typeof GEUR_TOKEN, address: Address, to: Address[]): DeployedToken =>
    ({ address, name: spec.name, symbol: spec.symbol, decimals: spec.decimals, holders: to, mintEach: spec.mintEach })
  return {
    plan,
    contracts: {
      deployer: account.address,
      token: token(TEST_TOKEN, tokenAddress, holders),
      nft: { address: nftAddress, name: TEST_NFT.name, symbol: TEST_NFT.symbol, tokenIds: [...TEST_NFT.tokenIds], owner },
      spamToken: token(SPAM_TOKEN, spamAddress, spamHolders),
      gEur: token(GEUR_TOKEN, gEurAddress, holders),
      amm,
      treasury,
    },
  }
}

/**
 * Deploys the local test contracts and the AMM (planLocalDeployment) from account #9, gives the payment provider's
 * treasury its ETH, and, at the same time from account #40, the ERC-4337 contracts (aa/deployAccountAbstraction.ts);
 * returns their addresses.
 * On a fresh chain (the deployer has sent nothing) every transaction is signed and sent in one batch; the receipts'
 * contract addresses and the factory's pairs are checked against the plan. On a chain restored from an anvil state
 * file that already holds this deployment (the deployer's nonce is the plan's length and the contracts have code),
 * nothing is sent: the same addresses are returned, so a restart neither redeploys nor seeds the pools twice.
 * Any other nonce is an error.
 */
export async function deployLocalContracts(chain: LocalChain): Promise<DeployedContracts> {
  const { plan, contracts } = planLocalDeployment()
  const url = rpcUrl(chain)
  const transport = http(url, { retryCount: 0, timeout: 10_000, batch: { batchSize: 100, wait: 0 } })
  const client = createPublicClient({ chain: viemChain(chain), transport, cacheTime: 0 })
  const nonce = await client.getTransactionCount({ address: contracts.deployer, blockTag: 'pending' })
  const planned = plan.txs.map((tx, i) => ({ tx, address: tx.to === null ? getContractAddress({ from: plan.from, nonce: BigInt(i) }) : null }))
  const accountAbstraction = deployAccountAbstraction(url, chain.id, client, {
    deployer: testAccount(AA_ACCOUNTS.deployer),
    paymasterSigner: testAccount(AA_ACCOUNTS.paymasterSigner).address,
    funded: [testAccount(AA_ACCOUNTS.bundlerExecutor).address, testAccount(AA_ACCOUNTS.bundlerUtility).address],
  })
  // Handled now so a failure of the test contracts' deployment does not leave it unobserved; awaited below.
  accountAbstraction.catch(() => undefined)
  if (nonce === 0) {
    const [receipts] = await Promise.all([
      sendPlannedTxs(url, chain.id, testAccount(DEPLOYER_INDEX), plan.txs),
      rpcRequest(url, 'anvil_setBalance', [contracts.treasury, numberToHex(TREASURY_FUNDS.eth)]),
    ])
    planned.forEach(({ tx, address }, i) => {
      const deployed = receipts[i]?.contractAddress
      if (address && (!deployed || getAddress(deployed) !== address)) throw new Error(`chain ${chain.id}: '${tx.what}' deployed at ${deployed ?? 'no address'}, planned ${address}`)
    })
  } else if (nonce === plan.txs.length) {
    const codes = await Promise.all(planned.flatMap(({ address }) => (address ? [client.getCode({ address }).then((code) => ({ address, code }))] : [])))
    const missing = codes.filter(({ code }) => !code || code === '0x')
    if (missing.length > 0) throw new Error(`chain ${chain.id}: restored chain lacks the contracts at ${missing.map(({ address }) => address).join(', ')}`)
  } else {
    throw new Error(
      `chain ${chain.id}: the deployer (account #${DEPLOYER_INDEX}) has sent ${nonce} transactions, neither 0 (a fresh chain) nor ${plan.txs.length} (this deployment, restored): start from a fresh chain`,
    )
  }
  await assertPairsMatchFactory(client, chain, contracts.amm)
  return { chainId: chain.id, ...contracts, accountAbstraction: await accountAbstraction }
}

/** The router derives pair addresses from the init-code hash it hard-codes: each must be the pair the factory made. */
async function assertPairsMatchFactory(client: PublicClient, chain: LocalChain, amm: DeployedAmm): Promise<void> {
  const actual = await Promise.all(amm.pairs.map((pair) => client.readContract({ address: amm.factory, abi: factoryAbi, functionName: 'getPair', args: [pair.token0, pair.token1] })))
  amm.pairs.forEach((pair, i) => {
    if (actual[i] !== pair.address) throw new Error(`chain ${chain.id}: the factory's ${pair.name} pair is ${actual[i]}, the router derives ${pair.address}: pair init-code hash mismatch`)
  })
}
