import type { Hono } from 'hono'
import type { Db } from '../db/Db'
import { createServiceApp, type ServiceOptions } from '../http/createServiceApp'
import type { ProjectEnv } from '../http/requireProject'
import { analyticsRoutes } from './analyticsRoutes'
import { imageRoutes } from './imageRoutes'
import { projectRoutes } from './projectRoutes'
import { walletRoutes } from './walletRoutes'

/** The API service (port 3001): wallet directory, images, project config and origins, analytics. */
export function createApiApp(db: Db, options: ServiceOptions = {}): Hono<ProjectEnv> {
  const app = createServiceApp(db, options)
  app.route('/', projectRoutes())
  app.route('/', walletRoutes(db))
  app.route('/', imageRoutes(db))
  app.route('/', analyticsRoutes(db))
  return app
}
