/** What runs statements: the whole database (a pool) or one of its connections. */
export interface DbClient {
  /** One statement, with $1.. parameters. */
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>
  /** One or more statements, no parameters (migrations). */
  exec(sql: string): Promise<void>
}

/** Called with a NOTIFY's payload. */
export type NotificationHandler = (payload: string) => void

/** The one database contract every service uses: PGlite by default, PostgreSQL when DATABASE_URL is set. */
export interface Db extends DbClient {
  /** 'pglite' is one process's database; 'postgres' may be shared by several processes. */
  readonly kind: 'pglite' | 'postgres'
  /**
   * Runs `fn` on one connection held for its whole duration (session state such as an advisory lock stays on
   * it); PGlite has one connection, so there `fn` gets the database itself.
   */
  withClient<T>(fn: (client: DbClient) => Promise<T>): Promise<T>
  /**
   * LISTENs on `channel` on a connection of its own (PostgreSQL; on PGlite, its own NOTIFYs); resolves once listening, rejects when it cannot connect (it keeps trying). `onState(false)` when
   * that connection drops (notifications may be missed until `onState(true)`, once it listens again).
   */
  listen(channel: string, handler: NotificationHandler, onState?: (listening: boolean) => void): Promise<void>
  /** Releases the database; a PGlite left open keeps Node alive. */
  close(): Promise<void>
}
