import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { NAME_ZONE, nameSuggestionsResponseSchema, registerNameResponseSchema } from '../../../src/protocol/names'
import type { Db } from '../../db/Db'
import { projectJsonBody } from '../../http/projectJsonBody'
import type { ProjectEnv } from '../../http/requireProject'
import { NameRefusal } from './nameRefusal'
import type { NameSignatureVerifier } from './nameSignatureVerifier'
import { checkLabel, registerName } from './registerName'
import { suggestNames } from './suggestNames'

export interface NameRoutesOptions {
  readonly verify: NameSignatureVerifier
  /** The clock, ms (the registration message's timestamp is checked against it); default Date.now. */
  readonly now?: () => number
}

async function answer(c: Context, handler: () => Promise<unknown>): Promise<Response> {
  try {
    return c.json(await handler())
  } catch (error) {
    if (error instanceof NameRefusal) return error.respond(c)
    throw error
  }
}

/**
 * GET /v1/profile/suggestions/{name}?zone → { suggestions: [{ name, registered }] } (the name in the fixed zone
 * first, then free names like it); POST /v1/profile/account { coin_type, address, message, signature } → the name
 * registered for the address, after which identity, reverse and name lookups answer with it (identityRoutes.ts).
 * Refusals are AppKit's `{ status, reasons: [{ name, description }] }` (nameRefusal.ts). Behind the projectId rule.
 */
export function nameRoutes(db: Db, options: NameRoutesOptions): Hono<ProjectEnv> {
  const app = new Hono<ProjectEnv>()
  const now = options.now ?? Date.now
  app.get('/v1/profile/suggestions/:name', (c) =>
    answer(c, async () => {
      const zone = c.req.query('zone') ?? NAME_ZONE
      if (zone.toLowerCase() !== NAME_ZONE) throw new NameRefusal('UNSUPPORTED_ZONE', 400, { zone })
      const label = c.req.param('name')
      checkLabel(label)
      return nameSuggestionsResponseSchema.parse({ suggestions: await suggestNames(db, label) })
    }),
  )
  app.post('/v1/profile/account', bodyLimit({ maxSize: 16 * 1024, onError: (c) => c.json({ message: 'Request too large' }, 413) }), async (c) => {
    const body = await projectJsonBody(c, db, '{ coin_type, address, message, signature }')
    if (body instanceof Response) return body
    return answer(c, async () => {
      const registered = await registerName(body.json, { db, verify: options.verify, now })
      return registerNameResponseSchema.parse({ success: true, name: registered.name })
    })
  })
  return app
}
