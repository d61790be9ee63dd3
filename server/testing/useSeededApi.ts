import { afterAll, beforeAll } from 'vitest'
import { createApiApp } from '../api/createApiApp'
import type { Db } from '../db/Db'
import { openSeededDb } from './openSeededDb'
import { SLOW_SETUP_MS } from './hookTimeouts'

type ApiApp = ReturnType<typeof createApiApp>

/**
 * For a describe block of API tests: before its tests, opens a seeded in-memory DB (openSeededDb) and
 * the API app on it; after them, closes the DB. The returned `request` reaches that app once the
 * tests run.
 */
export function useSeededApi(): Pick<ApiApp, 'request'> {
  let db: Db | undefined
  let app: ApiApp | undefined
  beforeAll(async () => {
    db = await openSeededDb()
    app = createApiApp(db)
  }, SLOW_SETUP_MS)
  afterAll(async () => {
    await db?.close()
  })
  return {
    request: (...args) => {
      if (!app) throw new Error('useSeededApi: request() before its beforeAll has run')
      return app.request(...args)
    },
  }
}
