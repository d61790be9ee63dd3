import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SLOW_SETUP_MS } from '../testing/hookTimeouts'
import { startPostgresServer, type PostgresServer } from '../testing/startPostgresServer'
import type { Db } from './Db'
import { migrate, readMigrations } from './migrate'
import { openPostgres } from './openPostgres'

describe('migrate on a real PostgreSQL', () => {
  let postgres: PostgresServer
  const dbs: Db[] = []
  beforeAll(async () => {
    postgres = await startPostgresServer()
  }, SLOW_SETUP_MS)
  afterAll(async () => {
    await Promise.all(dbs.map((db) => db.close()))
    await postgres?.stop()
  })

  it('two migrations racing on one empty database: one applies every file, the other waits and applies none', async () => {
    const url = await postgres.createDatabase()
    const [first, second] = [await openPostgres(url), await openPostgres(url)]
    dbs.push(first, second)
    const results = await Promise.all([migrate(first), migrate(second)])
    const files = readMigrations().map((migration) => migration.version)
    expect(results.map((applied) => applied.length).sort((a, b) => a - b)).toEqual([0, files.length])
    const { rows } = await first.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version')
    expect(rows.map((row) => row.version)).toEqual(files)
  })

  it('a failing migration releases the lock: the next run proceeds', async () => {
    const db = await openPostgres(await postgres.createDatabase())
    dbs.push(db)
    const bad = { version: '901_bad', sql: 'SELECT nope FROM nowhere;' }
    await expect(migrate(db, [bad])).rejects.toThrow(/nowhere/)
    expect(await migrate(db, [{ version: '902_good', sql: 'CREATE TABLE good_table (x int);' }])).toEqual(['902_good'])
  })
})
