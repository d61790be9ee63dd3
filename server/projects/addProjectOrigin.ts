import { invalidateProject } from '../cache/cloudCaches'
import type { Db } from '../db/Db'
import { isOrigin } from '../secure/http/requireFrameCaller'

/**
 * Adds `origin` (an http(s) origin in canonical form: scheme, host, port, no path) to the project's allowed
 * origins, once. Resolves with the project's list after it; throws naming what is wrong.
 */
export async function addProjectOrigin(db: Db, projectId: string, origin: string): Promise<string[]> {
  if (!isOrigin(origin)) throw new Error(`Not an origin: '${origin}' (scheme://host[:port], e.g. http://192.168.1.20:5173, no path or trailing slash)`)
  const { rows } = await db.query<{ allowed_origins: string[] }>(
    `UPDATE projects SET allowed_origins = CASE WHEN $2 = ANY(allowed_origins) THEN allowed_origins ELSE array_append(allowed_origins, $2) END
     WHERE id = $1 RETURNING allowed_origins`,
    [projectId, origin],
  )
  invalidateProject(db, projectId)
  const row = rows[0]
  if (!row) throw new Error(`No project '${projectId}'`)
  return row.allowed_origins
}
