import type { MiddlewareHandler } from 'hono'
import { apiErrorBody } from '../../src/protocol/apiErrors'
import type { Db } from '../db/Db'
import { findProject } from '../projects/findProject'
import type { Project } from '../projects/project'

export type ProjectEnv = { Variables: { project: Project } }

/**
 * Every service route needs the `projectId` query parameter of a known project:
 * missing → 400 'Project ID Not Configured', unknown → 403 'Unauthorized: invalid key' (spec §8), each with its code.
 */
export function requireProject(db: Db): MiddlewareHandler<ProjectEnv> {
  return async (c, next) => {
    const projectId = c.req.query('projectId')
    if (!projectId) return c.json(apiErrorBody('PROJECT_ID_NOT_CONFIGURED'), 400)
    const project = await findProject(db, projectId)
    if (!project) return c.json(apiErrorBody('INVALID_KEY'), 403)
    c.set('project', project)
    await next()
  }
}
