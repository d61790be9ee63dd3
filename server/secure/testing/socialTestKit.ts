import { localSocialClient, OAUTH_SOCIAL_PROVIDERS } from '../../idp/localSocialClients'
import { createFakeOAuthProvider, type FakeOAuthProvider, type FakeUser } from './fakeOAuthProvider'
import type { SecureSiteHarness } from './useSecureSite'

/** The secure site's default public URL (its social redirect URIs are built on it). */
export const SITE_URL = 'http://127.0.0.1:3003'
export const FAKE_ISSUER = 'http://idp.test'

/** A fake identity provider with the local client of every OAuth provider registered, as server/idp does. */
export function createFakeIdentityProvider(extraClients: { clientId: string; clientSecret: string; redirectUri: string }[] = []): FakeOAuthProvider {
  return createFakeOAuthProvider(FAKE_ISSUER, [...OAUTH_SOCIAL_PROVIDERS.map((provider) => localSocialClient(provider, SITE_URL)), ...extraClients])
}

const unescape = (value: string): string =>
  value.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name]!)

/** A data-* attribute of the callback page's body, unescaped (undefined when absent). */
export function pageData(html: string, name: string): string | undefined {
  const raw = new RegExp(`<body[^>]*\\sdata-${name}="([^"]*)"`).exec(html)?.[1]
  return raw === undefined ? undefined : unescape(raw)
}

export type Json = Record<string, unknown>

export interface SocialSteps {
  /** POST /api/social/redirect → the authorization URI. */
  redirect(provider: string, deviceId: string): Promise<string>
  /** The provider's redirect opened in the popup: the callback page's RESULT resultUri. */
  popup(callbackUrl: string): Promise<string>
  /** POST /api/social/connect → [status, body]. */
  connect(resultUri: string, deviceId: string): Promise<[number, Json]>
  /** The whole sign-in as a user at the provider; returns the connect answer (throws unless 200). */
  signIn(provider: string, user: FakeUser, deviceId: string): Promise<{ token: string; email?: string; userName?: string; provider: string }>
  /** POST /api/user with the token. */
  me(token: string): Promise<Json>
}

export function socialSteps(site: SecureSiteHarness, idp: FakeOAuthProvider): SocialSteps {
  const steps: SocialSteps = {
    async redirect(provider, deviceId) {
      const response = await site.post('social/redirect', { provider, deviceId })
      const body = (await response.json()) as Json
      if (response.status !== 200) throw new Error(`redirect: ${response.status} ${JSON.stringify(body)}`)
      return body['uri'] as string
    },
    async popup(callbackUrl) {
      const url = new URL(callbackUrl)
      const page = await site.get(url.pathname + url.search)
      const html = await page.text()
      const resultUri = pageData(html, 'result-uri')
      if (page.status !== 200 || resultUri === undefined) throw new Error(`callback page: ${page.status} ${html}`)
      return resultUri
    },
    async connect(resultUri, deviceId) {
      const response = await site.post('social/connect', { resultUri, deviceId })
      return [response.status, (await response.json()) as Json]
    },
    async signIn(provider, user, deviceId) {
      const resultUri = await steps.popup(idp.authorize(await steps.redirect(provider, deviceId), user))
      const [status, body] = await steps.connect(resultUri, deviceId)
      if (status !== 200) throw new Error(`connect: ${status} ${JSON.stringify(body)}`)
      return body as { token: string; email?: string; userName?: string; provider: string }
    },
    me: async (token) => (await (await site.post('user', {}, token)).json()) as Json,
  }
  return steps
}
