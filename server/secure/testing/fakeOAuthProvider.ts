import { createHash, createSign, generateKeyPairSync, randomBytes } from 'node:crypto'
import { Hono, type Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

/** A user at the fake provider: OpenID Connect claims (GitHub's answers are derived from them). */
export interface FakeUser {
  sub: string
  email?: string
  email_verified?: boolean
  preferred_username?: string
  name?: string
}

export interface FakeClient {
  clientId: string
  clientSecret: string
  redirectUri: string
}

interface IssuedCode {
  client: FakeClient
  codeChallenge: string
  nonce: string | undefined
  user: FakeUser
  used: boolean
}

export interface FakeOAuthProvider {
  readonly issuer: string
  /** For the app's outboundFetch: the issuer's URLs, GitHub's, and nothing else (a TypeError, as fetch would). */
  fetch(url: string, init: RequestInit): Promise<Response>
  /**
   * The user at the provider's page of `authorizationUri`: checks the request as a provider would, and returns
   * the redirect back (code and state, plus iss for OpenID Connect; or error=access_denied).
   */
  authorize(authorizationUri: string, answer: FakeUser | 'deny'): string
  /** The next token request fails with this OAuth error. */
  failNextToken(error: string): void
  /** The next request for this GitHub resource answers this status. */
  failNextResource(path: '/user' | '/user/emails', status: ContentfulStatusCode): void
  readonly tokenRequests: number
}

const base64url = (value: string | Buffer): string => Buffer.from(value).toString('base64url')
const GITHUB_HOSTS = ['https://github.com', 'https://api.github.com']

/**
 * For tests: an OpenID provider (discovery, code + PKCE S256, client_secret_basic, RS256 ID token with the
 * nonce, userinfo) at `issuer`, and GitHub's OAuth app endpoints (client_secret_post, /user, /user/emails),
 * answered in memory. Not a conformant server: just strict enough that a client cutting a corner fails.
 */
export function createFakeOAuthProvider(issuer: string, clients: readonly FakeClient[]): FakeOAuthProvider {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const codes = new Map<string, IssuedCode>()
  const tokens = new Map<string, FakeUser>()
  let nextError: string | undefined
  const failingResources = new Map<string, ContentfulStatusCode>()
  let tokenRequests = 0

  const idToken = (client: FakeClient, user: FakeUser, nonce: string | undefined): string => {
    const now = Math.floor(Date.now() / 1000)
    const body = { iss: issuer, aud: client.clientId, sub: user.sub, iat: now, exp: now + 600, ...(nonce !== undefined && { nonce }) }
    const input = `${base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid: 'fake' }))}.${base64url(JSON.stringify(body))}`
    return `${input}.${base64url(createSign('RSA-SHA256').update(input).sign(privateKey))}`
  }

  const oauthError = (c: Context, error: string, status: 400 | 401 = 400) => c.json({ error }, status)

  async function token(c: Context, auth: 'basic' | 'post') {
    tokenRequests++
    const form = new URLSearchParams(await c.req.text())
    let clientId = form.get('client_id')
    let secret = form.get('client_secret')
    if (auth === 'basic') {
      const [id, password] = Buffer.from((c.req.header('authorization') ?? '').replace(/^Basic /, ''), 'base64').toString().split(':').map(decodeURIComponent)
      clientId = id ?? null
      secret = password ?? null
    }
    const issued = codes.get(form.get('code') ?? '')
    if (!issued || issued.client.clientId !== clientId || issued.client.clientSecret !== secret) return oauthError(c, 'invalid_client', 401)
    if (nextError !== undefined) {
      const error = nextError
      nextError = undefined
      return oauthError(c, error)
    }
    const verifier = form.get('code_verifier') ?? ''
    if (issued.used || form.get('redirect_uri') !== issued.client.redirectUri || base64url(createHash('sha256').update(verifier).digest()) !== issued.codeChallenge) {
      return oauthError(c, 'invalid_grant')
    }
    issued.used = true
    const accessToken = randomBytes(16).toString('hex')
    tokens.set(accessToken, issued.user)
    return c.json({
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: 600,
      ...(auth === 'basic' && { id_token: idToken(issued.client, issued.user, issued.nonce) }),
    })
  }
  const bearer = (c: Context): FakeUser | undefined => tokens.get((c.req.header('authorization') ?? '').replace(/^Bearer /, ''))

  const app = new Hono()
  app.use(async (c, next) => {
    const status = failingResources.get(c.req.path)
    if (status === undefined) return next()
    failingResources.delete(c.req.path)
    return c.json({ message: 'Server Error' }, status)
  })
  app.get('/.well-known/openid-configuration', (c) =>
    c.json({
      issuer,
      authorization_endpoint: `${issuer}/auth`,
      token_endpoint: `${issuer}/token`,
      userinfo_endpoint: `${issuer}/me`,
      jwks_uri: `${issuer}/jwks`,
      response_types_supported: ['code'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
      code_challenge_methods_supported: ['S256'],
      token_endpoint_auth_methods_supported: ['client_secret_basic'],
      authorization_response_iss_parameter_supported: true,
    }),
  )
  app.post('/token', (c) => token(c, 'basic'))
  app.post('/login/oauth/access_token', (c) => token(c, 'post'))
  app.get('/me', (c) => {
    const user = bearer(c)
    return user ? c.json(user) : oauthError(c, 'invalid_token', 401)
  })
  app.get('/user', (c) => {
    const user = bearer(c)
    if (!user) return c.json({ message: 'Bad credentials' }, 401)
    return c.json({ id: Number.parseInt(createHash('sha256').update(user.sub).digest('hex').slice(0, 8), 16), login: user.preferred_username, email: user.email ?? null })
  })
  app.get('/user/emails', (c) => {
    const user = bearer(c)
    if (!user) return c.json({ message: 'Bad credentials' }, 401)
    return c.json(user.email ? [{ email: user.email, primary: true, verified: user.email_verified === true }] : [])
  })

  return {
    issuer,
    get tokenRequests() {
      return tokenRequests
    },
    fetch: async (url, init) => {
      if (![issuer, ...GITHUB_HOSTS].some((host) => url.startsWith(`${host}/`))) throw new TypeError('fetch failed', { cause: new Error(`connect ECONNREFUSED ${url}`) })
      return app.request(url, init)
    },
    failNextToken: (error) => void (nextError = error),
    failNextResource: (path, status) => void failingResources.set(path, status),
    authorize(authorizationUri, answer) {
      const params = new URL(authorizationUri).searchParams
      const client = clients.find((candidate) => candidate.clientId === params.get('client_id'))
      if (!client || params.get('redirect_uri') !== client.redirectUri) throw new Error(`fake provider: unknown client or redirect URI in ${authorizationUri}`)
      if (params.get('response_type') !== 'code' || params.get('code_challenge_method') !== 'S256' || !params.get('code_challenge')) {
        throw new Error(`fake provider: not a code + PKCE S256 request: ${authorizationUri}`)
      }
      const back = new URL(client.redirectUri)
      const github = authorizationUri.startsWith('https://github.com/')
      if (answer === 'deny') back.searchParams.set('error', 'access_denied')
      else {
        const code = randomBytes(16).toString('hex')
        codes.set(code, { client, codeChallenge: params.get('code_challenge')!, nonce: params.get('nonce') ?? undefined, user: answer, used: false })
        back.searchParams.set('code', code)
      }
      back.searchParams.set('state', params.get('state') ?? '')
      if (!github) back.searchParams.set('iss', issuer)
      return back.href
    },
  }
}
