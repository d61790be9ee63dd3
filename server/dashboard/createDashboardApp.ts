import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import type { Db } from '../db/Db'
import type { Mailer } from '../mail/mailer'
import { DashboardError } from './dashboardError'
import { jsonBody, type DashboardEnv } from './dashboardEnv'
import { emailBodySchema, parseInput, signInBodySchema } from './dashboardInputs'
import type { FetchLike } from './domainVerification'
import { operationRoutes } from './operationRoutes'
import { resolveKey } from './resolveKey'
import { endSession, memberOfSession, sendSignInCode, signIn, SIGN_IN_LIMITS } from './signIn'
import { staticDashboard } from './staticDashboard'

export const SESSION_COOKIE = 'gw_dashboard'
const MAX_BODY_BYTES = 64 * 1024

export interface DashboardOptions {
  mailer: Mailer
  /** The dashboard's own origin (default http://127.0.0.1:3007): the only Origin a state-changing request may carry. */
  dashboardUrl: string
  /** The built web app (default dashboard/dist). */
  staticDir?: string | undefined
  /** How the cloud fetches a domain's verification token (tests). */
  verificationFetch?: FetchLike
  log?: (line: string) => void
}

const isSafeMethod = (method: string): boolean => method === 'GET' || method === 'HEAD'

/**
 * The project dashboard (port 3007): the web app at `/`, its JSON API at `/app/v1` (an e-mail code signs in; an
 * HttpOnly SameSite=Strict cookie, and on every state-changing request the dashboard's own Origin), and the
 * automation API at `/api/v1` (`Authorization: Bearer <team key | project secret key>`; no cookie, no CORS).
 */
export function createDashboardApp(db: Db, options: DashboardOptions): Hono {
  const log = options.log ?? console.error
  const dashboardOrigin = new URL(options.dashboardUrl).origin
  const secure = dashboardOrigin.startsWith('https:')
  const app = new Hono()
  app.onError((error, c) => {
    if (error instanceof DashboardError) return c.json(error.body, error.status)
    log(`dashboard ${c.req.method} ${c.req.path} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
    return c.json({ code: 'SERVER_ERROR', message: 'Internal server error' }, 500)
  })
  app.use('*', async (c, next) => {
    await next()
    c.header('X-Content-Type-Options', 'nosniff')
    c.header('X-Frame-Options', 'DENY')
    c.header('Referrer-Policy', 'no-referrer')
    if (c.req.path.startsWith('/app/') || c.req.path.startsWith('/api/')) c.header('Cache-Control', 'no-store')
  })
  app.get('/health', (c) => c.json({ ok: true }))
  const limit = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.json({ code: 'INVALID_INPUT', message: `body over ${MAX_BODY_BYTES} bytes`, field: 'body' }, 413) })

  // The web app's API: same origin only.
  const web = new Hono<DashboardEnv>()
  web.use('*', limit, async (c, next) => {
    if (!isSafeMethod(c.req.method) && c.req.header('origin') !== dashboardOrigin) {
      throw new DashboardError(403, 'BAD_ORIGIN', `Refused: a change must come from the dashboard's own page (${dashboardOrigin})`, 'origin')
    }
    await next()
  })
  web.post('/sign-in/code', async (c) => {
    const { email } = parseInput(emailBodySchema, await jsonBody(c))
    await sendSignInCode(db, options.mailer, email, dashboardOrigin)
    return c.json({ sent: true })
  })
  web.post('/sign-in', async (c) => {
    const { email, code } = parseInput(signInBodySchema, await jsonBody(c))
    const { token, member } = await signIn(db, email, code)
    setCookie(c, SESSION_COOKIE, token, { httpOnly: true, sameSite: 'Strict', secure, path: '/', maxAge: SIGN_IN_LIMITS.sessionTtlMs / 1000 })
    return c.json({ member })
  })
  // Whether this browser is signed in (null when not): the page asks on load, so no error for a signed-out visitor.
  web.get('/me', async (c) => {
    const token = getCookie(c, SESSION_COOKIE)
    return c.json({ member: token ? await memberOfSession(db, token) : null })
  })
  web.use('*', async (c, next) => {
    const token = getCookie(c, SESSION_COOKIE)
    const member = token ? await memberOfSession(db, token) : null
    if (!member) throw new DashboardError(401, 'NOT_SIGNED_IN', 'Not signed in', 'session')
    c.set('actor', { teamId: member.teamId, actor: member.email, email: member.email })
    await next()
  })
  web.post('/sign-out', async (c) => {
    await endSession(db, getCookie(c, SESSION_COOKIE) ?? '')
    deleteCookie(c, SESSION_COOKIE, { path: '/', secure })
    return c.json({ signedOut: true })
  })
  web.route('/', operationRoutes(db, { verificationFetch: options.verificationFetch }))
  app.route('/app/v1', web)

  // Automation: a key in the Authorization header; cookies are ignored here.
  const automation = new Hono<DashboardEnv>()
  automation.use('*', limit, async (c, next) => {
    const match = /^Bearer\s+(\S+)$/.exec(c.req.header('authorization') ?? '')
    const actor = match ? await resolveKey(db, match[1]!) : null
    if (!actor) throw new DashboardError(401, 'INVALID_KEY', 'Invalid key: Authorization: Bearer <team API key or project secret key>', 'authorization')
    c.set('actor', actor)
    await next()
  })
  automation.route('/', operationRoutes(db, { verificationFetch: options.verificationFetch }))
  app.route('/api/v1', automation)
  app.all('/app/*', (c: Context) => c.json({ code: 'NOT_FOUND', message: 'Not found' }, 404))
  app.all('/api/*', (c: Context) => c.json({ code: 'NOT_FOUND', message: 'Not found' }, 404))

  app.route('/', staticDashboard(options.staticDir))
  return app
}
