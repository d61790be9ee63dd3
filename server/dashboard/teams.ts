import { randomBytes } from 'node:crypto'
import type { Db } from '../db/Db'
import { newSecret, sha256Hex, TEAM_KEY_PREFIX } from './dashboardSecrets'
import { writeAudit } from './auditLog'
import { DashboardError } from './dashboardError'

export interface Member {
  email: string
  teamId: string
  teamName: string
}

/** The seeded dev team: it owns every seeded project; dev@gangway.localhost is its member. */
export const DEV_TEAM = { id: 'gangway-dev', name: 'Gangway dev team', member: 'dev@gangway.localhost' } as const

/** The member with this address; an address in no team yet gets a team of its own (self-serve sign-up). */
export async function ensureMember(db: Db, email: string): Promise<Member> {
  const found = await readMember(db, email)
  if (found) return found
  const teamId = `team-${randomBytes(8).toString('hex')}`
  await db.query('INSERT INTO teams (id, name) VALUES ($1, $2)', [teamId, `${email}'s team`])
  await db.query('INSERT INTO team_members (email, team_id) VALUES ($1, $2) ON CONFLICT (email) DO NOTHING', [email, teamId])
  // Another request may have made the member first: that one wins, this team stays empty.
  const member = await readMember(db, email)
  if (!member) throw new DashboardError(500, 'SERVER_ERROR', `No member ${email} after adding one`, 'email')
  return member
}

async function readMember(db: Db, email: string): Promise<Member | null> {
  const { rows } = await db.query<{ team_id: string; name: string }>(
    'SELECT m.team_id, t.name FROM team_members m JOIN teams t ON t.id = m.team_id WHERE m.email = $1',
    [email],
  )
  const row = rows[0]
  return row ? { email, teamId: row.team_id, teamName: row.name } : null
}

/** A new team API key (the old one stops working at once); resolves with the key, to be shown once. */
export async function rotateTeamKey(db: Db, teamId: string, actor: string): Promise<string> {
  const key = newSecret(TEAM_KEY_PREFIX)
  await db.query('UPDATE teams SET api_key_hash = $2 WHERE id = $1', [teamId, sha256Hex(key)])
  await writeAudit(db, { teamId, projectId: null, actor, action: 'team_key.rotate', before: null, after: null })
  return key
}

/** Makes the dev team and its member if missing, and gives it every seeded project no team owns. */
export async function seedDevTeam(db: Db, projectIds: readonly string[]): Promise<void> {
  await db.query('INSERT INTO teams (id, name) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING', [DEV_TEAM.id, DEV_TEAM.name])
  await db.query('INSERT INTO team_members (email, team_id) VALUES ($1, $2) ON CONFLICT (email) DO NOTHING', [DEV_TEAM.member, DEV_TEAM.id])
  await db.query('UPDATE projects SET team_id = $1 WHERE id = ANY($2::text[]) AND team_id IS NULL', [DEV_TEAM.id, [...projectIds]])
}
