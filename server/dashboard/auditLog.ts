import type { Db } from '../db/Db'

export interface AuditEntry {
  teamId: string
  projectId: string | null
  /** An e-mail (dashboard), or 'team key' / 'project key' (automation API). */
  actor: string
  action: string
  before: unknown
  after: unknown
}

export interface AuditRow {
  id: string
  at: string
  actor: string
  action: string
  projectId: string | null
  before: unknown
  after: unknown
}

export async function writeAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.query('INSERT INTO audit_log (team_id, project_id, actor, action, before, after) VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb)', [
    entry.teamId,
    entry.projectId,
    entry.actor,
    entry.action,
    entry.before === null ? null : JSON.stringify(entry.before),
    entry.after === null ? null : JSON.stringify(entry.after),
  ])
}

/** A project's log, newest first. */
export async function readAudit(db: Db, projectId: string, limit = 100): Promise<AuditRow[]> {
  const { rows } = await db.query<{ id: string; at: Date; actor: string; action: string; project_id: string | null; before: unknown; after: unknown }>(
    'SELECT id::text AS id, at, actor, action, project_id, before, after FROM audit_log WHERE project_id = $1 ORDER BY audit_log.id DESC LIMIT $2',
    [projectId, limit],
  )
  return rows.map((row) => ({ id: row.id, at: new Date(row.at).toISOString(), actor: row.actor, action: row.action, projectId: row.project_id, before: row.before, after: row.after }))
}
