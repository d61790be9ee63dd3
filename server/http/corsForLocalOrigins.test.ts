import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApiApp } from '../api/createApiApp'
import { createChainDataApp } from '../chain/createChainDataApp'
import type { Db } from '../db/Db'
import { openSeededDb } from '../testing/openSeededDb'
import { corsOrigins } from './corsForLocalOrigins'
import { SLOW_SETUP_MS } from '../testing/hookTimeouts'

const preflight = (origin: string) => ({
  method: 'OPTIONS',
  headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
})

describe('CORS', () => {
  let db: Db
  beforeAll(async () => {
    db = await openSeededDb()
  }, SLOW_SETUP_MS)
  afterAll(async () => {
    await db.close()
  })

  it('reads extra origins from CORS_ORIGINS', () => {
    expect(corsOrigins(' https://a.example , https://b.example,')).toEqual([
      'http://127.0.0.1:3000',
      'http://localhost:3000',
      'https://a.example',
      'https://b.example',
    ])
    expect(corsOrigins(undefined)).toEqual(['http://127.0.0.1:3000', 'http://localhost:3000'])
  })

  it.each(['http://127.0.0.1:3000', 'http://localhost:3000'])('allows a JSON POST /e preflight from %s', async (origin) => {
    const response = await createApiApp(db).request('/e?projectId=gangway-demo', preflight(origin))
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe(origin)
    expect(response.headers.get('access-control-allow-methods')).toContain('POST')
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('content-type')
  })

  it('refuses another origin: no Access-Control-Allow-Origin on preflight or response', async () => {
    const app = createApiApp(db)
    const denied = await app.request('/e?projectId=gangway-demo', preflight('http://evil.example'))
    expect(denied.headers.get('access-control-allow-origin')).toBeNull()
    // A loopback port the project does not list, on a production project (dev projects allow any: corsForProjects.test.ts).
    const response = await app.request('/getAnalyticsConfig?projectId=gangway-foreign-origin', { headers: { origin: 'http://localhost:3001' } })
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('applies the same rule on the chain-data service, and honours configured extra origins', async () => {
    const app = createChainDataApp(db, { corsOrigins: corsOrigins('https://dapp.example') })
    const allowed = await app.request('/v1/supported-chains?projectId=gangway-demo', { headers: { origin: 'https://dapp.example' } })
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://dapp.example')
    const denied = await app.request('/v1/?chainId=eip155:31337&projectId=gangway-demo', preflight('http://evil.example'))
    expect(denied.headers.get('access-control-allow-origin')).toBeNull()
  })
})
