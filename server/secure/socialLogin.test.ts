import { beforeEach, describe, expect, it } from 'vitest'
import { createFakeIdentityProvider, FAKE_ISSUER, SITE_URL, socialSteps, type Json } from './testing/socialTestKit'
import { useSecureSite } from './testing/useSecureSite'
import { signerOnly } from './testing/signerOnly'

const DEVICE = 'device-social-0001'
const OTHER_DEVICE = 'device-social-0002'
const ALICE = { sub: 'alice', email: 'alice@example.com', email_verified: true, preferred_username: 'alice', name: 'Alice' }

describe('secure site: social login (OAuth, against a fake OpenID provider)', () => {
  const idp = createFakeIdentityProvider()
  const site = useSecureSite({ site: { identityProviderUrl: FAKE_ISSUER, outboundFetch: (url, init) => idp.fetch(url, init) } })
  // Each test starts past the previous one's per-device limits on starting sign-ins.
  beforeEach(() => site.advance(60_001))
  const steps = socialSteps(site, idp)
  const count = async (table: string): Promise<number> => (await site.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n
  const counts = async () => ({ users: await count('secure_users'), identities: await count('secure_social_identities'), sessions: await count('secure_sessions') })

  it('the redirect URI: the provider’s authorization endpoint with code, client, redirect URI, scope, a 64-hex state, PKCE S256 and a nonce', async () => {
    const uri = new URL(await steps.redirect('google', DEVICE))
    expect(`${uri.origin}${uri.pathname}`).toBe(`${FAKE_ISSUER}/auth`)
    const params = Object.fromEntries(uri.searchParams)
    expect(params).toEqual({
      response_type: 'code',
      client_id: 'gangway-google',
      redirect_uri: `${SITE_URL}/social/callback/google`,
      scope: 'openid email profile',
      state: expect.stringMatching(/^[0-9a-f]{64}$/),
      code_challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      code_challenge_method: 'S256',
      nonce: expect.stringMatching(/^[A-Za-z0-9_-]{20,}$/),
    })
    // Only a keyed hash of the state is stored, bound to the caller.
    const { rows } = await site.db.query<{ state_hash: string; device_id: string; project_id: string; parent_origin: string }>('SELECT state_hash, device_id, project_id, parent_origin FROM secure_social_states')
    expect(rows.map((row) => row.state_hash)).not.toContain(params['state'])
    expect(rows.at(-1)).toMatchObject({ device_id: DEVICE, project_id: 'gangway-test', parent_origin: 'http://127.0.0.1:3000' })
  })

  it('refuses providers it does not know', async () => {
    for (const provider of ['myspace', 'farcaster']) {
      const response = await site.post('social/redirect', { provider, deviceId: DEVICE })
      expect([response.status, await response.json()]).toEqual([400, { message: `Unsupported social provider: ${provider}` }])
    }
  })

  it('one person, one wallet: the same provider twice, another provider with the same verified e-mail, and the e-mail login', async () => {
    const first = await steps.signIn('google', ALICE, DEVICE)
    expect(first).toEqual({ token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), email: 'alice@example.com', userName: 'alice', provider: 'google' })
    const me = await steps.me(first.token)
    expect(me).toEqual({ email: 'alice@example.com', address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/), chainId: 31337, userName: 'alice', authProvider: 'google', ...signerOnly(me['address']) })

    const again = await steps.signIn('google', ALICE, OTHER_DEVICE)
    expect((await steps.me(again.token))['address']).toBe(me['address'])
    const github = await steps.signIn('github', { ...ALICE, sub: 'alice-at-github', preferred_username: 'alice-gh' }, DEVICE)
    expect(await steps.me(github.token)).toEqual({ ...me, userName: 'alice-gh', authProvider: 'github' })

    // The social sign-in verified this device: the e-mail login asks for the code straight away.
    const token = await site.login('alice@example.com', DEVICE)
    expect(await steps.me(token)).toEqual({ email: 'alice@example.com', address: me['address'], chainId: 31337, ...signerOnly(me['address']) })

    const bob = await steps.signIn('google', { sub: 'bob', email: 'bob@example.com', email_verified: true, preferred_username: 'bob' }, DEVICE)
    expect((await steps.me(bob.token))['address']).not.toBe(me['address'])
  })

  it('the e-mail login first, then a provider vouching for that e-mail: the same wallet', async () => {
    const token = await site.login('carol@example.com', DEVICE)
    const byMail = await steps.me(token)
    const social = await steps.signIn('discord', { sub: 'carol', email: 'Carol@Example.com', email_verified: true, preferred_username: 'carol0' }, OTHER_DEVICE)
    expect(social.email).toBe('carol@example.com')
    expect((await steps.me(social.token))['address']).toBe(byMail['address'])
  })

  it('never links on an unverified e-mail', async () => {
    const token = await site.login('victim@example.com', DEVICE)
    const victim = await steps.me(token)
    const before = await counts()
    const social = await steps.signIn('facebook', { sub: 'mallory', email: 'victim@example.com', email_verified: false, name: 'Mallory' }, DEVICE)
    expect(social).toEqual({ token: social.token, userName: 'Mallory', provider: 'facebook' })
    const me = await steps.me(social.token)
    expect(me['address']).not.toBe(victim['address'])
    expect(me).not.toHaveProperty('email')
    expect(await counts()).toEqual({ users: before.users + 1, identities: before.identities + 1, sessions: before.sessions + 1 })
  })

  it('a user without e-mail: signs in, keeps the wallet, and cannot start an e-mail change', async () => {
    const dave = { sub: 'dave', preferred_username: 'dave_x' }
    const first = await steps.signIn('x', dave, DEVICE)
    expect(first).toEqual({ token: first.token, userName: 'dave_x', provider: 'x' })
    const me = await steps.me(first.token)
    expect(me).toEqual({ address: expect.stringMatching(/^0x/), chainId: 31337, userName: 'dave_x', authProvider: 'x', ...signerOnly(me['address']) })
    expect((await steps.me((await steps.signIn('x', dave, OTHER_DEVICE)).token))['address']).toBe(me['address'])
    const update = await site.post('email/update', { newEmail: 'dave@example.com' }, first.token)
    expect([update.status, await update.json()]).toEqual([400, { message: 'No e-mail on this account' }])
  })

  it('a result URI is single use, even when replayed concurrently', async () => {
    const resultUri = await steps.popup(idp.authorize(await steps.redirect('google', DEVICE), { sub: 'replay', preferred_username: 'replay' }))
    const answers = await Promise.all([steps.connect(resultUri, DEVICE), steps.connect(resultUri, DEVICE)])
    expect(answers.map(([status]) => status).sort()).toEqual([200, 400])
    expect(answers.find(([status]) => status === 400)?.[1]).toEqual({ message: 'This sign-in was already used' })
    const sessions = await count('secure_sessions')
    expect(await steps.connect(resultUri, DEVICE)).toEqual([400, { message: 'This sign-in was already used' }])
    expect(await count('secure_sessions')).toBe(sessions)
  })

  it('a tampered, foreign-device, expired or malformed result creates nothing', async () => {
    const before = await counts()
    const resultUri = await steps.popup(idp.authorize(await steps.redirect('google', DEVICE), { sub: 'tamper', email: 'tamper@example.com', email_verified: true }))
    const url = new URL(resultUri)
    const state = url.searchParams.get('state')!
    url.searchParams.set('state', `${state.slice(0, 63)}${state.endsWith('0') ? '1' : '0'}`)
    expect(await steps.connect(url.href, DEVICE)).toEqual([400, { message: 'Invalid or expired sign-in state' }])
    expect(await steps.connect(resultUri, OTHER_DEVICE)).toEqual([400, { message: 'Invalid or expired sign-in state' }])
    expect(await steps.connect(resultUri.replace('/callback/google', '/callback/github'), DEVICE)).toEqual([400, { message: 'Invalid or expired sign-in state' }])
    for (const malformed of [resultUri.replace(SITE_URL, 'https://evil.example'), resultUri.replace(/code=[^&]+&?/, ''), 'not a url', `${SITE_URL}/frame?${url.search}`]) {
      expect(await steps.connect(malformed, DEVICE)).toEqual([400, { message: 'Invalid social login result' }])
    }
    const other = await site.post('social/connect', { resultUri, deviceId: DEVICE, projectId: 'gangway-demo', parentOrigin: 'http://127.0.0.1:3000' })
    expect(await other.json()).toEqual({ message: 'Invalid or expired sign-in state' })
    expect(await counts()).toEqual(before)
    // None of that used the state up: the right device still signs in, until it expires.
    expect((await steps.connect(resultUri, DEVICE))[0]).toBe(200)

    const late = await steps.popup(idp.authorize(await steps.redirect('google', DEVICE), { sub: 'late' }))
    site.advance(10 * 60_000)
    expect(await steps.connect(late, DEVICE)).toEqual([400, { message: 'Invalid or expired sign-in state' }])
  })

  it('the provider’s refusal: its error, the state used up, nothing created', async () => {
    const before = await counts()
    const denied = await steps.popup(idp.authorize(await steps.redirect('google', DEVICE), 'deny'))
    expect(await steps.connect(denied, DEVICE)).toEqual([400, { message: 'The provider refused the sign-in: access_denied' }])
    expect(await steps.connect(denied, DEVICE)).toEqual([400, { message: 'This sign-in was already used' }])

    const resultUri = await steps.popup(idp.authorize(await steps.redirect('google', DEVICE), { sub: 'grant' }))
    idp.failNextToken('invalid_grant')
    expect(await steps.connect(resultUri, DEVICE)).toEqual([400, { message: 'The provider refused the sign-in: invalid_grant' }])
    expect(await counts()).toEqual(before)
  })
})

describe('secure site: social login with a real provider configured (GitHub preset, answered by the fake)', () => {
  const env = { SOCIAL_GITHUB_CLIENT_ID: 'real-github-id', SOCIAL_GITHUB_CLIENT_SECRET: 'real-github-secret' }
  const idp = createFakeIdentityProvider([{ clientId: 'real-github-id', clientSecret: 'real-github-secret', redirectUri: `${SITE_URL}/social/callback/github` }])
  const site = useSecureSite({ site: { identityProviderUrl: FAKE_ISSUER, socialEnv: env, outboundFetch: (url, init) => idp.fetch(url, init) } })
  const steps = socialSteps(site, idp)

  it('GitHub: plain OAuth with PKCE, the id and login from /user, the e-mail verified only through /user/emails', async () => {
    const uri = new URL(await steps.redirect('github', DEVICE))
    expect(`${uri.origin}${uri.pathname}`).toBe('https://github.com/login/oauth/authorize')
    expect(uri.searchParams.get('client_id')).toBe('real-github-id')
    expect(uri.searchParams.get('scope')).toBe('read:user user:email')
    expect(uri.searchParams.has('nonce')).toBe(false)

    const byMail = await steps.me(await site.login('octo@example.com', DEVICE))
    const octo = await steps.signIn('github', { sub: 'octo', email: 'octo@example.com', email_verified: true, preferred_username: 'octocat' }, DEVICE)
    expect(octo).toMatchObject({ email: 'octo@example.com', userName: 'octocat', provider: 'github' })
    expect((await steps.me(octo.token))['address']).toBe(byMail['address'])
    const unverified = await steps.signIn('github', { sub: 'octo2', email: 'octo@example.com', email_verified: false, preferred_username: 'octo2' }, DEVICE)
    expect((await steps.me(unverified.token)) as Json).not.toHaveProperty('email')
  })

  it('the providers left unconfigured still use the local identity provider', async () => {
    expect(new URL(await steps.redirect('google', DEVICE)).origin).toBe(FAKE_ISSUER)
  })
})

describe('secure site: social login with the identity provider down', () => {
  const site = useSecureSite({
    site: { identityProviderUrl: 'http://127.0.0.1:9', outboundFetch: async () => Promise.reject(new TypeError('fetch failed', { cause: new Error('ECONNREFUSED') })) },
  })

  it('502 naming the provider, and no state kept', async () => {
    const response = await site.post('social/redirect', { provider: 'apple', deviceId: DEVICE })
    expect([response.status, await response.json()]).toEqual([502, { message: 'Could not reach the Apple sign-in service' }])
    expect((await site.db.query('SELECT 1 FROM secure_social_states')).rows).toHaveLength(0)
  })
})
