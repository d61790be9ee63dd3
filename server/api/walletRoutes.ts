import { Hono } from 'hono'
import { DIRECTORY_SCALE } from '../data/projects'
import type { Db } from '../db/Db'
import type { ProjectEnv } from '../http/requireProject'
import { queryWallets } from './queryWallets'
import { parseWalletQuery } from './walletQueryParams'

/** GET /getWallets: the paged, filtered wallet directory (scaled for the large-directory fixture projects). */
export function walletRoutes(db: Db): Hono<ProjectEnv> {
  const app = new Hono<ProjectEnv>()
  app.get('/getWallets', async (c) => {
    const parsed = parseWalletQuery(c.req.query())
    if (!parsed.ok) return c.json({ message: parsed.message }, 400)
    const projectId = c.get('project').id
    const scale = Object.hasOwn(DIRECTORY_SCALE, projectId) ? DIRECTORY_SCALE[projectId] : undefined
    return c.json(await queryWallets(db, parsed.value, { scale }))
  })
  return app
}
