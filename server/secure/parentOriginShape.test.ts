import { describe, expect, it } from 'vitest'
import { isOrigin } from './http/requireFrameCaller'
import { createFakeIdentityProvider, FAKE_ISSUER, socialSteps } from './testing/socialTestKit'
import { useSecureSite } from './testing/useSecureSite'

const DEVICE = 'device-origin-shape-1'
const MALFORMED = ['http://127.0.0.1:3000/', 'http://127.0.0.1:3000/app', 'HTTP://127.0.0.1:3000', 'http://Example.com', 'null', 'chrome-extension://abcdef', 'javascript://x', 'http://user@example.com', '']

describe('parentOrigin: an http(s) origin in canonical form', () => {
  it('isOrigin', () => {
    for (const origin of ['http://127.0.0.1:3000', 'https://app.example.com', 'http://[::1]:8080']) expect(isOrigin(origin)).toBe(true)
    for (const value of MALFORMED) expect(isOrigin(value)).toBe(false)
  })
})

describe('secure site: the caller’s parentOrigin', () => {
  const idp = createFakeIdentityProvider()
  const site = useSecureSite({ site: { identityProviderUrl: FAKE_ISSUER, outboundFetch: (url, init) => idp.fetch(url, init) } })
  const steps = socialSteps(site, idp)

  it('not an origin: 403 "Unauthorized: origin not allowed", even when the project lists it', async () => {
    await site.db.query(`INSERT INTO projects (id, name, allowed_origins, features) SELECT 'gangway-odd-origins', 'Odd origins', $1, features FROM projects WHERE id = 'gangway-test'`, [MALFORMED])
    for (const parentOrigin of MALFORMED) {
      const response = await site.post('email/connect', { email: 'odd@example.com', deviceId: DEVICE, projectId: 'gangway-odd-origins', parentOrigin })
      expect([response.status, await response.json()]).toEqual([403, { code: 'ORIGIN_NOT_ALLOWED', message: 'Unauthorized: origin not allowed' }])
    }
  })

  it('connect from another allowed host page than the one that started the sign-in: refused, the state kept', async () => {
    const resultUri = idp.authorize(await steps.redirect('google', DEVICE), { sub: 'moved', preferred_username: 'moved' })
    const elsewhere = await site.post('social/connect', { resultUri, deviceId: DEVICE, parentOrigin: 'http://localhost:3000' })
    expect([elsewhere.status, await elsewhere.json()]).toEqual([400, { message: 'Invalid or expired sign-in state' }])
    expect((await steps.connect(resultUri, DEVICE))[0]).toBe(200)
  })
})
