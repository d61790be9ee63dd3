import type { Db } from '../db/Db'
import { PROJECT_KEY_PREFIX, sha256Hex, TEAM_KEY_PREFIX } from './dashboardSecrets'
import type { Actor } from './dashboardEnv'

/** The actor an automation key stands for: the team key (team-wide) or a project's secret key; null for any other. */
export async function resolveKey(db: Db, key: string): Promise<Actor | null> {
  const hash = sha256Hex(key)
  if (key.startsWith(TEAM_KEY_PREFIX)) {
    const { rows } = await db.query<{ id: string }>('SELECT id FROM teams WHERE api_key_hash = $1', [hash])
    return rows[0] ? { teamId: rows[0].id, actor: 'team key' } : null
  }
  if (key.startsWith(PROJECT_KEY_PREFIX)) {
    const { rows } = await db.query<{ id: string; team_id: string | null }>('SELECT id, team_id FROM projects WHERE secret_key_hash = $1', [hash])
    const row = rows[0]
    return row && row.team_id !== null ? { teamId: row.team_id, actor: `project key (${row.id})`, projectId: row.id } : null
  }
  return null
}
