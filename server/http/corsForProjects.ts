import type { MiddlewareHandler } from 'hono'
import type { Db } from '../db/Db'
import { findProject } from '../projects/findProject'
import { isProjectOrigin } from '../projects/isProjectOrigin'
import { CORS_METHODS_AND_HEADERS, corsOrigins } from './corsForLocalOrigins'
import { originCors } from './originCors'

/** A projectId worth a look-up; anything else is answered by requireProject after this. */
const PROJECT_ID = /^[A-Za-z0-9_-]{1,200}$/

/**
 * CORS for the routes of a project (`?projectId=`, preflights included): the service's own origins (the demo's
 * and CORS_ORIGINS), then the origins the project allows (isProjectOrigin: its list, and for a seeded dev project
 * any loopback origin). Any other origin gets no Access-Control-Allow-Origin, so the browser refuses the answer.
 */
export function corsForProjects(db: Db, serviceOrigins: readonly string[] = corsOrigins()): MiddlewareHandler {
  const allowed = projectCorsOrigin(db, serviceOrigins)
  return originCors({ ...CORS_METHODS_AND_HEADERS, origin: (origin, c) => allowed(origin, c.req.query('projectId')) })
}

/** corsForProjects' rule: the request's origin when the service or the project (`?projectId=`) allows it, else null. */
export function projectCorsOrigin(db: Db, serviceOrigins: readonly string[] = corsOrigins()): (origin: string, projectId: string | undefined) => Promise<string | null> {
  return async (origin, projectId) => {
    if (serviceOrigins.includes(origin)) return origin
    if (projectId === undefined || !PROJECT_ID.test(projectId)) return null
    const project = await findProject(db, projectId)
    return project && isProjectOrigin(project, origin) ? origin : null
  }
}
