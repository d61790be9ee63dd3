import { Hono } from 'hono'
import type { Db } from '../db/Db'
import { corsForProjects } from './corsForProjects'
import { jsonErrors } from './jsonErrors'
import { rejectControlCharacters } from './rejectControlCharacters'
import { requireProject, type ProjectEnv } from './requireProject'

export interface ServiceOptions {
  /** Origins CORS reflects for every project; default: the demo's origins plus env CORS_ORIGINS. Each project adds its own. */
  corsOrigins?: readonly string[]
  log?: (line: string) => void
}

/**
 * The shell every cloud service shares: JSON errors, CORS for the service's and the project's origins, `GET /health`, no control
 * characters in a query or path, then the projectId rule for every route added afterwards.
 */
export function createServiceApp(db: Db, options: ServiceOptions = {}): Hono<ProjectEnv> {
  const app = new Hono<ProjectEnv>()
  jsonErrors(app, options.log)
  app.use('*', corsForProjects(db, options.corsOrigins))
  app.get('/health', (c) => c.json({ ok: true }))
  app.use('*', rejectControlCharacters())
  app.use('*', requireProject(db))
  return app
}
