import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../db/Db'
import { openSeededDb } from '../../testing/openSeededDb'
import { SLOW_SETUP_MS } from '../../testing/hookTimeouts'
import { requireFrameCaller } from './requireFrameCaller'
import type { SecureEnv } from './secureEnv'
import { secureErrors } from './secureErrors'

describe('requireFrameCaller: verified domains', () => {
  let db: Db
  let app: Hono<SecureEnv>
  beforeAll(async () => {
    db = await openSeededDb()
    app = new Hono<SecureEnv>()
    secureErrors(app, () => undefined)
    app.post('/api/*', requireFrameCaller(db))
    app.post('/api/ping', (c) => c.json({ ok: true }))
  }, SLOW_SETUP_MS)
  afterAll(async () => {
    await db?.close()
  })

  const call = async (parentOrigin: string) => {
    const response = await app.request('/api/ping', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ projectId: 'gangway-test', parentOrigin }) })
    return { status: response.status, body: (await response.json()) as unknown }
  }

  it("a project that requires verified domains refuses any other with 'unverified_domain' (the kit's Unverified Domain alert), until verified", async () => {
    const origin = 'http://127.0.0.1:5999'
    expect((await call(origin)).status).toBe(200)
    // Plain SQL, as another process would: the projects trigger's NOTIFY drops the cached project.
    await db.query('UPDATE projects SET require_verified_domain = true WHERE id = $1', ['gangway-test'])
    await expect.poll(() => call(origin)).toEqual({ status: 403, body: { code: 'UNVERIFIED_DOMAIN', message: 'unverified_domain' } })
    await db.query(`INSERT INTO domain_verifications (project_id, origin, token, verified_at) VALUES ('gangway-test', $1, 't', now())`, [origin])
    await expect.poll(() => call(origin)).toEqual({ status: 200, body: { ok: true } })
    expect((await call('http://127.0.0.1:6000')).body).toMatchObject({ code: 'UNVERIFIED_DOMAIN' })
  })
})
