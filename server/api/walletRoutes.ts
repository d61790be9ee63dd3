import { Hono } from 'hono'
import { cachedBody } from '../cache/cachedBody'
import { cachedResponse } from '../cache/cachedResponse'
import { cloudCaches } from '../cache/cloudCaches'
import { DIRECTORY_SCALE } from '../data/projects'
import type { Db } from '../db/Db'
import type { ProjectEnv } from '../http/requireProject'
import { queryWallets } from './queryWallets'
import { parseWalletQuery, type WalletQuery } from './walletQueryParams'

/**
 * The public directory's caching: the same answer for every project (bar the scaled fixture ones), so a CDN or the
 * browser may keep it a minute and serve it stale while it revalidates (with the ETag) for ten more.
 */
export const DIRECTORY_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600'

const sorted = (ids: readonly string[] | undefined): string[] | null => (ids && ids.length > 0 ? [...ids].sort() : null)

/** The cache key of a page: the parsed query with its id lists sorted (their order does not change the answer). */
export function directoryKey(query: WalletQuery, scale: number | undefined): string {
  return JSON.stringify([scale ?? null, query.page, query.entries, sorted(query.include), sorted(query.exclude), sorted(query.chains), query.search ?? null, query.badge_type ?? null])
}

/**
 * GET /getWallets: the paged, filtered wallet directory (scaled for the large-directory fixture projects). Pages are
 * cached in process by their normalised query (dropped when the wallets table changes, see cache/cloudCaches.ts),
 * with an ETag (If-None-Match → 304) and their gzip and br forms made once.
 */
export function walletRoutes(db: Db): Hono<ProjectEnv> {
  const app = new Hono<ProjectEnv>()
  const caches = cloudCaches(db)
  app.get('/getWallets', async (c) => {
    const projectId = c.get('project').id
    const scale = Object.hasOwn(DIRECTORY_SCALE, projectId) ? DIRECTORY_SCALE[projectId] : undefined
    // The query string as sent finds a page without parsing it again; only a valid query is ever stored under it.
    const url = c.req.url
    const search = url.indexOf('?')
    const asSent = `${scale ?? ''}${search === -1 ? '' : url.slice(search)}`
    const known = caches.directory.get(asSent)
    if (known) return cachedResponse(c, known, DIRECTORY_CACHE_CONTROL)
    const parsed = parseWalletQuery(c.req.query())
    if (!parsed.ok) return c.json({ message: parsed.message }, 400)
    const key = directoryKey(parsed.value, scale)
    const body = await caches.directory.getOrLoad(key, async () => {
      await caches.ready
      return cachedBody(await queryWallets(db, parsed.value, { scale }))
    }, caches.canStore)
    // Only when stored (not invalidated while it loaded): the alias is dropped with it.
    if (caches.directory.get(key) === body) caches.directory.set(asSent, body)
    return cachedResponse(c, body, DIRECTORY_CACHE_CONTROL)
  })
  return app
}
