import { Hono } from 'hono'
import type { Db } from '../db/Db'
import { corsForLocalOrigins } from './corsForLocalOrigins'
import { jsonErrors } from './jsonErrors'
import { rejectControlCharacters } from './rejectControlCharacters'
import { requireProject, type ProjectEnv } from './requireProject'

export interface ServiceOptions {
  /** Origins CORS reflects; default: the demo's origins plus env CORS_ORIGINS. */
  corsOrigins?: readonly string[]
  log?: (line: string) => void
}

/**
 * The shell every cloud service shares: JSON errors, CORS for the allowed origins, `GET /health`, no control
 * characters in a query or path, then the projectId rule for every route added afterwards.
 */
export function createServiceApp(db: Db, options: ServiceOptions = {}): Hono<ProjectEnv> {
  const app = new Hono<ProjectEnv>()
  jsonErrors(app, options.log)
  app.use('*', corsForLocalOrigins(options.corsOrigins))
  app.get('/health', (c) => c.json({ ok: true }))
  app.use('*', rejectControlCharacters())
  app.use('*', requireProject(db))
  return app
}
