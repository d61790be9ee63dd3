import { SLOW_TEST_MS } from '../testing/hookTimeouts'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { migrate } from './migrate'
import { openDb } from './openDb'

describe('openDb', () => {
  const root = mkdtempSync(join(tmpdir(), 'gangway-db-'))
  afterAll(() => rmSync(root, { recursive: true, force: true }))

  it('keeps data in a PGlite folder across a restart, migrating only once', async () => {
    const dataDir = join(root, 'nested', 'pglite')
    const first = await openDb({ dataDir, databaseUrl: '' })
    // Every migration in the folder, in order, once.
    const migrations = readdirSync(new URL('./migrations/', import.meta.url)).filter((name) => name.endsWith('.sql')).map((name) => name.slice(0, -4)).sort()
    expect(migrations.slice(0, 2)).toEqual(['001_initial', '002_chain_index_and_names'])
    expect(await migrate(first)).toEqual(migrations)
    await first.query(`INSERT INTO projects (id, name, features) VALUES ('p', 'P', '{}'::jsonb)`)
    await first.close()
    const second = await openDb({ dataDir, databaseUrl: '' })
    try {
      expect(await migrate(second)).toEqual([])
      expect((await second.query<{ id: string }>('SELECT id FROM projects')).rows).toEqual([{ id: 'p' }])
    } finally {
      await second.close()
    }
  }, SLOW_TEST_MS)

  it('uses PostgreSQL when a database URL is given, failing on open when it is unreachable', async () => {
    await expect(openDb({ databaseUrl: 'postgres://gangway:gangway@127.0.0.1:1/gangway' })).rejects.toThrow(/ECONNREFUSED/)
  })
})
