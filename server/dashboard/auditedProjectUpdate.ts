import { invalidateProject } from '../cache/cloudCaches'
import type { Db } from '../db/Db'
import type { ProjectFeatures, Rollouts } from '../projects/project'
import { projectNotFound } from './dashboardError'

/** What an audited update may change, by the name the audit log and the API use. */
export interface ProjectChange {
  allowedOrigins?: readonly string[]
  features?: ProjectFeatures
  rollouts?: Rollouts
  requireVerifiedDomain?: boolean
}

const COLUMNS: Record<keyof ProjectChange, { column: string; cast: string }> = {
  allowedOrigins: { column: 'allowed_origins', cast: 'text[]' },
  features: { column: 'features', cast: 'jsonb' },
  rollouts: { column: 'rollouts', cast: 'jsonb' },
  requireVerifiedDomain: { column: 'require_verified_domain', cast: 'boolean' },
}

/**
 * Writes `change` to the team's project and its audit entry (before and after, the changed fields only) in ONE
 * statement, so either both are written or neither; 404 when the project is unknown or another team's. The
 * projects trigger NOTIFYs the other processes; this one drops its cached entry now.
 */
export async function auditedProjectUpdate(db: Db, target: { teamId: string; projectId: string; actor: string; action: string }, change: ProjectChange): Promise<void> {
  const keys = (Object.keys(change) as (keyof ProjectChange)[]).filter((key) => change[key] !== undefined)
  const params: unknown[] = [target.projectId, target.teamId, target.actor, target.action]
  const sets = keys.map((key) => {
    const value = change[key]
    params.push(COLUMNS[key].cast === 'jsonb' ? JSON.stringify(value) : value)
    return `${COLUMNS[key].column} = $${params.length}::${COLUMNS[key].cast}`
  })
  const json = (from: string) => `jsonb_build_object(${keys.map((key) => `'${key}', ${from}.${COLUMNS[key].column}`).join(', ')})`
  const columns = keys.map((key) => COLUMNS[key].column).join(', ')
  const { rows } = await db.query<{ id: string }>(
    `WITH before AS (SELECT ${columns} FROM projects WHERE id = $1 AND team_id = $2 FOR UPDATE),
     changed AS (UPDATE projects SET ${sets.join(', ')} WHERE id = $1 AND team_id = $2 RETURNING ${columns})
     INSERT INTO audit_log (team_id, project_id, actor, action, before, after)
     SELECT $2, $1, $3, $4, ${json('before')}, ${json('changed')} FROM before, changed
     RETURNING id::text AS id`,
    params,
  )
  invalidateProject(db, target.projectId)
  if (rows.length === 0) throw projectNotFound(target.projectId)
}
