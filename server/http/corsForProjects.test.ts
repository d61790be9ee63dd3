import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApiApp } from '../api/createApiApp'
import { createChainDataApp } from '../chain/createChainDataApp'
import type { Db } from '../db/Db'
import { openSeededDb } from '../testing/openSeededDb'

const preflight = (origin: string) => ({
  method: 'OPTIONS',
  headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
})
const allowOrigin = (response: Response) => response.headers.get('access-control-allow-origin')

describe('CORS per project: a seeded dev project allows any loopback origin, a production project only its list', () => {
  let db: Db
  beforeAll(async () => {
    db = await openSeededDb()
  })
  afterAll(async () => {
    await db.close()
  })

  it.each(['http://localhost:5173', 'http://127.0.0.1:5173', 'http://localhost:8080', 'https://localhost:5173', 'https://127.0.0.1:4443'])(
    'dev project gangway-demo: %s is allowed (answer and preflight)',
    async (origin) => {
      const app = createApiApp(db)
      const response = await app.request('/appkit/v1/config?projectId=gangway-demo', { headers: { origin } })
      expect(response.status).toBe(200)
      expect(allowOrigin(response)).toBe(origin)
      const options = await app.request('/e?projectId=gangway-demo', preflight(origin))
      expect(options.status).toBe(204)
      expect(allowOrigin(options)).toBe(origin)
    },
  )

  it.each(['http://localhost.evil.com', 'http://localhost.evil.com:5173', 'http://127.0.0.1.nip.io:5173', 'http://[::1]:5173', 'https://evil.example'])(
    'dev project gangway-demo: %s is refused',
    async (origin) => {
      const app = createApiApp(db)
      expect(allowOrigin(await app.request('/appkit/v1/config?projectId=gangway-demo', { headers: { origin } }))).toBeNull()
      expect(allowOrigin(await app.request('/e?projectId=gangway-demo', preflight(origin)))).toBeNull()
    },
  )

  it('production project gangway-foreign-origin: a loopback origin it does not list is refused, its own origin allowed', async () => {
    const app = createApiApp(db)
    for (const origin of ['http://localhost:5173', 'http://127.0.0.1:5173']) {
      expect(allowOrigin(await app.request('/appkit/v1/config?projectId=gangway-foreign-origin', { headers: { origin } })), origin).toBeNull()
      expect(allowOrigin(await app.request('/appkit/v1/config?projectId=gangway-foreign-origin', preflight(origin))), origin).toBeNull()
    }
    const own = await app.request('/appkit/v1/config?projectId=gangway-foreign-origin', { headers: { origin: 'https://app.example.com' } })
    expect(allowOrigin(own)).toBe('https://app.example.com')
  })

  it("the service's own origins (the demo's) stay allowed for every project, so the demo reads a refusal's answer", async () => {
    const response = await createApiApp(db).request('/projects/v1/origins?projectId=gangway-foreign-origin', { headers: { origin: 'http://127.0.0.1:3000' } })
    expect(allowOrigin(response)).toBe('http://127.0.0.1:3000')
    expect(await response.json()).toEqual({ allowedOrigins: ['https://app.example.com'] })
  })

  it('no project or an unknown one: only the service origins', async () => {
    const app = createApiApp(db)
    expect(allowOrigin(await app.request('/appkit/v1/config', { headers: { origin: 'http://localhost:5173' } }))).toBeNull()
    expect(allowOrigin(await app.request('/appkit/v1/config?projectId=gangway-no-such', { headers: { origin: 'http://localhost:5173' } }))).toBeNull()
    expect(allowOrigin(await app.request('/appkit/v1/config?projectId=gangway-no-such', { headers: { origin: 'http://localhost:3000' } }))).toBe('http://localhost:3000')
  })

  it('the chain-data service and its price route follow the same rule', async () => {
    const app = createChainDataApp(db)
    const origin = 'http://localhost:5173'
    expect(allowOrigin(await app.request('/v1/supported-chains?projectId=gangway-demo', { headers: { origin } }))).toBe(origin)
    expect(allowOrigin(await app.request('/v1/fungible/price?projectId=gangway-demo', preflight(origin)))).toBe(origin)
    expect(allowOrigin(await app.request('/v1/supported-chains?projectId=gangway-foreign-origin', { headers: { origin } }))).toBeNull()
    expect(allowOrigin(await app.request('/v1/fungible/price?projectId=gangway-foreign-origin', preflight(origin)))).toBeNull()
  })
})
