import type { Db } from '../db/Db'
import { migrate } from '../db/migrate'
import { MEMORY_DATA_DIR, openPglite } from '../db/openPglite'
import { seed } from '../seed/seed'

/** For tests: an in-memory PGlite, migrated and seeded. Close it in afterAll. */
export async function openSeededDb(options: { walletScale?: number; log?: (line: string) => void } = {}): Promise<Db> {
  const db = await openPglite(MEMORY_DATA_DIR)
  await migrate(db)
  await seed(db, { walletScale: options.walletScale, log: options.log ?? (() => {}) })
  return db
}
