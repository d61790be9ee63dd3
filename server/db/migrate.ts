import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Db, DbClient } from './Db'
import { ADVISORY_LOCKS, withAdvisoryLock } from './withAdvisoryLock'

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url))
const MIGRATION_FILE = /^(\d{3})_[a-z0-9_]+\.sql$/

export interface Migration {
  version: string
  sql: string
}

/** The migration files, in order of their three-digit prefix. */
export function readMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((file) => MIGRATION_FILE.test(file))
    .sort()
    .map((file) => ({ version: file.replace(/\.sql$/, ''), sql: readFileSync(dir + file, 'utf8') }))
}

/** A migration file name that is not `NNN_lowercase_words`. */
export class MigrationNameError extends Error {
  readonly code = 'MIGRATION_NAME'
  constructor(version: string) {
    super(`Bad migration name: ${version}`)
    this.name = 'MigrationNameError'
  }
}

/**
 * Applies every migration not yet recorded in schema_migrations, in order. Each file and its record
 * go in one multi-statement query, which PostgreSQL runs as one implicit transaction: a failing file
 * leaves nothing behind. Safe to run on every start, and from several processes at once on one PostgreSQL:
 * everything runs on one connection holding an advisory lock, so the others wait and then find nothing to
 * apply (without it, two processes creating the same table collide in the catalog). Returns the versions it applied.
 */
export function migrate(db: Db, migrations: Migration[] = readMigrations()): Promise<string[]> {
  return withAdvisoryLock(db, ADVISORY_LOCKS.migrate, (client) => applyMigrations(client, migrations))
}

async function applyMigrations(db: DbClient, migrations: Migration[]): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`)
  const { rows } = await db.query<{ version: string }>('SELECT version FROM schema_migrations')
  const done = new Set(rows.map((row) => row.version))
  const applied: string[] = []
  for (const migration of migrations) {
    if (done.has(migration.version)) continue
    if (!/^[a-z0-9_]+$/.test(migration.version)) throw new MigrationNameError(migration.version)
    await db.exec(
      `${migration.sql}\n;INSERT INTO schema_migrations (version) VALUES ('${migration.version}');`,
    )
    applied.push(migration.version)
  }
  return applied
}
