import type { Context } from 'hono'
import { apiErrorBody } from '../../src/protocol/apiErrors'
import type { Db } from '../db/Db'
import { findProject } from '../projects/findProject'
import { controlCharacterError, controlCharacterField } from './rejectControlCharacters'

/**
 * For a POST whose projectId may come in its JSON body (as the kit sends it) or in the query: the decoded body, or
 * the answer refusing it. Not JSON → 400 naming the expected shape; a control character in a field → 400 naming it;
 * then the projectId rule of the other routes (missing → 400, unknown → 403). The body itself is not yet validated.
 */
export async function projectJsonBody(c: Context, db: Db, shape: string): Promise<{ json: unknown } | Response> {
  let json: unknown
  try {
    json = await c.req.json()
  } catch {
    return c.json({ message: `Body must be JSON: ${shape}` }, 400)
  }
  const tainted = controlCharacterField(json)
  if (tainted !== undefined) return c.json(controlCharacterError(tainted), 400)
  const bodyProject = typeof json === 'object' && json !== null ? (json as { projectId?: unknown }).projectId : undefined
  const projectId = c.req.query('projectId') ?? (typeof bodyProject === 'string' ? bodyProject : undefined)
  if (!projectId) return c.json(apiErrorBody('PROJECT_ID_NOT_CONFIGURED'), 400)
  if (!(await findProject(db, projectId))) return c.json(apiErrorBody('INVALID_KEY'), 403)
  return { json }
}
