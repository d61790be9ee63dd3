import { cloudCaches } from '../cache/cloudCaches'
import type { Db } from '../db/Db'
import { PROJECT_FIXTURES, type Project, type ProjectFixture } from './project'
import { PROJECT_FIELDS_COLUMNS, projectFieldsOf, type ProjectFieldsRow } from './projectFieldsOf'

interface ProjectRow extends ProjectFieldsRow {
  analytics_enabled: boolean
  sponsor_gas: boolean
  fixture: string | null
  verified_origins: string[] | null
}

const isFixture = (value: string | null): value is ProjectFixture =>
  (PROJECT_FIXTURES as readonly (string | null)[]).includes(value)

/**
 * The project with this id (its key), or null when there is none. Cached in process (every API and chain-data
 * request looks its project up): addProjectOrigin and the seed drop entries here, the database's triggers NOTIFY
 * the other processes (cache/cloudCaches.ts).
 */
export function findProject(db: Db, id: string): Promise<Project | null> {
  const caches = cloudCaches(db)
  return caches.projects.getOrLoad(id, async () => {
    await caches.ready
    return readProject(db, id)
  }, caches.canStore)
}

/** The project as the database holds it now, uncached. */
export async function readProject(db: Db, id: string): Promise<Project | null> {
  const { rows } = await db.query<ProjectRow>(
    `SELECT ${PROJECT_FIELDS_COLUMNS}, analytics_enabled, sponsor_gas, fixture,
       (SELECT array_agg(origin ORDER BY origin) FROM domain_verifications d WHERE d.project_id = p.id AND d.verified_at IS NOT NULL) AS verified_origins
     FROM projects p WHERE id = $1`,
    [id],
  )
  const row = rows[0]
  if (!row) return null
  return {
    ...projectFieldsOf(row),
    analyticsEnabled: row.analytics_enabled,
    sponsorGas: row.sponsor_gas,
    fixture: isFixture(row.fixture) ? row.fixture : null,
    verifiedOrigins: row.verified_origins ?? [],
  }
}
