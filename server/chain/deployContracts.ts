import { createPublicClient, createWalletClient, defineChain, getAddress, http, type Address, type Chain, type Hash, type TransactionReceipt } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { TEST_MNEMONIC } from './anvil'
import { rpcUrl, type LocalChain } from './chains'
import { testNftAbi, testNftBytecode, testTokenAbi, testTokenBytecode } from './contracts/artifacts'

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
}

/** A mnemonic account of the local chains (anvil's `test … junk` accounts). */
export const testAccount = (index: number) => mnemonicToAccount(TEST_MNEMONIC, { addressIndex: index })

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

/**
 * Deploys the test ERC-20 (Gangway USD, 6 decimals; 10,000 gUSD minted to each of accounts #0–#4), the
 * test ERC-721 (Gangway Pass; ids 1–3 minted to account #0) and the spam ERC-20 (Claim Reward, 1 CLAIM
 * minted to account #0), in that order, from account #9, and waits for every receipt.
 * Addresses come from the receipts, checksummed (deterministic on a fresh anvil, but not assumed).
 */
export async function deployLocalContracts(chain: LocalChain): Promise<DeployedContracts> {
  const viem = viemChain(chain)
  const account = testAccount(DEPLOYER_INDEX)
  const transport = http(rpcUrl(chain), { retryCount: 0, timeout: 10_000 })
  const publicClient = createPublicClient({ chain: viem, transport, pollingInterval: 50 })
  const wallet = createWalletClient({ chain: viem, transport, account })
  let nonce = await publicClient.getTransactionCount({ address: account.address, blockTag: 'pending' })

  const confirm = async (hashes: Hash[], what: string): Promise<TransactionReceipt[]> => {
    const receipts = await Promise.all(hashes.map((hash) => publicClient.waitForTransactionReceipt({ hash, timeout: 30_000 })))
    for (const receipt of receipts) {
      if (receipt.status !== 'success') throw new Error(`chain ${chain.id}: ${what} transaction ${receipt.transactionHash} reverted`)
    }
    return receipts
  }
  const deployedAt = (receipt: TransactionReceipt | undefined): Address => {
    if (!receipt?.contractAddress) throw new Error(`chain ${chain.id}: a deployment receipt has no contract address`)
    return getAddress(receipt.contractAddress)
  }

  // Every deployment in flight at once (explicit nonces, in this order), then every mint at once.
  const { name, symbol, decimals } = TEST_TOKEN
  const spam = SPAM_TOKEN
  const [tokenReceipt, nftReceipt, spamReceipt] = await confirm(
    [
      await wallet.deployContract({ abi: testTokenAbi, bytecode: testTokenBytecode, args: [name, symbol, decimals], nonce: nonce++ }),
      await wallet.deployContract({ abi: testNftAbi, bytecode: testNftBytecode, args: [TEST_NFT.name, TEST_NFT.symbol], nonce: nonce++ }),
      await wallet.deployContract({ abi: testTokenAbi, bytecode: testTokenBytecode, args: [spam.name, spam.symbol, spam.decimals], nonce: nonce++ }),
    ],
    'deployment',
  )
  const tokenAddress = deployedAt(tokenReceipt)
  const nftAddress = deployedAt(nftReceipt)
  const spamAddress = deployedAt(spamReceipt)

  const holders = TOKEN_HOLDER_INDEXES.map((index) => testAccount(index).address)
  const owner = testAccount(NFT_OWNER_INDEX).address
  const mints: Hash[] = []
  for (const holder of holders) {
    mints.push(await wallet.writeContract({ address: tokenAddress, abi: testTokenAbi, functionName: 'mint', args: [holder, TEST_TOKEN.mintEach], nonce: nonce++ }))
  }
  for (const id of TEST_NFT.tokenIds) {
    mints.push(await wallet.writeContract({ address: nftAddress, abi: testNftAbi, functionName: 'mint', args: [owner, BigInt(id)], nonce: nonce++ }))
  }
  const spamHolders = SPAM_HOLDER_INDEXES.map((index) => testAccount(index).address)
  for (const holder of spamHolders) {
    mints.push(await wallet.writeContract({ address: spamAddress, abi: testTokenAbi, functionName: 'mint', args: [holder, spam.mintEach], nonce: nonce++ }))
  }
  await confirm(mints, 'mint')

  return {
    chainId: chain.id,
    deployer: account.address,
    token: { address: tokenAddress, name, symbol, decimals, holders, mintEach: TEST_TOKEN.mintEach },
    nft: { address: nftAddress, name: TEST_NFT.name, symbol: TEST_NFT.symbol, tokenIds: [...TEST_NFT.tokenIds], owner },
    spamToken: { address: spamAddress, name: spam.name, symbol: spam.symbol, decimals: spam.decimals, holders: spamHolders, mintEach: spam.mintEach },
  }
}
