import type { Db, DbClient } from './Db'

/** Fixed keys of the session-level advisory locks the cloud takes (pg_advisory_lock's bigint). */
export const ADVISORY_LOCKS = {
  /** Migrations: one process migrates, the others wait, then find nothing left to apply. */
  migrate: 7_193_400_221,
  /** Seeding: the bulk upserts of two starting processes would otherwise race (and may deadlock). */
  seed: 7_193_400_222,
} as const

/**
 * Runs `fn` while holding the advisory lock `key` on one connection (held for the whole call, so a crash
 * releases it with the connection). On PGlite, one process's database, it is taken on its one connection.
 */
export function withAdvisoryLock<T>(db: Db, key: number, fn: (client: DbClient) => Promise<T>): Promise<T> {
  return db.withClient(async (client) => {
    await client.query('SELECT pg_advisory_lock($1)', [key])
    try {
      return await fn(client)
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [key])
    }
  })
}
