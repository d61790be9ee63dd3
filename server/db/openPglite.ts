import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import type { Db } from './Db'

export const MEMORY_DATA_DIR = 'memory://'

/** Opens an embedded PostgreSQL (PGlite) in a data folder, or in memory for 'memory://'. */
export async function openPglite(dataDir: string): Promise<Db> {
  if (dataDir !== MEMORY_DATA_DIR) mkdirSync(dataDir, { recursive: true })
  const pg = await PGlite.create(dataDir)
  let closed = false
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await pg.query<T>(sql, params)
      return { rows: result.rows }
    },
    async exec(sql: string) {
      await pg.exec(sql)
    },
    async close() {
      if (closed) return
      closed = true
      await pg.close()
    },
  }
}
