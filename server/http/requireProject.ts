import type { MiddlewareHandler } from 'hono'
import { apiErrorBody, type ApiErrorCode } from '../../src/protocol/apiErrors'
import type { Db } from '../db/Db'
import { findProject } from '../projects/findProject'
import type { Project } from '../projects/project'

export type ProjectEnv = { Variables: { project: Project } }

/** The project of a request, or the answer refusing it. */
export type ProjectCheck = { project: Project } | { refusal: { status: 400 | 403; body: { code: ApiErrorCode; message: string } } }

/**
 * Every service route needs the `projectId` query parameter of a known project:
 * missing → 400 'Project ID Not Configured', unknown → 403 'Unauthorized: invalid key' (spec §8), each with its code.
 */
export function requireProject(db: Db): MiddlewareHandler<ProjectEnv> {
  return async (c, next) => {
    const check = await checkProject(db, c.req.query('projectId'))
    if ('refusal' in check) return c.json(check.refusal.body, check.refusal.status)
    c.set('project', check.project)
    await next()
  }
}

/** requireProject's rule, for a `projectId` query parameter (undefined when absent). */
export async function checkProject(db: Db, projectId: string | undefined): Promise<ProjectCheck> {
  if (!projectId) return { refusal: { status: 400, body: apiErrorBody('PROJECT_ID_NOT_CONFIGURED') } }
  const project = await findProject(db, projectId)
  if (!project) return { refusal: { status: 403, body: apiErrorBody('INVALID_KEY') } }
  return { project }
}
