import { invalidateProject } from '../cache/cloudCaches'
import type { Db } from '../db/Db'
import type { Project } from '../projects/project'

/** Upserts the seeded projects by id; projects added by hand are left alone. */
export async function seedProjects(db: Db, projects: readonly Project[]): Promise<void> {
  for (const project of projects) {
    await db.query(
      `INSERT INTO projects (id, name, allowed_origins, allow_local_origins, features, analytics_enabled, sponsor_gas, fixture)
       VALUES ($1, $2, $3::text[], $4, $5::jsonb, $6, $7, $8)
       ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, allowed_origins = EXCLUDED.allowed_origins,
         allow_local_origins = EXCLUDED.allow_local_origins, features = EXCLUDED.features, analytics_enabled = EXCLUDED.analytics_enabled,
         sponsor_gas = EXCLUDED.sponsor_gas, fixture = EXCLUDED.fixture`,
      [project.id, project.name, project.allowedOrigins, project.allowLocalOrigins, JSON.stringify(project.features), project.analyticsEnabled, project.sponsorGas, project.fixture],
    )
    invalidateProject(db, project.id)
  }
}
