/** Starting and stopping the identity provider: its discovery document, health, and freeing its port. */
import { createServer } from 'node:http'
import { afterEach, describe, expect, it } from 'vitest'
import { startIdentityProvider, type IdentityProvider } from './startIdentityProvider'

const SECURE_SITE_URL = 'http://127.0.0.1:3003'
const running: IdentityProvider[] = []
afterEach(async () => {
  await Promise.all(running.splice(0).map((idp) => idp.close()))
})
async function start(port = 0): Promise<IdentityProvider> {
  const idp = await startIdentityProvider({ port, secureSiteUrl: SECURE_SITE_URL })
  running.push(idp)
  return idp
}

describe('startIdentityProvider', () => {
  it('answers discovery with its issuer, http://127.0.0.1:<port>, and only what the local clients need', async () => {
    const idp = await start()
    expect(idp.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    const discovery = (await (await fetch(`${idp.url}/.well-known/openid-configuration`)).json()) as Record<string, unknown>
    expect(discovery).toMatchObject({
      issuer: idp.url,
      authorization_endpoint: `${idp.url}/auth`,
      token_endpoint: `${idp.url}/token`,
      userinfo_endpoint: `${idp.url}/me`,
      jwks_uri: `${idp.url}/jwks`,
      response_types_supported: ['code'],
      grant_types_supported: ['authorization_code'],
      code_challenge_methods_supported: ['S256'],
      scopes_supported: ['openid', 'email', 'profile'],
      token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
    })
    const jwks = (await (await fetch(`${idp.url}/jwks`)).json()) as { keys: { kty: string; alg: string; d?: string }[] }
    expect(jwks.keys).toHaveLength(1)
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256' })
    expect(jwks.keys[0]).not.toHaveProperty('d')
    expect(await (await fetch(`${idp.url}/health`)).json()).toEqual({ ok: true })
  })

  it('uses fresh signing keys on every start', async () => {
    const [first, second] = await Promise.all([start(), start()])
    const kid = async (idp: IdentityProvider): Promise<string> =>
      ((await (await fetch(`${idp.url}/jwks`)).json()) as { keys: { kid: string }[] }).keys[0]!.kid
    expect(await kid(first!)).not.toBe(await kid(second!))
  })

  it('frees its port on close (idempotent) and can start again on it', async () => {
    const first = await startIdentityProvider({ port: 0, secureSiteUrl: SECURE_SITE_URL })
    const port = Number(new URL(first.url).port)
    // A kept-alive connection must not hold the server open.
    await (await fetch(`${first.url}/health`)).text()
    await first.close()
    await first.close()
    const again = await start(port)
    expect(again.url).toBe(first.url)
  })

  it('fails clearly when the port is taken', async () => {
    const blocker = createServer()
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve))
    const address = blocker.address()
    const port = typeof address === 'object' && address ? address.port : 0
    try {
      await expect(startIdentityProvider({ port, secureSiteUrl: SECURE_SITE_URL })).rejects.toThrow(
        `Port ${port} (identity provider) is already in use on 127.0.0.1`,
      )
    } finally {
      await new Promise((resolve) => blocker.close(resolve))
    }
  })
})
