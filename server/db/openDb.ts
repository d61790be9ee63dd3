import { fileURLToPath } from 'node:url'
import type { Db } from './Db'
import { openPglite } from './openPglite'
import { openPostgres } from './openPostgres'

/** `.data/pglite` under the repository root. */
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../.data/pglite', import.meta.url))

export interface OpenDbOptions {
  /** PGlite data folder, or 'memory://'. Ignored when a database URL is given. */
  dataDir?: string | undefined
  /** PostgreSQL connection string; defaults to env DATABASE_URL. */
  databaseUrl?: string | undefined
}

/** PostgreSQL when a database URL is set, else PGlite in the data folder. */
export async function openDb(options: OpenDbOptions = {}): Promise<Db> {
  const databaseUrl = options.databaseUrl ?? process.env['DATABASE_URL']
  if (databaseUrl) return openPostgres(databaseUrl)
  return openPglite(options.dataDir ?? DEFAULT_DATA_DIR)
}
