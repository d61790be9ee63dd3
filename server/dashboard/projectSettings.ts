import { invalidateProject } from '../cache/cloudCaches'
import type { Db } from '../db/Db'
import { PROJECT_DEFAULT_FEATURES } from '../data/projects'
import { PROJECT_FIELDS_COLUMNS, projectFieldsOf, type ProjectFields, type ProjectFieldsRow } from '../projects/projectFieldsOf'
import { writeAudit } from './auditLog'
import { auditedProjectUpdate } from './auditedProjectUpdate'
import { projectNotFound } from './dashboardError'
import { newProjectId, newSecret, PROJECT_KEY_PREFIX, sha256Hex } from './dashboardSecrets'

export interface DomainVerification {
  origin: string
  token: string
  /** ISO time; null until verified. */
  verifiedAt: string | null
}

/** A project as its team sees it on the dashboard and over the automation API (never its key). */
export interface ProjectSettings extends ProjectFields {
  domains: DomainVerification[]
  createdAt: string
}

interface SettingsRow extends ProjectFieldsRow {
  created_at: Date
}

const SETTINGS_COLUMNS = `${PROJECT_FIELDS_COLUMNS}, created_at`

function toSettings(row: SettingsRow, domains: DomainVerification[]): ProjectSettings {
  return { ...projectFieldsOf(row), domains, createdAt: new Date(row.created_at).toISOString() }
}

/** The team's projects, newest first, without their domains. */
export async function listTeamProjects(db: Db, teamId: string): Promise<ProjectSettings[]> {
  const { rows } = await db.query<SettingsRow>(`SELECT ${SETTINGS_COLUMNS} FROM projects WHERE team_id = $1 ORDER BY created_at DESC, id`, [teamId])
  return rows.map((row) => toSettings(row, []))
}

/** The team's project, or 404 (unknown, or another team's). */
export async function readTeamProject(db: Db, teamId: string, projectId: string): Promise<ProjectSettings> {
  const { rows } = await db.query<SettingsRow>(`SELECT ${SETTINGS_COLUMNS} FROM projects WHERE id = $1 AND team_id = $2`, [projectId, teamId])
  const row = rows[0]
  if (!row) throw projectNotFound(projectId)
  const domains = await db.query<{ origin: string; token: string; verified_at: Date | null }>(
    'SELECT origin, token, verified_at FROM domain_verifications WHERE project_id = $1 ORDER BY created_at, origin',
    [projectId],
  )
  return toSettings(
    row,
    domains.rows.map((domain) => ({ origin: domain.origin, token: domain.token, verifiedAt: domain.verified_at ? new Date(domain.verified_at).toISOString() : null })),
  )
}

/**
 * A new production project of the team: no allowed origins yet (the §9 defaults are suggestions, never added
 * silently), the §9 remote defaults, analytics on. Resolves with it and its secret key, shown this once.
 */
export async function createProject(db: Db, teamId: string, actor: string, name: string): Promise<{ project: ProjectSettings; secretKey: string }> {
  const id = newProjectId()
  const secretKey = newSecret(PROJECT_KEY_PREFIX)
  await db.query(
    `INSERT INTO projects (id, name, allowed_origins, allow_local_origins, features, analytics_enabled, sponsor_gas, team_id, secret_key_hash)
     VALUES ($1, $2, '{}', false, $3::jsonb, true, false, $4, $5)`,
    [id, name, JSON.stringify(PROJECT_DEFAULT_FEATURES), teamId, sha256Hex(secretKey)],
  )
  invalidateProject(db, id)
  const project = await readTeamProject(db, teamId, id)
  await writeAudit(db, { teamId, projectId: id, actor, action: 'project.create', before: null, after: { name, features: project.features } })
  return { project, secretKey }
}

/** A new secret key for the project; the old one stops working at once. Resolves with the key, shown once. */
export async function rotateProjectKey(db: Db, teamId: string, actor: string, projectId: string): Promise<string> {
  const secretKey = newSecret(PROJECT_KEY_PREFIX)
  const { rows } = await db.query('UPDATE projects SET secret_key_hash = $3 WHERE id = $1 AND team_id = $2 RETURNING id', [projectId, teamId, sha256Hex(secretKey)])
  if (rows.length === 0) throw projectNotFound(projectId)
  await writeAudit(db, { teamId, projectId, actor, action: 'project_key.rotate', before: null, after: null })
  return secretKey
}

export const setAllowedOrigins = (db: Db, target: { teamId: string; projectId: string; actor: string }, origins: readonly string[]): Promise<void> =>
  auditedProjectUpdate(db, { ...target, action: 'origins.set' }, { allowedOrigins: origins })

export const setDomainPolicy = (db: Db, target: { teamId: string; projectId: string; actor: string }, requireVerifiedDomain: boolean): Promise<void> =>
  auditedProjectUpdate(db, { ...target, action: 'domain_policy.set' }, { requireVerifiedDomain })
