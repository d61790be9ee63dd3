import pg from 'pg'
import type { Db, DbClient, NotificationHandler } from './Db'
import { listenOnPostgres, type PostgresListener } from './listenOnPostgres'

/** Opens a pool on a PostgreSQL server (DATABASE_URL). */
export async function openPostgres(connectionString: string, options: { max?: number } = {}): Promise<Db> {
  const pool = new pg.Pool({ connectionString, max: options.max ?? 10 })
  // An idle client whose server went away emits 'error' on the pool: the next query reconnects.
  pool.on('error', () => undefined)
  // Fail on start, not on the first request, when the server is unreachable.
  const probe = await pool.connect()
  probe.release()
  let closed = false
  let listener: PostgresListener | undefined
  const clientOf = (client: pg.PoolClient): DbClient => ({
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await client.query(sql, params)
      return { rows: result.rows as T[] }
    },
    async exec(sql: string) {
      await client.query(sql)
    },
  })
  return {
    kind: 'postgres',
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await pool.query(sql, params)
      return { rows: result.rows as T[] }
    },
    async exec(sql: string) {
      await pool.query(sql)
    },
    async withClient(fn) {
      const client = await pool.connect()
      let broken = false
      try {
        return await fn(clientOf(client))
      } catch (error) {
        // A connection left mid-transaction or holding a session lock is not given back to the pool.
        broken = true
        throw error
      } finally {
        client.release(broken)
      }
    },
    async listen(channel: string, handler: NotificationHandler, onState?: (listening: boolean) => void) {
      listener ??= listenOnPostgres(connectionString)
      await listener.add(channel, handler, onState)
    },
    async close() {
      if (closed) return
      closed = true
      await listener?.close()
      await pool.end()
    },
  }
}
