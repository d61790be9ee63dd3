import { Hono, type Context } from 'hono'
import { connectSocial, startSocialLogin } from '../flows/socialLogin'
import { socialCallback } from '../flows/socialCallback'
import { FORM_POST_MAX_BYTES, limitBody } from '../http/bodyLimits'
import { socialConnectBody, socialRedirectBody } from '../http/bodySchemas'
import { parseBody } from '../http/parseBody'
import type { SecureEnv } from '../http/secureEnv'
import { SOCIAL_CALLBACK_CSP, SOCIAL_CALLBACK_SCRIPT, socialCallbackPage } from '../pages/socialCallbackPage'
import type { SecureContext } from '../secureContext'
import type { SocialClient } from '../social/socialClient'

/** The parameters a provider's form_post answer (Apple) may carry, passed on to the GET callback. */
const FORM_POST_PARAMS = ['code', 'state', 'error', 'iss'] as const

/** OAuth social login: the authorization URL, the popup's callback page, and the result → session. */
export function socialRoutes(ctx: SecureContext, social: SocialClient): Hono<SecureEnv> {
  const app = new Hono<SecureEnv>()

  app.post('/api/social/redirect', async (c) => {
    const { provider, deviceId } = parseBody(c, socialRedirectBody)
    const uri = await startSocialLogin(ctx, social, provider, { deviceId, projectId: c.get('project').id, parentOrigin: c.get('parentOrigin') })
    return c.json({ uri })
  })
  app.post('/api/social/connect', async (c) => {
    const { resultUri, deviceId } = parseBody(c, socialConnectBody)
    return c.json(await connectSocial(ctx, social, resultUri, { deviceId, projectId: c.get('project').id, parentOrigin: c.get('parentOrigin') }))
  })

  const pageHeaders = (c: Context<SecureEnv>): void => {
    c.header('Content-Security-Policy', SOCIAL_CALLBACK_CSP)
    c.header('Cache-Control', 'no-store')
    c.header('Referrer-Policy', 'no-referrer')
    c.header('X-Content-Type-Options', 'nosniff')
  }
  app.get('/social/callback.js', (c) => {
    c.header('Content-Type', 'application/javascript; charset=utf-8')
    c.header('Cache-Control', 'no-cache')
    c.header('X-Content-Type-Options', 'nosniff')
    return c.body(SOCIAL_CALLBACK_SCRIPT)
  })
  app.get('/social/callback/:provider', async (c) => {
    const outcome = await socialCallback(ctx, social.configs, c.req.param('provider'), new URL(c.req.url).search)
    pageHeaders(c)
    if (outcome.kind === 'redirect') return c.redirect(outcome.location, 302)
    return c.html(socialCallbackPage(outcome), outcome.kind === 'result' ? 200 : 400)
  })
  // response_mode=form_post (Apple): the same answer, as the GET page reads it.
  app.post('/social/callback/:provider', limitBody(FORM_POST_MAX_BYTES), async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)
    const query = new URLSearchParams()
    for (const name of FORM_POST_PARAMS) {
      const value = form[name]
      if (typeof value === 'string') query.set(name, value)
    }
    return c.redirect(`/social/callback/${encodeURIComponent(c.req.param('provider'))}?${query.toString()}`, 303)
  })
  return app
}
