import type { MiddlewareHandler } from 'hono'
import type { SecureContext } from '../secureContext'
import { findSession } from '../store/sessions'
import { ApiError, ERRORS } from './apiError'
import type { SecureEnv } from './secureEnv'

/** `Authorization: Bearer <token>` of an unexpired session, else 401 'Not signed in'. */
export function requireSession(ctx: SecureContext): MiddlewareHandler<SecureEnv> {
  return async (c, next) => {
    const token = /^Bearer ([A-Za-z0-9_-]{20,100})$/.exec(c.req.header('authorization') ?? '')?.[1]
    const user = token ? await findSession(ctx, token) : null
    if (!user) throw new ApiError(401, ERRORS.notSignedIn)
    c.set('user', user)
    await next()
  }
}
