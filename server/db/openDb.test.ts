import { SLOW_TEST_MS } from '../testing/hookTimeouts'
import { mkdtempSync, rmSync } from 'node:fs'
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
    expect(await migrate(first)).toEqual(['001_initial', '002_chain_index_and_names', '003_secure_site', '004_secure_limits', '005_social_login', '006_social_login_hardening', '007_secure_approvals', '008_project_local_origins'])
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
