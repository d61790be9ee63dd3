import { describe, expect, it, vi } from 'vitest'
import { OriginRefusedError } from '../errors/originRefused'
import { createHttpClient } from './client'
import { fetchAnalyticsConfig, fetchProjectConfig } from './projectConfig'

const clientAnswering = (answer: (url: string) => Response | Promise<Response>) =>
  createHttpClient({ baseUrl: 'http://api.test', projectId: 'p', sdkType: 'gangway', sdkVersion: 'v', fetch: async (url) => answer(url) })

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status })

const WIRE = {
  features: [
    { id: 'social_login', isEnabled: true, config: ['email', 'x', 'google'] },
    { id: 'swap', isEnabled: false, config: null },
    { id: 'onramp', isEnabled: true, config: ['meld'] },
    { id: 'activity', isEnabled: true, config: null },
    { id: 'multi_wallet', isEnabled: false, config: null },
    { id: 'reown_branding', isEnabled: true, config: null },
  ],
}

describe('fetchProjectConfig', () => {
  it('parses GET /appkit/v1/config into RemoteFeatures', async () => {
    let called = ''
    const result = await fetchProjectConfig(
      clientAnswering((url) => {
        called = url
        return json(WIRE)
      }),
    )
    expect(new URL(called).pathname).toBe('/appkit/v1/config')
    expect(result).toEqual({
      ok: true,
      remote: {
        email: true,
        socials: ['x', 'google'],
        swaps: false,
        onramp: true,
        history: true,
        multiWallet: false,
        // Every feature by its remote id, for the flags plugins name themselves.
        byId: { social_login: true, reown_branding: true, swap: false, onramp: true, activity: true, multi_wallet: false },
      },
    })
  })

  it('keeps the rollout shares (integers 0–100) and drops malformed ones, logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const rollouts = { email: 50, swaps: 0, onramp: 100, quests: 7, activity: 101, socials: 12.5, pay: '50', __proto__: 3 }
    const result = await fetchProjectConfig(clientAnswering(() => new Response(`{"features":[{"id":"swap","isEnabled":true}],"rollouts":${JSON.stringify(rollouts).replace('}', ',"__proto__":3}')}}`)))
    expect(result).toEqual({ ok: true, remote: { swaps: true, byId: { swap: true }, rollouts: { email: 50, swaps: 0, onramp: 100, quests: 7, ['__proto__']: 3 } } })
    expect(Object.getPrototypeOf((result as { remote: { rollouts: object } }).remote.rollouts)).toBe(Object.prototype)
    expect(warn).toHaveBeenCalledTimes(3)
    const notAnObject = await fetchProjectConfig(clientAnswering(() => json({ features: [], rollouts: [50] })))
    expect(notAnObject).toEqual({ ok: true, remote: { byId: {} } })
    warn.mockRestore()
  })

  it('drops a malformed feature entry and keeps the others', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const result = await fetchProjectConfig(clientAnswering(() => json({ features: [{ id: 'swap', isEnabled: 'yes' }, { id: 'onramp', isEnabled: false }] })))
    expect(result).toEqual({ ok: true, remote: { onramp: false, byId: { onramp: false } } })
    expect(warn).toHaveBeenCalledOnce()
  })

  it("403 'Unauthorized: invalid key' → INVALID_PROJECT_ID", async () => {
    expect(await fetchProjectConfig(clientAnswering(() => json({ message: 'Unauthorized: invalid key' }, 403)))).toEqual({
      ok: false,
      alert: 'INVALID_PROJECT_ID',
    })
  })

  it("403 'Unauthorized: origin not allowed' → ORIGIN_NOT_ALLOWED", async () => {
    expect(await fetchProjectConfig(clientAnswering(() => json({ message: 'Unauthorized: origin not allowed' }, 403)))).toEqual({
      ok: false,
      alert: 'ORIGIN_NOT_ALLOWED',
    })
  })

  it('another 403 is a SERVER_ERROR with detail', async () => {
    const result = await fetchProjectConfig(clientAnswering(() => json({ message: 'Forbidden' }, 403)))
    expect(result).toEqual({ ok: false, alert: 'SERVER_ERROR', detail: 'HTTP status code: 403: Forbidden' })
  })

  it('400 → PROJECT_ID_NOT_CONFIGURED', async () => {
    expect(await fetchProjectConfig(clientAnswering(() => new Response('', { status: 400 })))).toEqual({ ok: false, alert: 'PROJECT_ID_NOT_CONFIGURED' })
  })

  it('a bare 404 (a wrong endpoint, say) is a SERVER_ERROR, not a project problem', async () => {
    expect(await fetchProjectConfig(clientAnswering(() => new Response('', { status: 404 })))).toEqual({ ok: false, alert: 'SERVER_ERROR', detail: 'HTTP status code: 404' })
  })

  it("a 'Project ID Not Configured' body → PROJECT_ID_NOT_CONFIGURED, whatever the status", async () => {
    for (const status of [200, 401, 500]) {
      expect(await fetchProjectConfig(clientAnswering(() => json({ message: 'Project ID Not Configured' }, status))), String(status)).toEqual({
        ok: false,
        alert: 'PROJECT_ID_NOT_CONFIGURED',
      })
    }
    expect(await fetchProjectConfig(clientAnswering(() => new Response('Project ID Not Configured', { status: 422 })))).toEqual({
      ok: false,
      alert: 'PROJECT_ID_NOT_CONFIGURED',
    })
  })

  it('429 → RATE_LIMITED', async () => {
    expect(await fetchProjectConfig(clientAnswering(() => json({}, 429)))).toEqual({ ok: false, alert: 'RATE_LIMITED' })
  })

  it.each([500, 503, 599])('%i → SERVER_ERROR with a detail', async (status) => {
    const result = await fetchProjectConfig(clientAnswering(() => new Response('', { status })))
    expect(result).toEqual({ ok: false, alert: 'SERVER_ERROR', detail: `HTTP status code: ${status}` })
  })

  it.each([
    ['not JSON', () => new Response('<html>')],
    ['no features array', () => json({ features: 'all' })],
    ['an array body', () => json([])],
  ])('a malformed body (%s) → SERVER_ERROR with a detail', async (_case, answer) => {
    const result = await fetchProjectConfig(clientAnswering(answer))
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.alert).toBe('SERVER_ERROR')
    expect(result.detail).toContain('/appkit/v1/config')
  })

  it("a CORS refusal of the page's origin → ORIGIN_NOT_ALLOWED with its own text, not SERVER_ERROR", async () => {
    const refused = new OriginRefusedError('http://localhost:5173', 'p', 'http://api.test/appkit/v1/config', new TypeError('Failed to fetch'))
    const result = await fetchProjectConfig(clientAnswering(() => Promise.reject(refused)))
    expect(result).toEqual({
      ok: false,
      alert: 'ORIGIN_NOT_ALLOWED',
      detail: "This site (http://localhost:5173) is not an allowed origin of project 'p': add it to the project's allowed origins.",
    })
  })

  it('a network failure → SERVER_ERROR with a detail', async () => {
    const result = await fetchProjectConfig(clientAnswering(() => Promise.reject(new TypeError('Failed to fetch'))))
    expect(result).toEqual({ ok: false, alert: 'SERVER_ERROR', detail: 'Network error: Failed to fetch' })
  })
})

describe('fetchAnalyticsConfig', () => {
  it('reads isAnalyticsEnabled from GET /getAnalyticsConfig', async () => {
    let called = ''
    const client = clientAnswering((url) => {
      called = url
      return json({ isAnalyticsEnabled: true })
    })
    expect(await fetchAnalyticsConfig(client)).toBe(true)
    expect(new URL(called).pathname).toBe('/getAnalyticsConfig')
    expect(await fetchAnalyticsConfig(clientAnswering(() => json({ isAnalyticsEnabled: false })))).toBe(false)
  })

  it('is false on any failure', async () => {
    expect(await fetchAnalyticsConfig(clientAnswering(() => json({ isAnalyticsEnabled: true }, 500)))).toBe(false)
    expect(await fetchAnalyticsConfig(clientAnswering(() => json({ isAnalyticsEnabled: 'yes' })))).toBe(false)
    expect(await fetchAnalyticsConfig(clientAnswering(() => new Response('nope')))).toBe(false)
    expect(await fetchAnalyticsConfig(clientAnswering(() => Promise.reject(new Error('offline'))))).toBe(false)
  })
})
