import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PROJECTS } from '../data/projects'
import type { Db } from '../db/Db'
import { SLOW_SETUP_MS, SLOW_TEST_MS } from './hookTimeouts'
import { openSeededDb } from './openSeededDb'

describe('openSeededDb', () => {
  let first: Db
  let second: Db
  beforeAll(async () => {
    first = await openSeededDb()
    second = await openSeededDb()
  }, SLOW_SETUP_MS)
  afterAll(async () => {
    await first.close()
    await second.close()
  })
  const count = async (db: Db, table: string): Promise<number> =>
    (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n

  it('gives a migrated and seeded database', async () => {
    expect(await count(first, 'wallets')).toBe(729)
    expect(await count(first, 'projects')).toBe(PROJECTS.length)
    expect(await count(first, 'schema_migrations')).toBeGreaterThan(0)
  })

  it('gives independent copies: a change to one is not seen by another', async () => {
    await first.exec('DELETE FROM wallets')
    expect(await count(first, 'wallets')).toBe(0)
    expect(await count(second, 'wallets')).toBe(729)
    const third = await openSeededDb()
    try {
      expect(await count(third, 'wallets')).toBe(729)
    } finally {
      await third.close()
    }
  }, SLOW_TEST_MS)
})
