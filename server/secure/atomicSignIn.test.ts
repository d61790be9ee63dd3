import { describe, expect, it } from 'vitest'
import { linkNewIdentity } from './store/socialIdentities'
import { createFakeIdentityProvider, FAKE_ISSUER, socialSteps } from './testing/socialTestKit'
import { useSecureSite } from './testing/useSecureSite'
import type { SecureContext } from './secureContext'

const DEVICE = 'device-atomic-0001'
const OTHER_DEVICE = 'device-atomic-0002'

describe('secure site: a first social sign-in creates the user and its identity together', () => {
  const idp = createFakeIdentityProvider()
  const site = useSecureSite({ site: { identityProviderUrl: FAKE_ISSUER, outboundFetch: (url, init) => idp.fetch(url, init) } })
  const steps = socialSteps(site, idp)
  const count = async (table: string): Promise<number> => (await site.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n
  const ctx = (): SecureContext => ({ db: site.db, now: () => site.now() }) as SecureContext

  it('two first sign-ins of one identity at once: one user, one identity, both sessions on the same wallet', async () => {
    for (const user of [{ sub: 'twice', preferred_username: 'twice' }, { sub: 'twice-mail', email: 'twice@example.com', email_verified: true }]) {
      const users = await count('secure_users')
      const results = [idp.authorize(await steps.redirect('google', DEVICE), user), idp.authorize(await steps.redirect('google', OTHER_DEVICE), user)]
      const answers = await Promise.all([steps.connect(results[0]!, DEVICE), steps.connect(results[1]!, OTHER_DEVICE)])
      expect(answers.map(([status]) => status)).toEqual([200, 200])
      const [first, second] = await Promise.all(answers.map(([, body]) => steps.me(body['token'] as string)))
      expect(first!['address']).toMatch(/^0x[0-9a-fA-F]{40}$/)
      expect(second!['address']).toBe(first!['address'])
      expect(await count('secure_users')).toBe(users + 1)
      const identities = await site.db.query('SELECT 1 FROM secure_social_identities WHERE provider = $1 AND subject = $2', ['google', user.sub])
      expect(identities.rows).toHaveLength(1)
    }
  })

  it('the identity already linked by a sign-in that won the race: its user, nothing created', async () => {
    const identity = { provider: 'discord', subject: 'raced', username: 'raced', email: null }
    const users = await count('secure_users')
    const winner = await linkNewIdentity(ctx(), identity, null)
    expect(await linkNewIdentity(ctx(), { ...identity, username: 'renamed' }, null)).toBe(winner)
    expect(await count('secure_users')).toBe(users + 1)
    const { rows } = await site.db.query<{ username: string }>('SELECT username FROM secure_social_identities WHERE subject = $1', ['raced'])
    expect(rows).toEqual([{ username: 'renamed' }])
  })

  it('a failing identity insert leaves no user, and a pending e-mail user pending', async () => {
    await site.post('email/connect', { email: 'pending@example.com', deviceId: DEVICE })
    const pending = async () => (await site.db.query<{ verified_at: Date | null }>('SELECT verified_at FROM secure_users WHERE email = $1', ['pending@example.com'])).rows
    expect(await pending()).toEqual([{ verified_at: null }])
    await site.db.exec(`
      CREATE FUNCTION test_refuse_identity() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'identity refused'; END $$;
      CREATE TRIGGER test_refuse_identity BEFORE INSERT ON secure_social_identities FOR EACH ROW EXECUTE FUNCTION test_refuse_identity();`)
    const before = { users: await count('secure_users'), sessions: await count('secure_sessions'), devices: await count('secure_devices') }
    for (const user of [{ sub: 'refused', preferred_username: 'refused' }, { sub: 'refused-mail', email: 'pending@example.com', email_verified: true }]) {
      const resultUri = idp.authorize(await steps.redirect('google', DEVICE), user)
      expect(await steps.connect(resultUri, DEVICE)).toEqual([500, { message: 'Internal server error' }])
    }
    expect({ users: await count('secure_users'), sessions: await count('secure_sessions'), devices: await count('secure_devices') }).toEqual(before)
    expect(await pending()).toEqual([{ verified_at: null }])

    await site.db.exec('DROP TRIGGER test_refuse_identity ON secure_social_identities; DROP FUNCTION test_refuse_identity();')
    const linked = await steps.signIn('google', { sub: 'refused-mail', email: 'pending@example.com', email_verified: true }, DEVICE)
    expect(linked.email).toBe('pending@example.com')
    expect((await pending())[0]!.verified_at).toBeInstanceOf(Date)
  })
})
