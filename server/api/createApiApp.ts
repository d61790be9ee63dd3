import type { Hono } from 'hono'
import type { Db } from '../db/Db'
import { createServiceApp, type ServiceOptions } from '../http/createServiceApp'
import type { ProjectEnv } from '../http/requireProject'
import { setResponseHeader } from '../http/responseHeader'
import { analyticsRoutes } from './analyticsRoutes'
import { imageRoutes } from './imageRoutes'
import { projectRoutes } from './projectRoutes'
import { walletRoutes } from './walletRoutes'

/**
 * The API service (port 3001): wallet directory, images, project config and origins, analytics. Only the public
 * directory and the images say how long they may be kept; every other answer is a project's own (its config, its
 * origins as seen from the asking page, its analytics) and is `no-store`.
 */
export function createApiApp(db: Db, options: ServiceOptions = {}): Hono<ProjectEnv> {
  const app = createServiceApp(db, options)
  app.use('*', async (c, next) => {
    await next()
    if (!c.res.headers.has('cache-control')) setResponseHeader(c, 'Cache-Control', 'no-store')
  })
  app.route('/', projectRoutes())
  app.route('/', walletRoutes(db))
  app.route('/', imageRoutes(db))
  app.route('/', analyticsRoutes(db))
  return app
}
