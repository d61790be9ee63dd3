import { mkdir, mkdtemp, readFile, rename, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { z } from 'zod'
import { DEFAULT_DATA_DIR } from '../db/openDb'
import { MEMORY_DATA_DIR } from '../db/openPglite'
import { caip2, rpcUrl, type LocalChain } from './chains'
import type { DeployedContracts, DeployedToken } from './deployContracts'

const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'expected a 0x-prefixed 20-byte hex address')

const tokenSchema = z.object({
  address,
  symbol: z.string().min(1),
  name: z.string().min(1),
  decimals: z.number().int().min(0).max(255),
  standard: z.literal('erc20'),
})

const nftSchema = z.object({
  address,
  symbol: z.string().min(1),
  name: z.string().min(1),
  standard: z.literal('erc721'),
  tokenIds: z.array(z.number().int().nonnegative()),
  owner: address,
})

const pairSchema = z.object({
  /** 'ETH/gUSD' (ETH stands for WETH in the pool). */
  name: z.string().min(1),
  address,
  token0: address,
  token1: address,
})

/** The Uniswap V2 AMM of a chain: WETH9, the factory, Router02, the seeded pairs and who seeded them. */
const ammSchema = z.object({
  weth: address,
  factory: address,
  router: address,
  pairs: z.array(pairSchema),
  liquidityProvider: address,
})

/**
 * ERC-4337 on a chain: EntryPoint v0.7, the canonical SimpleAccount factory, the GangwayAccount factory (the embedded
 * wallets' smart accounts, which verify ERC-1271 signatures) and the verifying paymaster (its signer's address).
 */
const accountAbstractionSchema = z.object({
  entryPoint: address,
  entryPointVersion: z.literal('0.7'),
  simpleAccountFactory: address,
  accountFactory: address,
  verifyingPaymaster: address,
  paymasterSigner: address,
})

const chainSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  caipNetworkId: z.string().regex(/^eip155:[1-9]\d*$/, "expected 'eip155:<chain id>'"),
  rpcUrl: z.url(),
  tokens: z.array(tokenSchema),
  nfts: z.array(nftSchema),
  /** Tokens deployed as spam (on the default spam list: left out of balances, flagged in history); absent in older files. */
  spamTokens: z.array(tokenSchema).optional(),
  /** The AMM; absent in older files (no swaps, no pool prices on that chain). */
  amm: ammSchema.optional(),
  /** ERC-4337; absent in older files (no smart accounts on that chain). */
  accountAbstraction: accountAbstractionSchema.optional(),
}).refine((chain) => chain.caipNetworkId === `eip155:${chain.id}`, { message: 'does not match id', path: ['caipNetworkId'] })

const base58Key = z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, 'expected a base58 public key')

/** An SPL token of the local Solana chain: its mint account and what the balance API shows for it. */
const splTokenSchema = z.object({
  mint: base58Key,
  symbol: z.string().min(1),
  name: z.string().min(1),
  decimals: z.number().int().min(0).max(255),
  standard: z.literal('spl-token'),
  mintAuthority: base58Key,
})

/** The local Solana chain: the Solana runtime (litesvm) behind a local JSON-RPC, and its test keys and token. */
const solanaChainSchema = z.object({
  name: z.string().min(1),
  caipNetworkId: z.string().regex(/^solana:[1-9A-HJ-NP-Za-km-z]{32}$/, "expected 'solana:' and 32 base58 characters"),
  genesisHash: z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, 'expected a base58 hash'),
  rpcUrl: z.url(),
  wsUrl: z.url(),
  /** What answers: 'litesvm <version> (Solana runtime <version>)'. */
  runtime: z.string().min(1),
  tokens: z.array(splTokenSchema),
  /** The test mnemonic's keys on `derivationPath` ({index} replaced) with indexes first … first + count - 1, each funded with `sol`; the first `tokenHolders` also hold 10,000 gUSD. */
  fundedKeys: z.object({
    derivationPath: z.string().min(1),
    first: z.number().int().nonnegative(),
    count: z.number().int().positive(),
    sol: z.number().positive(),
    tokenHolders: z.number().int().nonnegative(),
  }),
}).refine((chain) => chain.caipNetworkId === `solana:${chain.genesisHash.slice(0, 32)}`, { message: 'does not match genesisHash', path: ['caipNetworkId'] })

/** `local-chains.json`: the local chains and the test contracts deployed on them; `solanaChains` is absent in older files and with the chains off. */
export const localChainsInfoSchema = z.object({ chains: z.array(chainSchema), solanaChains: z.array(solanaChainSchema).optional() })

export type LocalChainsInfo = z.infer<typeof localChainsInfoSchema>
export type LocalChainInfo = z.infer<typeof chainSchema>
export type LocalSolanaChainInfo = z.infer<typeof solanaChainSchema>
export type LocalAmmInfo = z.infer<typeof ammSchema>
export type LocalAccountAbstractionInfo = z.infer<typeof accountAbstractionSchema>

/** What the services answer when the chains are off. */
export const NO_LOCAL_CHAINS: LocalChainsInfo = { chains: [] }

export const LOCAL_CHAINS_FILE_NAME = 'local-chains.json'

/** The entry of one chain, from what deployLocalContracts returned for it. */
export function localChainInfo(chain: LocalChain, deployed: DeployedContracts): LocalChainInfo {
  const { token, nft, spamToken, gEur, amm, accountAbstraction: aa } = deployed
  const erc20 = ({ address, symbol, name, decimals }: DeployedToken) => ({ address, symbol, name, decimals, standard: 'erc20' as const })
  return {
    id: chain.id,
    name: chain.name,
    caipNetworkId: caip2(chain),
    rpcUrl: rpcUrl(chain),
    tokens: [erc20(token), erc20(gEur)],
    nfts: [{ address: nft.address, symbol: nft.symbol, name: nft.name, standard: 'erc721', tokenIds: [...nft.tokenIds], owner: nft.owner }],
    spamTokens: [erc20(spamToken)],
    amm: { weth: amm.weth, factory: amm.factory, router: amm.router, pairs: amm.pairs.map((pair) => ({ ...pair })), liquidityProvider: amm.liquidityProvider },
    accountAbstraction: {
      entryPoint: aa.entryPoint,
      entryPointVersion: aa.entryPointVersion,
      simpleAccountFactory: aa.simpleAccountFactory,
      accountFactory: aa.accountFactory,
      verifyingPaymaster: aa.verifyingPaymaster,
      paymasterSigner: aa.paymasterSigner,
    },
  }
}

/** Parses untrusted JSON (already decoded) into the info, or throws an Error naming the source and every problem. */
export function parseLocalChainsInfo(json: unknown, source = LOCAL_CHAINS_FILE_NAME): LocalChainsInfo {
  const result = localChainsInfoSchema.safeParse(json)
  if (!result.success) throw new Error(`${source} is not a valid local chains file:\n${z.prettifyError(result.error)}`)
  return result.data
}

/** Reads and validates a local chains file; a missing file, bad JSON or a wrong shape throws a clear Error. */
export async function readLocalChainsInfo(file: string): Promise<LocalChainsInfo> {
  const text = await readFile(file, 'utf8')
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    throw new Error(`${file} is not valid JSON: ${error instanceof Error ? error.message : String(error)}`)
  }
  return parseLocalChainsInfo(json, file)
}

/** Validates, then writes the file atomically (temp file + rename), creating its folder. */
export async function writeLocalChainsInfo(file: string, info: LocalChainsInfo): Promise<void> {
  const valid = parseLocalChainsInfo(info, 'the local chains info to write')
  await mkdir(dirname(file), { recursive: true })
  const temporary = `${file}.${process.pid}.tmp`
  await writeFile(temporary, `${JSON.stringify(valid, null, 2)}\n`)
  await rename(temporary, file)
}

export interface LocalChainsFileOptions {
  /** Explicit path; wins over everything. */
  chainInfoFile?: string | undefined
  /** The PGlite folder (default .data/pglite); the file goes beside it, in its parent (the data folder). */
  dataDir?: string | undefined
}

/**
 * Where the cloud writes local-chains.json: the explicit path, else `<data folder>/local-chains.json`
 * (`.data/local-chains.json` by default). For an in-memory database (`memory://`) a fresh folder under
 * os.tmpdir() is made; `temporary` says the caller should remove that folder when it stops.
 */
export async function localChainsFile(options: LocalChainsFileOptions = {}): Promise<{ file: string; temporary: boolean }> {
  if (options.chainInfoFile) return { file: resolve(options.chainInfoFile), temporary: false }
  if (options.dataDir === MEMORY_DATA_DIR) {
    const folder = await mkdtemp(join(tmpdir(), 'gangway-chains-'))
    return { file: join(folder, LOCAL_CHAINS_FILE_NAME), temporary: true }
  }
  return { file: join(dirname(resolve(options.dataDir ?? DEFAULT_DATA_DIR)), LOCAL_CHAINS_FILE_NAME), temporary: false }
}
