import { describe, expect, it } from 'vitest'
import { useSeededApi } from '../testing/useSeededApi'

const ALL_SOCIALS = ['email', 'google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook']

describe('project routes', () => {
  const app = useSeededApi()
  const get = async (path: string): Promise<{ status: number; body: unknown }> => {
    const response = await app.request(path)
    return { status: response.status, body: await response.json() }
  }

  it('answers /health without a projectId', async () => {
    expect(await get('/health')).toEqual({ status: 200, body: { ok: true } })
  })

  it.each(['/appkit/v1/config', '/projects/v1/origins', '/getAnalyticsConfig', '/getWallets', '/getWalletImage/x', '/e'])(
    '%s: missing projectId → 400, unknown → 403',
    async (path) => {
      expect(await get(path)).toEqual({ status: 400, body: { code: 'PROJECT_ID_NOT_CONFIGURED', message: 'Project ID Not Configured' } })
      expect(await get(`${path}?projectId=nope`)).toEqual({ status: 403, body: { code: 'INVALID_KEY', message: 'Unauthorized: invalid key' } })
    },
  )

  it('gives the demo project every remote feature but multi-wallet (spec §9 defaults)', async () => {
    expect(await get('/appkit/v1/config?projectId=gangway-demo&st=appkit&sv=1')).toEqual({
      status: 200,
      body: {
        features: [
          { id: 'social_login', isEnabled: true, config: ALL_SOCIALS },
          { id: 'swap', isEnabled: true, config: ['1inch'] },
          { id: 'onramp', isEnabled: true, config: ['meld'] },
          { id: 'activity', isEnabled: true, config: null },
          { id: 'multi_wallet', isEnabled: false, config: null },
        ],
      },
    })
  })

  it("turns swaps, onramp and activity off, limits socials and turns a plugin's own feature off for gangway-remote-off", async () => {
    const { body } = await get('/appkit/v1/config?projectId=gangway-remote-off')
    expect(body).toEqual({
      features: [
        { id: 'social_login', isEnabled: true, config: ['email', 'google', 'github'] },
        { id: 'swap', isEnabled: false, config: null },
        { id: 'onramp', isEnabled: false, config: null },
        { id: 'activity', isEnabled: false, config: null },
        { id: 'multi_wallet', isEnabled: false, config: null },
        { id: 'network_status', isEnabled: false, config: null },
      ],
    })
  })

  it('lists allowed origins and the analytics switch', async () => {
    const origins = { allowedOrigins: ['http://127.0.0.1:3000', 'http://localhost:3000'] }
    expect(await get('/projects/v1/origins?projectId=gangway-demo')).toEqual({ status: 200, body: origins })
    expect((await get('/getAnalyticsConfig?projectId=gangway-demo')).body).toEqual({ isAnalyticsEnabled: true })
    expect((await get('/getAnalyticsConfig?projectId=gangway-test')).body).toEqual({ isAnalyticsEnabled: false })
  })

  it("a dev project's origins answer adds the asking page's loopback origin; a production project's never does", async () => {
    const origins = async (projectId: string, origin: string) =>
      (await (await app.request(`/projects/v1/origins?projectId=${projectId}`, { headers: { origin } })).json()) as unknown
    const demo = ['http://127.0.0.1:3000', 'http://localhost:3000']
    expect(await origins('gangway-demo', 'http://localhost:5173')).toEqual({ allowedOrigins: [...demo, 'http://localhost:5173'] })
    expect(await origins('gangway-demo', 'https://127.0.0.1:4443')).toEqual({ allowedOrigins: [...demo, 'https://127.0.0.1:4443'] })
    expect(await origins('gangway-demo', 'http://localhost:3000')).toEqual({ allowedOrigins: demo })
    expect(await origins('gangway-demo', 'http://localhost.evil.com')).toEqual({ allowedOrigins: demo })
    expect(await origins('gangway-foreign-origin', 'http://localhost:5173')).toEqual({ allowedOrigins: ['https://app.example.com'] })
  })

  it.each([
    ['gangway-rate-limited', 429],
    ['gangway-server-error', 500],
  ])('%s answers %i on config and origins, but serves wallets', async (projectId, status) => {
    expect((await get(`/appkit/v1/config?projectId=${projectId}`)).status).toBe(status)
    expect((await get(`/projects/v1/origins?projectId=${projectId}`)).status).toBe(status)
    expect((await get(`/getWallets?projectId=${projectId}&entries=1`)).status).toBe(200)
  })

  it('gangway-malformed answers 200 with bodies of the wrong shape', async () => {
    const config = await get('/appkit/v1/config?projectId=gangway-malformed')
    expect(config.status).toBe(200)
    expect(Array.isArray((config.body as { features?: unknown }).features)).toBe(false)
    const origins = await get('/projects/v1/origins?projectId=gangway-malformed')
    expect(origins.status).toBe(200)
    expect(Array.isArray((origins.body as { allowedOrigins?: unknown }).allowedOrigins)).toBe(false)
  })
})
