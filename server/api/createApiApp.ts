import { Hono } from 'hono'
import type { Db } from '../db/Db'
import { corsForLocalOrigins } from '../http/corsForLocalOrigins'
import { jsonErrors } from '../http/jsonErrors'
import { requireProject, type ProjectEnv } from '../http/requireProject'
import { analyticsRoutes } from './analyticsRoutes'
import { imageRoutes } from './imageRoutes'
import { projectRoutes } from './projectRoutes'
import { walletRoutes } from './walletRoutes'

/** The API service (port 3001): wallet directory, images, project config and origins, analytics. */
export function createApiApp(db: Db, options: { corsOrigins?: readonly string[]; log?: (line: string) => void } = {}): Hono<ProjectEnv> {
  const app = new Hono<ProjectEnv>()
  jsonErrors(app, options.log)
  app.use('*', corsForLocalOrigins(options.corsOrigins))
  app.get('/health', (c) => c.json({ ok: true }))
  app.use('*', requireProject(db))
  app.route('/', projectRoutes())
  app.route('/', walletRoutes(db))
  app.route('/', imageRoutes(db))
  app.route('/', analyticsRoutes(db))
  return app
}
