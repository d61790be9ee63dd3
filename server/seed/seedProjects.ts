import { invalidateProject } from '../cache/cloudCaches'
import type { Db } from '../db/Db'
import type { Project } from '../projects/project'

/** Upserts the seeded projects by id (a dashboard change of one is undone at the next start); other projects are left alone. */
export async function seedProjects(db: Db, projects: readonly Project[]): Promise<void> {
  for (const project of projects) {
    await db.query(
      `INSERT INTO projects (id, name, allowed_origins, allow_local_origins, features, analytics_enabled, sponsor_gas, fixture, rollouts, require_verified_domain)
       VALUES ($1, $2, $3::text[], $4, $5::jsonb, $6, $7, $8, $9::jsonb, $10)
       ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, allowed_origins = EXCLUDED.allowed_origins,
         allow_local_origins = EXCLUDED.allow_local_origins, features = EXCLUDED.features, analytics_enabled = EXCLUDED.analytics_enabled,
         sponsor_gas = EXCLUDED.sponsor_gas, fixture = EXCLUDED.fixture,
         rollouts = EXCLUDED.rollouts, require_verified_domain = EXCLUDED.require_verified_domain`,
      [project.id, project.name, project.allowedOrigins, project.allowLocalOrigins, JSON.stringify(project.features), project.analyticsEnabled, project.sponsorGas, project.fixture, JSON.stringify(project.rollouts ?? {}), project.requireVerifiedDomain ?? false],
    )
    invalidateProject(db, project.id)
  }
}
