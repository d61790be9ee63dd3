import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll } from 'vitest'
import type { LocalChain } from '../../chain/chains'
import type { Db } from '../../db/Db'
import type { ReceivedMail } from '../../mail/mailbox'
import { createMailer, type Mailer } from '../../mail/mailer'
import { startSmtpSink, type SmtpSink } from '../../mail/startSmtpSink'
import { openSeededDb } from '../../testing/openSeededDb'
import { createSecureSiteApp, type SecureSiteOptions } from '../createSecureSiteApp'
import { SLOW_SETUP_MS } from '../../testing/hookTimeouts'

/** The body fields every API call carries: a seeded project and one of its allowed origins. */
export const CALLER = { projectId: 'gangway-test', parentOrigin: 'http://127.0.0.1:3000' } as const

export interface SecureSiteHarness {
  readonly db: Db
  readonly masterKey: Buffer
  /** The fake clock the app reads (ms); move it with advance(). */
  advance(ms: number): void
  now(): number
  /** POST /api/<path> with CALLER merged into the body (override it with the body's own fields). */
  post(path: string, body?: Record<string, unknown>, token?: string): Promise<Response>
  get(path: string): Promise<Response>
  /** Presses 'Approve this device' on a device link's page (a form POST of its token). */
  approve(linkPath: string): Promise<Response>
  /** Any request to the app, as sent. */
  raw(path: string, init: RequestInit): Promise<Response>
  /** Mails the sink received for an address, newest first. */
  mails(to: string): ReceivedMail[]
  /** The 6-digit code on its own line of the newest mail to `to`. */
  lastCode(to: string): string
  /** The device-approval link's path and query in the newest mail to `to`. */
  lastLink(to: string): string
  /** connect → code → verify on this device; returns the session token. */
  login(email: string, deviceId: string): Promise<string>
}

/**
 * For a describe block: a seeded in-memory DB, the real SMTP sink on a free port with nodemailer, and the
 * secure site app on them with a fake clock; all closed after its tests.
 */
export function useSecureSite(
  options: { localChains?: readonly LocalChain[]; site?: Omit<SecureSiteOptions, 'mailer' | 'masterKey' | 'mailbox' | 'now' | 'log' | 'localChains'> } = {},
): SecureSiteHarness {
  let db: Db | undefined
  let sink: SmtpSink | undefined
  let mailer: Mailer | undefined
  let app: ReturnType<typeof createSecureSiteApp> | undefined
  let clock = Date.parse('2026-01-01T00:00:00Z')
  const masterKey = randomBytes(32)
  beforeAll(async () => {
    db = await openSeededDb()
    sink = await startSmtpSink({ port: 0 })
    mailer = createMailer({ smtpUrl: sink.url })
    app = createSecureSiteApp(db, {
      mailer,
      masterKey,
      mailbox: sink.mailbox,
      now: () => clock,
      log: () => {},
      ...(options.localChains && { localChains: options.localChains }),
      ...options.site,
    })
  }, SLOW_SETUP_MS)
  afterAll(async () => {
    mailer?.close()
    await sink?.close()
    await db?.close()
  })
  const ready = () => {
    if (!app || !sink || !db) throw new Error('useSecureSite: used before its beforeAll ran')
    return { app, sink, db }
  }
  const harness: SecureSiteHarness = {
    get db() {
      return ready().db
    },
    masterKey,
    advance: (ms) => void (clock += ms),
    now: () => clock,
    post: async (path, body = {}, token) =>
      ready().app.request(`/api/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
        body: JSON.stringify({ ...CALLER, ...body }),
      }),
    get: async (path) => ready().app.request(path),
    approve: async (linkPath) =>
      ready().app.request('/verify-device', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token: new URL(linkPath, 'http://link.test').searchParams.get('token') ?? '' }).toString(),
      }),
    raw: async (path, init) => ready().app.request(path, init),
    mails: (to) => ready().sink.mailbox.list(to),
    lastCode: (to) => {
      const code = harness.mails(to)[0]?.text.split('\n').find((line) => /^\d{6}$/.test(line))
      if (!code) throw new Error(`no code mailed to ${to}`)
      return code
    },
    lastLink: (to) => {
      const link = /https?:\/\/\S+\/verify-device\?token=\S+/.exec(harness.mails(to)[0]?.text ?? '')?.[0]
      if (!link) throw new Error(`no device link mailed to ${to}`)
      const url = new URL(link)
      return url.pathname + url.search
    },
    login: async (email, deviceId) => {
      const connect = await harness.post('email/connect', { email, deviceId })
      if (connect.status !== 200) throw new Error(`connect: ${connect.status} ${await connect.text()}`)
      const verify = await harness.post('otp/verify', { email, deviceId, otp: harness.lastCode(email) })
      if (verify.status !== 200) throw new Error(`verify: ${verify.status} ${await verify.text()}`)
      return ((await verify.json()) as { token: string }).token
    },
  }
  return harness
}
