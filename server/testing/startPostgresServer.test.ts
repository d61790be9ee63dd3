import { existsSync } from 'node:fs'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SLOW_SETUP_MS } from './hookTimeouts'
import { postgresBinDir, PostgresServerError, startPostgresServer, type PostgresServer } from './startPostgresServer'

async function sql<T>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query(text)).rows as T[]
  } finally {
    await client.end()
  }
}

describe('startPostgresServer', () => {
  let server: PostgresServer
  beforeAll(async () => {
    server = await startPostgresServer()
  }, SLOW_SETUP_MS)
  afterAll(async () => {
    await server?.stop()
  })

  it('starts a real PostgreSQL on 127.0.0.1 with fsync off', async () => {
    expect(server.url).toMatch(/^postgres:\/\/postgres@127\.0\.0\.1:\d+\/postgres$/)
    const [row] = await sql<{ version: string; fsync: string }>(server.url, `SELECT version(), current_setting('fsync') AS fsync`)
    expect(row!.version).toMatch(/^PostgreSQL \d+/)
    expect(row!.fsync).toBe('off')
  })

  it('creates separate databases, and copies of a template', async () => {
    const first = await server.createDatabase()
    const second = await server.createDatabase()
    expect(first).not.toBe(second)
    await sql(first, 'CREATE TABLE only_here (x int); INSERT INTO only_here VALUES (1)')
    expect(await sql(second, `SELECT to_regclass('only_here')::text AS t`)).toEqual([{ t: null }])
    const copy = await server.createDatabase('copied_db', { template: new URL(first).pathname.slice(1) })
    expect(await sql(copy, 'SELECT x FROM only_here')).toEqual([{ x: 1 }])
  })

  it('stop() ends the server and removes its folder', async () => {
    const other = await startPostgresServer()
    const [row] = await sql<{ dir: string }>(other.url, `SELECT current_setting('data_directory') AS dir`)
    expect(existsSync(row!.dir)).toBe(true)
    await other.stop()
    expect(existsSync(row!.dir)).toBe(false)
    await expect(sql(other.url, 'SELECT 1')).rejects.toThrow()
  }, SLOW_SETUP_MS)

  it('names the missing install clearly', () => {
    expect(() => postgresBinDir('/nonexistent')).toThrow(PostgresServerError)
    expect(() => postgresBinDir('/nonexistent')).toThrow("PostgreSQL is not installed: .ci/run installs Debian's postgresql")
  })
})
