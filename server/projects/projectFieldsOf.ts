import { projectFeaturesSchema, rolloutsSchema, type ProjectFeatures, type Rollouts } from './project'

/** The projects columns that the cloud's lookup (findProject) and the dashboard both read, as one SELECT list. */
export const PROJECT_FIELDS_COLUMNS = 'id, name, allowed_origins, allow_local_origins, features, rollouts, require_verified_domain'

/** Those columns as the database gives them. */
export interface ProjectFieldsRow {
  id: string
  name: string
  allowed_origins: string[]
  allow_local_origins: boolean
  features: unknown
  rollouts: unknown
  require_verified_domain: boolean
}

export interface ProjectFields {
  id: string
  name: string
  allowedOrigins: string[]
  /** A seeded dev project also allows any loopback origin (not editable on the dashboard). */
  allowLocalOrigins: boolean
  features: ProjectFeatures
  rollouts: Rollouts
  requireVerifiedDomain: boolean
}

/** The row's shared fields: the features parsed (a bad value throws), the rollouts parsed (a bad value is none). */
export function projectFieldsOf(row: ProjectFieldsRow): ProjectFields {
  return {
    id: row.id,
    name: row.name,
    allowedOrigins: row.allowed_origins,
    allowLocalOrigins: row.allow_local_origins,
    features: projectFeaturesSchema.parse(row.features),
    rollouts: rolloutsSchema.catch({}).parse(row.rollouts),
    requireVerifiedDomain: row.require_verified_domain,
  }
}
