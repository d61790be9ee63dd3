import { describe, expect, it } from 'vitest'
import { useSecureSite } from './testing/useSecureSite'
import { signerOnly } from './testing/signerOnly'

const DEVICE = 'device-aaaaaaaa-1111'
const OTHER_DEVICE = 'device-bbbbbbbb-2222'
type Json = Record<string, unknown>

describe('secure site: e-mail login', () => {
  const site = useSecureSite()
  const json = async (response: Response): Promise<Json> => (await response.json()) as Json

  it('new e-mail → code mailed → verify → session token → /api/user has the wallet address', async () => {
    const connect = await site.post('email/connect', { email: 'New.User@Example.com', deviceId: DEVICE })
    expect(connect.status).toBe(200)
    expect(await json(connect)).toEqual({ action: 'VERIFY_OTP' })
    const [mail] = site.mails('new.user@example.com')
    expect(mail?.subject).toBe('Your Gangway login code')
    const code = site.lastCode('new.user@example.com')
    expect(mail!.html).toContain(code)

    const verify = await site.post('otp/verify', { email: 'new.user@example.com', otp: code, deviceId: DEVICE })
    expect(verify.status).toBe(200)
    const { token, user } = (await verify.json()) as { token: string; user: { email: string; address: string } }
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(user).toEqual({ email: 'new.user@example.com', address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/) })

    const me = await site.post('user', { chainId: 31338 }, token)
    expect(await json(me)).toEqual({ email: 'new.user@example.com', address: user.address, chainId: 31338, ...signerOnly(user.address) })
    const stored = await site.db.query<{ token_hash: string }>('SELECT token_hash FROM secure_sessions')
    expect(stored.rows.map((row) => row.token_hash)).not.toContain(token)

    expect((await site.post('sign-out', {}, token)).status).toBe(200)
    const after = await site.post('user', {}, token)
    expect(after.status).toBe(401)
    expect(await json(after)).toEqual({ message: 'Not signed in' })
  })

  it('a wrong code 3 times voids it: even the right code then fails', async () => {
    const email = 'wrong@example.com'
    await site.post('email/connect', { email, deviceId: DEVICE })
    const code = site.lastCode(email)
    const wrong = code === '000000' ? '111111' : '000000'
    const answers = []
    for (let i = 0; i < 3; i++) {
      const response = await site.post('otp/verify', { email, otp: wrong, deviceId: DEVICE })
      answers.push([response.status, (await json(response))['message']])
    }
    expect(answers).toEqual([
      [400, 'Invalid code'],
      [400, 'Invalid code'],
      [400, 'Too many attempts. Request a new code.'],
    ])
    const right = await site.post('otp/verify', { email, otp: code, deviceId: DEVICE })
    expect(await json(right)).toEqual({ message: 'Too many attempts. Request a new code.' })
    // A new code (after the 30 s rule) works.
    site.advance(30_000)
    await site.post('email/connect', { email, deviceId: DEVICE })
    expect((await site.post('otp/verify', { email, otp: site.lastCode(email), deviceId: DEVICE })).status).toBe(200)
  })

  it('a used code cannot be used again, and a new code replaces the old one', async () => {
    const email = 'reuse@example.com'
    await site.post('email/connect', { email, deviceId: DEVICE })
    const code = site.lastCode(email)
    expect((await site.post('otp/verify', { email, otp: code, deviceId: DEVICE })).status).toBe(200)
    const again = await site.post('otp/verify', { email, otp: code, deviceId: DEVICE })
    expect(again.status).toBe(400)
    expect(await json(again)).toEqual({ message: 'Invalid code' })

    site.advance(30_000)
    await site.post('email/connect', { email, deviceId: DEVICE })
    const first = site.lastCode(email)
    site.advance(30_000)
    await site.post('email/connect', { email, deviceId: DEVICE })
    const second = site.lastCode(email)
    if (first !== second) expect(await json(await site.post('otp/verify', { email, otp: first, deviceId: DEVICE }))).toEqual({ message: 'Invalid code' })
    expect((await site.post('otp/verify', { email, otp: second, deviceId: DEVICE })).status).toBe(200)
  })

  it('a code expires after 10 minutes', async () => {
    const email = 'late@example.com'
    await site.post('email/connect', { email, deviceId: DEVICE })
    site.advance(10 * 60_000)
    const late = await site.post('otp/verify', { email, otp: site.lastCode(email), deviceId: DEVICE })
    expect(late.status).toBe(400)
    expect(await json(late)).toEqual({ message: 'Code expired' })
  })

  it('a code is bound to the device it was asked from', async () => {
    const email = 'bound@example.com'
    await site.post('email/connect', { email, deviceId: DEVICE })
    const other = await site.post('otp/verify', { email, otp: site.lastCode(email), deviceId: OTHER_DEVICE })
    expect(await json(other)).toEqual({ message: 'Invalid code' })
  })

  it('a known user on a new device: VERIFY_DEVICE → link → approved → code mailed → session', async () => {
    const email = 'devices@example.com'
    await site.login(email, DEVICE)
    site.advance(30_000)
    const connect = await site.post('email/connect', { email, deviceId: OTHER_DEVICE })
    expect(await json(connect)).toEqual({ action: 'VERIFY_DEVICE' })
    expect(site.mails(email)[0]?.subject).toBe('Approve your new device')
    expect(await json(await site.post('device/status', { email, deviceId: OTHER_DEVICE }))).toEqual({ approved: false })

    const link = site.lastLink(email)
    // Following the link (a mail scanner does) only asks; the visitor's button approves.
    const question = await site.get(link)
    expect(question.status).toBe(200)
    expect(await question.text()).toContain('Approve this device')
    expect(await json(await site.post('device/status', { email, deviceId: OTHER_DEVICE }))).toEqual({ approved: false })
    const page = await site.approve(link)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Device approved. You can go back to the app.')
    expect(await json(await site.post('device/status', { email, deviceId: OTHER_DEVICE }))).toEqual({ approved: true })
    expect(site.mails(email)[0]?.subject).toBe('Your Gangway login code')
    const verify = await site.post('otp/verify', { email, otp: site.lastCode(email), deviceId: OTHER_DEVICE })
    expect(verify.status).toBe(200)

    // The link is single use; an approved device next time gets a code straight away.
    expect((await site.approve(link)).status).toBe(400)
    site.advance(30_000)
    expect(await json(await site.post('email/connect', { email, deviceId: OTHER_DEVICE }))).toEqual({ action: 'VERIFY_OTP' })
  })

  it('a device link expires after 15 minutes', async () => {
    const email = 'slowlink@example.com'
    await site.login(email, DEVICE)
    site.advance(30_000)
    await site.post('email/connect', { email, deviceId: OTHER_DEVICE })
    site.advance(15 * 60_000)
    const page = await site.approve(site.lastLink(email))
    expect(page.status).toBe(400)
    expect(await page.text()).toContain('This link is invalid, used or expired.')
    expect(await json(await site.post('device/status', { email, deviceId: OTHER_DEVICE }))).toEqual({ approved: false })
  })

  it('a repeat within 30 s says how many whole seconds are left', async () => {
    const email = 'hasty@example.com'
    await site.post('email/connect', { email, deviceId: DEVICE })
    site.advance(12_400)
    const early = await site.post('email/connect', { email, deviceId: DEVICE })
    expect(early.status).toBe(429)
    expect(await json(early)).toEqual({ message: 'Please try again after 18 seconds' })
    expect(site.mails(email)).toHaveLength(1)
    site.advance(17_600)
    expect((await site.post('email/connect', { email, deviceId: DEVICE })).status).toBe(200)
  })

  it('refuses an unknown project, an origin the project does not allow, and bad bodies', async () => {
    const body = { email: 'x@example.com', deviceId: DEVICE }
    const unknown = await site.post('email/connect', { ...body, projectId: 'nope' })
    expect([unknown.status, await json(unknown)]).toEqual([403, { code: 'INVALID_KEY', message: 'Unauthorized: invalid key' }])
    const foreign = await site.post('email/connect', { ...body, projectId: 'gangway-foreign-origin' })
    expect([foreign.status, await json(foreign)]).toEqual([403, { code: 'ORIGIN_NOT_ALLOWED', message: 'Unauthorized: origin not allowed' }])
    const evil = await site.post('email/connect', { ...body, parentOrigin: 'https://evil.example' })
    expect(await json(evil)).toEqual({ code: 'ORIGIN_NOT_ALLOWED', message: 'Unauthorized: origin not allowed' })
    const noProject = await site.post('email/connect', { ...body, projectId: '' })
    expect([noProject.status, await json(noProject)]).toEqual([400, { code: 'PROJECT_ID_NOT_CONFIGURED', message: 'Project ID Not Configured' }])
    const badEmail = await site.post('email/connect', { ...body, email: 'not-an-email' })
    expect([badEmail.status, await json(badEmail)]).toEqual([400, { message: 'Invalid request: email: must be a valid e-mail' }])
    const badOtp = await site.post('otp/verify', { ...body, otp: '12345' })
    expect(await json(badOtp)).toEqual({ message: 'Invalid request: otp: must be 6 digits' })
    expect(site.mails('x@example.com')).toHaveLength(0)
  })

  it('a seeded dev project serves a parent on any loopback port; a production project only the origins it lists', async () => {
    const body = { email: 'local-port@example.com', deviceId: 'device-local-port' }
    for (const parentOrigin of ['http://localhost:5173', 'http://127.0.0.1:8080', 'https://localhost:5173']) {
      const response = await site.post('email/connect', { ...body, parentOrigin })
      expect(response.status, parentOrigin).not.toBe(403)
    }
    for (const parentOrigin of ['http://localhost.evil.com', 'http://localhost.evil.com:5173', 'http://127.0.0.1.nip.io:5173']) {
      const response = await site.post('email/connect', { ...body, parentOrigin })
      expect([response.status, await json(response)], parentOrigin).toEqual([403, { code: 'ORIGIN_NOT_ALLOWED', message: 'Unauthorized: origin not allowed' }])
    }
    const production = await site.post('email/connect', { ...body, projectId: 'gangway-foreign-origin', parentOrigin: 'http://localhost:5173' })
    expect([production.status, await json(production)]).toEqual([403, { code: 'ORIGIN_NOT_ALLOWED', message: 'Unauthorized: origin not allowed' }])
  })

  it('accepts only JSON (no form posts from other sites) and answers unknown routes with JSON', async () => {
    const get = await site.get('/api/email/connect')
    expect([get.status, await json(get)]).toEqual([404, { message: 'Not found' }])
    const form = await site.raw('/api/email/connect', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=x%40example.com&deviceId=device-aaaaaaaa&projectId=gangway-test&parentOrigin=http%3A%2F%2F127.0.0.1%3A3000',
    })
    expect([form.status, await json(form)]).toEqual([415, { message: 'Content-Type must be application/json' }])
    const notJson = await site.raw('/api/email/connect', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' })
    expect([notJson.status, await json(notJson)]).toEqual([400, { message: 'Invalid request: body must be JSON' }])
  })
})
