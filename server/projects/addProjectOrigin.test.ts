import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../db/Db'
import { openSeededDb } from '../testing/openSeededDb'
import { addProjectOrigin } from './addProjectOrigin'
import { findProject } from './findProject'

describe('addProjectOrigin', () => {
  let db: Db
  beforeAll(async () => {
    db = await openSeededDb()
  })
  afterAll(async () => {
    await db.close()
  })

  it('adds an origin once; the project then allows it', async () => {
    const expected = ['https://app.example.com', 'http://192.168.1.20:5173']
    expect(await addProjectOrigin(db, 'gangway-foreign-origin', 'http://192.168.1.20:5173')).toEqual(expected)
    expect(await addProjectOrigin(db, 'gangway-foreign-origin', 'http://192.168.1.20:5173')).toEqual(expected)
    expect((await findProject(db, 'gangway-foreign-origin'))?.allowedOrigins).toEqual(expected)
  })

  it('refuses what is not an origin, and an unknown project', async () => {
    for (const value of ['http://localhost:5173/', 'localhost:5173', 'http://x.example/app', 'ftp://x.example'])
      await expect(addProjectOrigin(db, 'gangway-demo', value), value).rejects.toThrow(/^Not an origin/)
    await expect(addProjectOrigin(db, 'no-such-project', 'http://localhost:5173')).rejects.toThrow("No project 'no-such-project'")
  })
})
