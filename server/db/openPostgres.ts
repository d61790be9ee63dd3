import pg from 'pg'
import type { Db } from './Db'

/** Opens a pool on a PostgreSQL server (DATABASE_URL). */
export async function openPostgres(connectionString: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString, max: 10 })
  // Fail on start, not on the first request, when the server is unreachable.
  const probe = await pool.connect()
  probe.release()
  let closed = false
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await pool.query(sql, params)
      return { rows: result.rows as T[] }
    },
    async exec(sql: string) {
      await pool.query(sql)
    },
    async close() {
      if (closed) return
      closed = true
      await pool.end()
    },
  }
}
