import { describe, expect, it } from 'vitest'
import { createFakeIdentityProvider, FAKE_ISSUER, SITE_URL, socialSteps } from './testing/socialTestKit'
import { useSecureSite } from './testing/useSecureSite'

const DEVICE = 'device-github-emails-1'
const OCTO = { sub: 'octo', email: 'octo@example.com', email_verified: true, preferred_username: 'octocat' }

describe('secure site: GitHub’s e-mail list unreadable', () => {
  const env = { SOCIAL_GITHUB_CLIENT_ID: 'real-github-id', SOCIAL_GITHUB_CLIENT_SECRET: 'real-github-secret' }
  const idp = createFakeIdentityProvider([{ clientId: 'real-github-id', clientSecret: 'real-github-secret', redirectUri: `${SITE_URL}/social/callback/github` }])
  const site = useSecureSite({ site: { identityProviderUrl: FAKE_ISSUER, socialEnv: env, outboundFetch: (url, init) => idp.fetch(url, init) } })
  const steps = socialSteps(site, idp)
  const count = async (table: string): Promise<number> => (await site.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n

  it('/user/emails failing: 502 "Could not reach the GitHub sign-in service", nothing created; the next try links by the verified e-mail', async () => {
    const byMail = await steps.me(await site.login('octo@example.com', DEVICE))
    const before = { users: await count('secure_users'), identities: await count('secure_social_identities'), sessions: await count('secure_sessions') }
    for (const path of ['/user/emails', '/user'] as const) {
      const resultUri = idp.authorize(await steps.redirect('github', DEVICE), OCTO)
      idp.failNextResource(path, 500)
      expect(await steps.connect(resultUri, DEVICE)).toEqual([502, { message: 'Could not reach the GitHub sign-in service' }])
    }
    expect({ users: await count('secure_users'), identities: await count('secure_social_identities'), sessions: await count('secure_sessions') }).toEqual(before)
    const octo = await steps.signIn('github', OCTO, DEVICE)
    expect((await steps.me(octo.token))['address']).toBe(byMail['address'])
  })
})
