import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { z } from 'zod'
import { fungiblePriceSchema } from '../../src/protocol/chainData'
import type { Db } from '../db/Db'
import { corsForProjects } from '../http/corsForProjects'
import { projectJsonBody } from '../http/projectJsonBody'
import type { ProjectEnv } from '../http/requireProject'
import { badRequest } from './chainParams'
import type { PoolPricer } from './poolPricer'
import type { CatalogToken, TokenCatalog } from './tokenCatalog'

const MAX_ADDRESSES = 100
const NATIVE_ALIASES = new Set(['native', '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'])

const bodySchema = z.object({
  currency: z.string().optional(),
  addresses: z.array(z.string()).max(MAX_ADDRESSES),
  // projectId: read apart (projectJsonBody), before the body is validated (a bad body from an unknown project is a 403).
})

/** The token a CAIP-10 id names ('eip155:31337:0x…', or 'eip155:31337:native' for the native coin), and its chain. */
function tokenOf(catalog: TokenCatalog, id: string): { chainId: string; token: CatalogToken } | undefined {
  const match = /^(eip155:\d+):(.+)$/.exec(id)
  if (!match) return undefined
  const [, chainId, address] = match as unknown as [string, string, string]
  const token = NATIVE_ALIASES.has(address.toLowerCase()) ? catalog.chain(chainId)?.native : catalog.token(chainId, address)
  return token ? { chainId, token } : undefined
}

/**
 * POST /v1/fungible/price { currency, addresses, projectId } → { fungibles: [{ name, symbol, iconUrl, price, address }] },
 * priced from the chain's pools (PoolPricer: gUSD is the dollar). Unknown or unpriced tokens are left out. The projectId may come in
 * the body (as the kit sends it) or the query; same answers as the other routes when it is missing or unknown.
 */
export function priceRoutes(db: Db, catalog: TokenCatalog, pricer: PoolPricer, corsOrigins?: readonly string[]): Hono<ProjectEnv> {
  const app = new Hono<ProjectEnv>()
  app.use('/v1/fungible/price', corsForProjects(db, corsOrigins))
  const limit = bodyLimit({ maxSize: 64 * 1024, onError: (c) => c.json({ message: 'Request too large' }, 413) })
  app.post('/v1/fungible/price', limit, async (c) => {
    const body = await projectJsonBody(c, db, '{ currency, addresses, projectId }')
    if (body instanceof Response) return body
    const parsed = bodySchema.safeParse(body.json)
    if (!parsed.success) return badRequest(c, `Invalid body: ${z.prettifyError(parsed.error).replace(/\n/g, ' ')}`)
    const currency = parsed.data.currency ?? 'usd'
    if (currency.toLowerCase() !== 'usd') return badRequest(c, `Unsupported currency: ${currency} (only usd)`)
    const asked = [...new Set(parsed.data.addresses)].flatMap((address) => {
      const known = tokenOf(catalog, address)
      return known ? [{ address, ...known }] : []
    })
    const chainIds = [...new Set(asked.map(({ chainId }) => chainId))]
    const tables = new Map(await Promise.all(chainIds.map(async (chainId) => [chainId, await pricer.table(chainId)] as const)))
    const fungibles = asked.flatMap(({ address, chainId, token }) => {
      const price = tables.get(chainId)?.priceOf(token) ?? null
      return price === null ? [] : [fungiblePriceSchema.parse({ name: token.name, symbol: token.symbol, iconUrl: token.iconUrl, price, address })]
    })
    return c.json({ fungibles })
  })
  return app
}
