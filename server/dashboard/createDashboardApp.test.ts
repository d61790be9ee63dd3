import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApiApp } from '../api/createApiApp'
import type { Db } from '../db/Db'
import type { Mailer, OutgoingMail } from '../mail/mailer'
import { openSeededDb } from '../testing/openSeededDb'
import { SLOW_SETUP_MS } from '../testing/hookTimeouts'
import { createDashboardApp, SESSION_COOKIE } from './createDashboardApp'
import { DEV_TEAM } from './teams'
import type { FetchLike } from './domainVerification'

const ORIGIN = 'http://127.0.0.1:3007'

describe('the dashboard and the automation API', () => {
  let db: Db
  let dashboard: ReturnType<typeof createDashboardApp>
  let api: ReturnType<typeof createApiApp>
  const mails: OutgoingMail[] = []
  const mailer: Mailer = { send: async (mail) => void mails.push(mail), close: () => undefined }
  // The domain fetch: what each URL answers, set by the test.
  const served = new Map<string, () => Response>()
  const verificationFetch: FetchLike = async (url) => served.get(url)?.() ?? new Response('not found', { status: 404 })

  beforeAll(async () => {
    db = await openSeededDb()
    dashboard = createDashboardApp(db, { mailer, dashboardUrl: ORIGIN, staticDir: '/nonexistent', verificationFetch, log: () => undefined })
    api = createApiApp(db)
  }, SLOW_SETUP_MS)
  afterAll(async () => {
    await db?.close()
  })

  const post = (path: string, body: unknown, headers: Record<string, string> = {}, method = 'POST') =>
    dashboard.request(path, { method, headers: { 'content-type': 'application/json', origin: ORIGIN, ...headers }, body: JSON.stringify(body) })

  async function signInAs(email: string): Promise<string> {
    expect((await post('/app/v1/sign-in/code', { email })).status).toBe(200)
    const mail = mails.findLast((entry) => entry.to === email)!
    const code = /^(\d{6})$/m.exec(mail.text)![1]!
    const response = await post('/app/v1/sign-in', { email, code })
    expect(response.status).toBe(200)
    const cookie = response.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/HttpOnly/)
    expect(cookie).toMatch(/SameSite=Strict/)
    return `${SESSION_COOKIE}=${/gw_dashboard=([^;]+)/.exec(cookie)![1]}`
  }

  const config = async (projectId: string) => (await api.request(`/appkit/v1/config?projectId=${projectId}`)).json() as Promise<{ features: { id: string; isEnabled: boolean }[]; rollouts?: Record<string, number> }>
  const snapshot = async (projectId: string) => ({
    project: (await db.query('SELECT to_jsonb(p) - \'created_at\' AS row FROM projects p WHERE id = $1', [projectId])).rows,
    audit: (await db.query<{ n: string }>('SELECT count(*)::text AS n FROM audit_log')).rows[0]!.n,
    domains: (await db.query('SELECT * FROM domain_verifications WHERE project_id = $1', [projectId])).rows,
  })

  it('signs in with the mailed code; a wrong code thrice voids it; no session, no projects', async () => {
    expect((await dashboard.request('/app/v1/projects')).status).toBe(401)
    const email = 'wrong@example.com'
    await post('/app/v1/sign-in/code', { email })
    const code = /^(\d{6})$/m.exec(mails.at(-1)!.text)![1]!
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 3; i++) expect(await (await post('/app/v1/sign-in', { email, code: wrong })).json()).toMatchObject({ code: 'INVALID_CODE', field: 'code' })
    expect(await (await post('/app/v1/sign-in', { email, code })).json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', field: 'code' })
    // A second code within 30 s is refused.
    expect((await post('/app/v1/sign-in/code', { email })).status).toBe(429)
    expect(await (await post('/app/v1/sign-in/code', { email: 'not an address' })).json()).toMatchObject({ code: 'INVALID_INPUT', field: 'email' })
  })

  it('the seeded dev team owns the seeded projects', async () => {
    const cookie = await signInAs(DEV_TEAM.member)
    const { projects } = (await (await dashboard.request('/app/v1/projects', { headers: { cookie } })).json()) as { projects: { id: string }[] }
    expect(projects.map((project) => project.id)).toContain('gangway-demo')
  })

  it('a change needs the dashboard Origin, not only the cookie', async () => {
    const cookie = await signInAs('origin@example.com')
    for (const origin of ['http://evil.example', 'null', ''])
      expect(await (await post('/app/v1/projects', { name: 'x' }, { cookie, origin })).json()).toMatchObject({ code: 'BAD_ORIGIN', field: 'origin' })
    const response = await dashboard.request('/app/v1/projects', { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: '{"name":"x"}' })
    expect(response.status).toBe(403)
    expect((await (await dashboard.request('/app/v1/projects', { headers: { cookie } })).json())).toEqual({ projects: [] })
  })

  it('creates a project (id and secret key once), sets origins, features and shares: the next config fetch says so; all audited', async () => {
    const cookie = await signInAs('team@example.com')
    const created = await post('/app/v1/projects', { name: 'Shop' }, { cookie })
    expect(created.status).toBe(201)
    const { project, secretKey } = (await created.json()) as { project: { id: string; allowedOrigins: string[] }; secretKey: string }
    expect(secretKey).toMatch(/^gw_sk_/)
    // The §9 defaults are suggestions: nothing added silently.
    expect(project.allowedOrigins).toEqual([])
    expect(await config(project.id)).not.toHaveProperty('rollouts')

    const origins = ['http://127.0.0.1:5173', 'https://*.pages.dev', '*.vercel.app']
    expect((await post(`/app/v1/projects/${project.id}/origins`, { origins }, { cookie }, 'PUT')).status).toBe(200)
    expect((await (await api.request(`/projects/v1/origins?projectId=${project.id}`)).json())).toEqual({ allowedOrigins: origins })

    expect((await post(`/app/v1/projects/${project.id}/features`, { swaps: false, socials: ['github', 'google'], rollouts: { email: 50 } }, { cookie }, 'PUT')).status).toBe(200)
    const after = await config(project.id)
    expect(after.features.find((feature) => feature.id === 'swap')?.isEnabled).toBe(false)
    expect(after.features.find((feature) => feature.id === 'social_login')).toMatchObject({ config: ['email', 'github', 'google'] })
    expect(after.rollouts).toEqual({ email: 50 })
    // 100 is no share: rollouts is left out again.
    await post(`/app/v1/projects/${project.id}/features`, { rollouts: { email: 100 } }, { cookie }, 'PUT')
    expect(await config(project.id)).not.toHaveProperty('rollouts')

    const { entries } = (await (await dashboard.request(`/app/v1/projects/${project.id}/audit`, { headers: { cookie } })).json()) as { entries: { action: string; actor: string; before: unknown; after: unknown }[] }
    expect(entries.map((entry) => entry.action)).toEqual(['features.set', 'features.set', 'origins.set', 'project.create'])
    expect(entries[2]).toMatchObject({ actor: 'team@example.com', before: { allowedOrigins: [] }, after: { allowedOrigins: origins } })
  })

  it('bad input is refused naming the field, and nothing is written', async () => {
    const cookie = await signInAs('bad@example.com')
    const { project } = (await (await post('/app/v1/projects', { name: 'Bad' }, { cookie })).json()) as { project: { id: string } }
    const before = await snapshot(project.id)
    const cases: [string, unknown, string][] = [
      ['origins', { origins: ['http://a.example/path'] }, 'origins.0'],
      ['origins', { origins: ['https://ok.example', 'javascript:alert(1)'] }, 'origins.1'],
      ['origins', { origins: ['https://a.*.example'] }, 'origins.0'],
      ['origins', { origins: ['https://*example.com'] }, 'origins.0'],
      ['origins', { origins: ['ftp://a.example'] }, 'origins.0'],
      ['origins', { origins: ['https://user@a.example'] }, 'origins.0'],
      ['origins', { origins: ['*'] }, 'origins.0'],
      ['origins', { list: [] }, 'origins'],
      ['origins', { origins: [], list: [] }, 'list'],
      ['features', { rollouts: { email: 101 } }, 'rollouts.email'],
      ['features', { rollouts: { email: -1 } }, 'rollouts.email'],
      ['features', { rollouts: { email: 12.5 } }, 'rollouts.email'],
      ['features', { rollouts: { email: '50' } }, 'rollouts.email'],
      ['features', { rollouts: { teleport: 10 } }, 'rollouts.teleport'],
      ['features', { teleport: true }, 'teleport'],
      ['features', { socials: ['myspace'] }, 'socials.0'],
      ['features', { swaps: 'no' }, 'swaps'],
    ]
    for (const [what, body, field] of cases) {
      const response = await post(`/app/v1/projects/${project.id}/${what}`, body, { cookie }, 'PUT')
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect(await response.json(), JSON.stringify(body)).toMatchObject({ code: 'INVALID_INPUT', field })
    }
    // Another team's project, and one that does not exist: 404 naming the project id.
    for (const id of ['gangway-demo', 'no-such-project']) {
      const response = await post(`/app/v1/projects/${id}/origins`, { origins: ['https://x.example'] }, { cookie }, 'PUT')
      expect(response.status).toBe(404)
      expect(await response.json()).toMatchObject({ code: 'NOT_FOUND', field: 'projectId' })
    }
    expect(await snapshot(project.id)).toEqual(before)
    expect((await config('gangway-demo')).features.find((feature) => feature.id === 'swap')?.isEnabled).toBe(true)
  })

  it('automation: the team key creates, the project key sets its own project; a wrong or rotated key changes nothing', async () => {
    const cookie = await signInAs('robot@example.com')
    const { teamKey } = (await (await post('/app/v1/team/key', {}, { cookie })).json()) as { teamKey: string }
    const bearer = (key: string) => ({ authorization: `Bearer ${key}`, origin: '' })
    const created = await post('/api/v1/projects', { name: 'Scripted' }, bearer(teamKey))
    expect(created.status).toBe(201)
    const { project, secretKey } = (await created.json()) as { project: { id: string }; secretKey: string }
    expect((await post(`/api/v1/projects/${project.id}/origins`, { origins: ['https://shop.example'] }, bearer(secretKey), 'PUT')).status).toBe(200)
    expect((await post(`/api/v1/projects/${project.id}/features`, { swaps: false, rollouts: { onramp: 10 } }, bearer(secretKey), 'PUT')).status).toBe(200)
    expect((await config(project.id)).rollouts).toEqual({ onramp: 10 })

    const before = await snapshot(project.id)
    for (const key of ['gw_sk_wrong', 'gw_tk_wrong', '', cookie]) {
      const response = await post(`/api/v1/projects/${project.id}/origins`, { origins: [] }, { ...bearer(key), cookie }, 'PUT')
      expect(response.status).toBe(401)
      expect(await response.json()).toMatchObject({ code: 'INVALID_KEY', field: 'authorization' })
    }
    // A project key cannot create projects, nor touch another project.
    expect((await post('/api/v1/projects', { name: 'x' }, bearer(secretKey))).status).toBe(403)
    expect(await (await post('/api/v1/projects/gangway-demo/features', { swaps: false }, bearer(secretKey), 'PUT')).json()).toMatchObject({ code: 'FORBIDDEN', field: 'projectId' })
    expect(await (await post('/api/v1/projects/gangway-demo/features', { swaps: false }, bearer(teamKey), 'PUT')).json()).toMatchObject({ code: 'NOT_FOUND', field: 'projectId' })
    expect(await snapshot(project.id)).toEqual(before)

    const rotated = (await (await post(`/api/v1/projects/${project.id}/key`, {}, bearer(secretKey))).json()) as { secretKey: string }
    expect((await post(`/api/v1/projects/${project.id}/origins`, { origins: [] }, bearer(secretKey), 'PUT')).status).toBe(401)
    expect((await dashboard.request(`/api/v1/projects/${project.id}`, { headers: bearer(rotated.secretKey) })).status).toBe(200)
  })

  it('verifies a domain: the token at the well-known URL, same-host redirects only; the project then lists it as verified', async () => {
    const cookie = await signInAs('domains@example.com')
    const { project } = (await (await post('/app/v1/projects', { name: 'Domains' }, { cookie })).json()) as { project: { id: string } }
    const origin = 'https://shop.example'
    expect(await (await post(`/app/v1/projects/${project.id}/domains`, { origin }, { cookie })).json()).toMatchObject({ field: 'origin' })
    await post(`/app/v1/projects/${project.id}/origins`, { origins: [origin] }, { cookie }, 'PUT')
    const started = (await (await post(`/app/v1/projects/${project.id}/domains`, { origin }, { cookie })).json()) as { token: string; url: string }
    expect(started.url).toBe('https://shop.example/.well-known/gangway-verification.txt')

    served.set(started.url, () => new Response(null, { status: 302, headers: { location: 'https://evil.example/token.txt' } }))
    served.set('https://evil.example/token.txt', () => new Response(started.token))
    const refused = await post(`/app/v1/projects/${project.id}/domains/verify`, { origin }, { cookie })
    expect(refused.status).toBe(422)
    expect(await refused.json()).toMatchObject({ code: 'VERIFICATION_FAILED', field: 'origin' })
    served.set(started.url, () => new Response('something else'))
    expect((await post(`/app/v1/projects/${project.id}/domains/verify`, { origin }, { cookie })).status).toBe(422)

    served.set(started.url, () => new Response(null, { status: 301, headers: { location: '/token' } }))
    served.set('https://shop.example/token', () => new Response(`${started.token}\n`))
    expect((await post(`/app/v1/projects/${project.id}/domains/verify`, { origin }, { cookie })).status).toBe(200)
    const { project: settings } = (await (await dashboard.request(`/app/v1/projects/${project.id}`, { headers: { cookie } })).json()) as { project: { domains: { origin: string; verifiedAt: string | null }[] } }
    expect(settings.domains).toEqual([{ origin, token: started.token, verifiedAt: expect.any(String) }])
  })

  it('analytics: counts per event per day, and the latest errors', async () => {
    const cookie = await signInAs(DEV_TEAM.member)
    const event = (name: string, props: Record<string, unknown> = {}) =>
      api.request('/e?projectId=gangway-test', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ eventId: crypto.randomUUID(), url: 'http://x.example', domain: 'x.example', timestamp: Date.now(), props: { type: 'track', event: name, ...props } }) })
    await event('MODAL_OPEN')
    await event('MODAL_OPEN')
    await event('CONNECT_ERROR', { errorType: 'UserRejected', errorMessage: 'rejected' })
    const summary = (await (await dashboard.request('/app/v1/projects/gangway-test/analytics', { headers: { cookie } })).json()) as { days: string[]; series: { event: string; counts: number[] }[]; errors: { event: string; message: string }[] }
    expect(summary.days).toHaveLength(14)
    expect(summary.series.find((entry) => entry.event === 'MODAL_OPEN')?.counts.at(-1)).toBe(2)
    expect(summary.errors[0]).toMatchObject({ event: 'CONNECT_ERROR', message: 'rejected' })
  })
})
