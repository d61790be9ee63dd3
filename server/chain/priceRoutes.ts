import { Hono } from 'hono'
import { controlCharacterError, controlCharacterField } from '../http/rejectControlCharacters'
import { bodyLimit } from 'hono/body-limit'
import { z } from 'zod'
import { apiErrorBody } from '../../src/protocol/apiErrors'
import { fungiblePriceSchema } from '../../src/protocol/chainData'
import type { Db } from '../db/Db'
import { corsForProjects } from '../http/corsForProjects'
import type { ProjectEnv } from '../http/requireProject'
import { findProject } from '../projects/findProject'
import { badRequest } from './chainParams'
import type { CatalogToken, TokenCatalog } from './tokenCatalog'

const MAX_ADDRESSES = 100
const NATIVE_ALIASES = new Set(['native', '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'])

const bodySchema = z.object({
  currency: z.string().optional(),
  addresses: z.array(z.string()).max(MAX_ADDRESSES),
  // projectId: read apart, before the body is validated (a bad body from an unknown project is a 403).
})

/** The token a CAIP-10 id names ('eip155:31337:0x…', or 'eip155:31337:native' for the native coin). */
function tokenOf(catalog: TokenCatalog, id: string): CatalogToken | undefined {
  const match = /^(eip155:\d+):(.+)$/.exec(id)
  if (!match) return undefined
  const [, chainId, address] = match as unknown as [string, string, string]
  if (NATIVE_ALIASES.has(address.toLowerCase())) return catalog.chain(chainId)?.native
  return catalog.token(chainId, address)
}

/**
 * POST /v1/fungible/price { currency, addresses, projectId } → { fungibles: [{ name, symbol, iconUrl, price, address }] },
 * from the DEV price table (data/devPrices.ts). Unknown or unpriced tokens are left out. The projectId may come in
 * the body (as the kit sends it) or the query; same answers as the other routes when it is missing or unknown.
 */
export function priceRoutes(db: Db, catalog: TokenCatalog, corsOrigins?: readonly string[]): Hono<ProjectEnv> {
  const app = new Hono<ProjectEnv>()
  app.use('/v1/fungible/price', corsForProjects(db, corsOrigins))
  const limit = bodyLimit({ maxSize: 64 * 1024, onError: (c) => c.json({ message: 'Request too large' }, 413) })
  app.post('/v1/fungible/price', limit, async (c) => {
    let json: unknown
    try {
      json = await c.req.json()
    } catch {
      return badRequest(c, 'Body must be JSON: { currency, addresses, projectId }')
    }
    const tainted = controlCharacterField(json)
    if (tainted !== undefined) return c.json(controlCharacterError(tainted), 400)
    const parsed = bodySchema.safeParse(json)
    const bodyProject = typeof json === 'object' && json !== null ? (json as { projectId?: unknown }).projectId : undefined
    const projectId = c.req.query('projectId') ?? (typeof bodyProject === 'string' ? bodyProject : undefined)
    if (!projectId) return c.json(apiErrorBody('PROJECT_ID_NOT_CONFIGURED'), 400)
    if (!(await findProject(db, projectId))) return c.json(apiErrorBody('INVALID_KEY'), 403)
    if (!parsed.success) return badRequest(c, `Invalid body: ${z.prettifyError(parsed.error).replace(/\n/g, ' ')}`)
    const currency = parsed.data.currency ?? 'usd'
    if (currency.toLowerCase() !== 'usd') return badRequest(c, `Unsupported currency: ${currency} (only usd)`)
    const fungibles = []
    for (const address of new Set(parsed.data.addresses)) {
      const token = tokenOf(catalog, address)
      if (!token || token.price === null) continue
      fungibles.push(fungiblePriceSchema.parse({ name: token.name, symbol: token.symbol, iconUrl: token.iconUrl, price: token.price, address }))
    }
    return c.json({ fungibles })
  })
  return app
}
