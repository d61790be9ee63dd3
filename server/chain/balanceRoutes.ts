import { Hono } from 'hono'
import { erc20Abi, type Address, type PublicClient } from 'viem'
import { walletAssetSchema, type WalletAsset } from '../../src/protocol/chainData'
import type { ProjectEnv } from '../http/requireProject'
import { caip2, type LocalChain } from './chains'
import { badRequest, parseAddress, requestedChains } from './chainParams'
import type { LocalSolanaChainInfo } from './localChainsInfo'
import { isSolanaAddress, solanaAssets } from './solana/solanaBalances'
import type { PoolPricer } from './poolPricer'
import type { CatalogToken, TokenCatalog } from './tokenCatalog'
import { usdValue } from './usdValue'

export interface BalanceDeps {
  chains: readonly LocalChain[]
  /** The local Solana chains (local-chains.json's solanaChains). */
  solanaChains: readonly LocalSolanaChainInfo[]
  catalog: TokenCatalog
  client: (chain: LocalChain) => PublicClient
  /** Prices from the chain's pools (gUSD as the dollar). */
  pricer: PoolPricer
  log: (line: string) => void
}

/** One balance row; a token without a price (no pool path to gUSD) has neither `price` nor `value`. */
const asset = (chainId: string, token: CatalogToken, balance: bigint, price: number | null): WalletAsset =>
  walletAssetSchema.parse({
    chainId,
    ...(token.address ? { address: token.address } : {}),
    balance: `0x${balance.toString(16)}`,
    type: token.address ? 'ERC20' : 'NATIVE',
    metadata: {
      name: token.name,
      symbol: token.symbol,
      decimals: token.decimals,
      iconUrl: token.iconUrl,
      ...(price === null ? {} : { price, value: usdValue(balance, token.decimals, price) }),
    },
  })

/** The native coin (always) and every known, non-spam ERC-20 with a balance above 0, read from the chain now. */
async function chainAssets(deps: BalanceDeps, chain: LocalChain, owner: Address): Promise<WalletAsset[]> {
  const chainId = caip2(chain)
  const catalog = deps.catalog.chain(chainId)
  if (!catalog) return []
  const client = deps.client(chain)
  const tokens = catalog.tokens.filter((token) => !token.spam)
  // Each token is read on its own: one that fails (e.g. no contract at its address) is left out and logged;
  // the native balance failing fails the chain.
  const [native, balances, prices] = await Promise.all([
    client.getBalance({ address: owner }),
    Promise.allSettled(tokens.map((token) => client.readContract({ address: token.address!, abi: erc20Abi, functionName: 'balanceOf', args: [owner] }))),
    deps.pricer.table(chainId),
  ])
  const assets = [asset(chainId, catalog.native, native, prices.priceOf(catalog.native))]
  tokens.forEach((token, i) => {
    const result = balances[i]
    if (result?.status === 'rejected') {
      const reason: unknown = result.reason
      deps.log(`balance: ${chainId} ${token.symbol} (${token.address}) left out: ${reason instanceof Error ? reason.message.split('\n')[0] : String(reason)}`)
    } else if (result && result.value > 0n) assets.push(asset(chainId, token, result.value, prices.priceOf(token)))
  })
  return assets
}

/** A chain whose node does not answer: left out (logged) when every chain is asked, 502 when it was named. */
type Outcome = { balances: WalletAsset[] } | { unreachable: string }

async function gather<T>(deps: BalanceDeps, targets: readonly T[], name: (target: T) => string, read: (target: T) => Promise<WalletAsset[]>, named: boolean): Promise<Outcome> {
  const results = await Promise.allSettled(targets.map(read))
  const balances: WalletAsset[] = []
  for (const [i, result] of results.entries()) {
    const chain = name(targets[i]!)
    if (result.status === 'fulfilled') balances.push(...result.value)
    else if (named) return { unreachable: chain }
    else deps.log(`balance: ${chain} left out: ${result.reason instanceof Error ? result.reason.message.split('\n')[0] : String(result.reason)}`)
  }
  return { balances }
}

/**
 * GET /v1/account/{address}/balance?currency=usd&chainId=eip155:…|solana:…&forceUpdate → { balances: WalletAsset[] }.
 * Always read from the chain (forceUpdate changes nothing). A solana: chainId (or, without one, a Solana address)
 * reads the local Solana chains: SOL and the SPL tokens held. Without chainId, every local chain of the address's
 * kind; a chain whose node does not answer is then left out (logged), while a named one answers 502.
 */
export function balanceRoutes(deps: BalanceDeps): Hono<ProjectEnv> {
  const app = new Hono<ProjectEnv>()
  app.get('/v1/account/:address/balance', async (c) => {
    const raw = c.req.param('address')
    const chainId = c.req.query('chainId')
    const currency = c.req.query('currency') ?? 'usd'
    const solana = chainId ? chainId.startsWith('solana:') : parseAddress(raw) === null && isSolanaAddress(raw)
    if (solana) {
      if (!isSolanaAddress(raw)) return badRequest(c, `Invalid address: ${raw} (a Solana address is 32 to 44 base58 characters)`)
      if (currency.toLowerCase() !== 'usd') return badRequest(c, `Unsupported currency: ${currency} (only usd)`)
      const targets = chainId ? deps.solanaChains.filter((chain) => chain.caipNetworkId === chainId) : deps.solanaChains
      if (chainId && targets.length === 0) return badRequest(c, `Unsupported chainId: ${chainId}`)
      const outcome = await gather(deps, targets, (chain) => chain.caipNetworkId, (chain) => solanaAssets(chain, raw), Boolean(chainId))
      return 'unreachable' in outcome ? c.json({ message: `Node for ${outcome.unreachable} is not reachable` }, 502) : c.json(outcome)
    }
    const owner = parseAddress(raw)
    if (!owner) return badRequest(c, `Invalid address: ${raw}`)
    if (currency.toLowerCase() !== 'usd') return badRequest(c, `Unsupported currency: ${currency} (only usd)`)
    const chains = requestedChains(deps.chains, chainId)
    if ('error' in chains) return badRequest(c, chains.error)
    const outcome = await gather(deps, chains, caip2, (chain) => chainAssets(deps, chain, owner), Boolean(chainId))
    return 'unreachable' in outcome ? c.json({ message: `Node for ${outcome.unreachable} is not reachable` }, 502) : c.json(outcome)
  })
  return app
}
