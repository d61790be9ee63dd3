import { Hono } from 'hono'
import { erc20Abi, type Address, type PublicClient } from 'viem'
import { walletAssetSchema, type WalletAsset } from '../../src/protocol/chainData'
import type { ProjectEnv } from '../http/requireProject'
import { caip2, type LocalChain } from './chains'
import { badRequest, parseAddress, requestedChains } from './chainParams'
import type { PoolPricer } from './poolPricer'
import type { CatalogToken, TokenCatalog } from './tokenCatalog'
import { usdValue } from './usdValue'

export interface BalanceDeps {
  chains: readonly LocalChain[]
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

/**
 * GET /v1/account/{address}/balance?currency=usd&chainId=eip155:…&forceUpdate → { balances: WalletAsset[] }.
 * Always read from the chain (forceUpdate changes nothing). Without chainId, every local chain; a chain whose
 * node does not answer is then left out (logged), while a named one answers 502.
 */
export function balanceRoutes(deps: BalanceDeps): Hono<ProjectEnv> {
  const app = new Hono<ProjectEnv>()
  app.get('/v1/account/:address/balance', async (c) => {
    const owner = parseAddress(c.req.param('address'))
    if (!owner) return badRequest(c, `Invalid address: ${c.req.param('address')}`)
    const currency = c.req.query('currency') ?? 'usd'
    if (currency.toLowerCase() !== 'usd') return badRequest(c, `Unsupported currency: ${currency} (only usd)`)
    const chainId = c.req.query('chainId')
    const chains = requestedChains(deps.chains, chainId)
    if ('error' in chains) return badRequest(c, chains.error)
    const results = await Promise.allSettled(chains.map((chain) => chainAssets(deps, chain, owner)))
    const balances: WalletAsset[] = []
    for (const [i, result] of results.entries()) {
      const name = caip2(chains[i]!)
      if (result.status === 'fulfilled') balances.push(...result.value)
      else if (chainId) return c.json({ message: `Node for ${name} is not reachable` }, 502)
      else deps.log(`balance: ${name} left out: ${result.reason instanceof Error ? result.reason.message.split('\n')[0] : String(result.reason)}`)
    }
    return c.json({ balances })
  })
  return app
}
