import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import type { Db } from './Db'

export const MEMORY_DATA_DIR = 'memory://'

export interface OpenPgliteOptions {
  /** A data folder tarball (from dumpDataDir) to start from instead of a freshly initialised, empty one. */
  loadDataDir?: Blob
}

/** The Db contract over PGlite, plus a copy of its data folder (tests reuse a seeded one). */
export interface PgliteDb extends Db {
  /** The data folder as an uncompressed tarball, for openPglite's loadDataDir. */
  dumpDataDir(): Promise<Blob>
}

/** Opens an embedded PostgreSQL (PGlite) in a data folder, or in memory for 'memory://'. */
export async function openPglite(dataDir: string, options: OpenPgliteOptions = {}): Promise<PgliteDb> {
  if (dataDir !== MEMORY_DATA_DIR) mkdirSync(dataDir, { recursive: true })
  const pg = await PGlite.create({ dataDir, ...(options.loadDataDir && { loadDataDir: options.loadDataDir }) })
  let closed = false
  const db: PgliteDb = {
    kind: 'pglite',
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await pg.query<T>(sql, params)
      return { rows: result.rows }
    },
    async exec(sql: string) {
      await pg.exec(sql)
    },
    withClient: (fn) => fn(db),
    // Its own NOTIFYs (the cache triggers') come back here: a change made with plain SQL drops cached entries too.
    async listen(channel, handler) {
      await pg.listen(channel, handler)
    },
    async close() {
      if (closed) return
      closed = true
      await pg.close()
    },
    dumpDataDir: () => pg.dumpDataDir('none'),
  }
  return db
}
