import type { MiddlewareHandler } from 'hono'
import type { Db } from '../../db/Db'
import { findProject } from '../../projects/findProject'
import { isProjectOrigin } from '../../projects/isProjectOrigin'
import { ApiError, ERRORS } from './apiError'
import type { SecureEnv } from './secureEnv'
import { controlCharacterError, controlCharacterField } from '../../http/rejectControlCharacters'

/** An origin as a browser names one: http(s), scheme, host and port only, in its canonical form. */
export function isOrigin(value: string): boolean {
  if (!/^https?:\/\//.test(value)) return false
  try {
    return new URL(value).origin === value
  } catch {
    return false
  }
}

/**
 * Every JSON API call comes from the frame page with `projectId` and `parentOrigin` (the page that frames it)
 * in its JSON body: unknown project → 403 'Unauthorized: invalid key'; a parent origin that is not an http(s)
 * origin, or that the project does not allow (isProjectOrigin) → 403 'Unauthorized: origin not allowed' (spec §8 provider errors); a
 * project that serves embedded wallets only to verified domains, from a parent origin not verified → 403 'unverified_domain'
 * (the kit's 'Unverified Domain' alert). Only JSON is accepted, so
 * another site cannot post here without a CORS preflight, which this origin never grants.
 */
export function requireFrameCaller(db: Db): MiddlewareHandler<SecureEnv> {
  return async (c, next) => {
    if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('application/json')) {
      throw new ApiError(415, 'Content-Type must be application/json')
    }
    // Its size was checked before (limitBody in createSecureSiteApp).
    const raw = await c.req.text()
    let body: unknown
    try {
      body = JSON.parse(raw)
    } catch {
      throw new ApiError(400, 'Invalid request: body must be JSON')
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new ApiError(400, 'Invalid request: body must be an object')
    const tainted = controlCharacterField(body)
    if (tainted !== undefined) throw new ApiError(400, controlCharacterError(tainted).message)
    const { projectId, parentOrigin } = body as Record<string, unknown>
    if (typeof projectId !== 'string' || projectId === '') throw new ApiError(400, ERRORS.projectIdMissing)
    const project = await findProject(db, projectId)
    if (!project) throw new ApiError(403, ERRORS.invalidKey)
    if (typeof parentOrigin !== 'string' || !isOrigin(parentOrigin) || !isProjectOrigin(project, parentOrigin)) {
      throw new ApiError(403, ERRORS.originNotAllowed)
    }
    if (project.requireVerifiedDomain && !(project.verifiedOrigins ?? []).includes(parentOrigin)) throw new ApiError(403, ERRORS.unverifiedDomain)
    c.set('project', project)
    c.set('parentOrigin', parentOrigin)
    c.set('body', body as Record<string, unknown>)
    await next()
  }
}
