import { Hono } from 'hono'
import type { Db } from '../db/Db'
import type { ProjectEnv } from '../http/requireProject'
import { queryWallets } from './queryWallets'
import { parseWalletQuery } from './walletQueryParams'

/** GET /getWallets: the paged, filtered wallet directory. */
export function walletRoutes(db: Db): Hono<ProjectEnv> {
  const app = new Hono<ProjectEnv>()
  app.get('/getWallets', async (c) => {
    const parsed = parseWalletQuery(c.req.query())
    if (!parsed.ok) return c.json({ message: parsed.message }, 400)
    return c.json(await queryWallets(db, parsed.value))
  })
  return app
}
