/** The one database contract every service uses: PGlite by default, PostgreSQL when DATABASE_URL is set. */
export interface Db {
  /** One statement, with $1.. parameters. */
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>
  /** One or more statements, no parameters (migrations). */
  exec(sql: string): Promise<void>
  /** Releases the database; a PGlite left open keeps Node alive. */
  close(): Promise<void>
}
