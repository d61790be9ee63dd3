import { Hono } from 'hono'
import { frameUrlParamsSchema } from '../../../src/protocol/frameEvents'
import type { Db } from '../../db/Db'
import { findProject } from '../../projects/findProject'
import type { SecureEnv } from '../http/secureEnv'
import { frameCsp } from '../pages/frameAncestors'
import { bundleFrameScript } from '../pages/frameBundle'
import { framePage } from '../pages/framePage'

export interface FrameRouteOptions {
  chainIds: readonly number[]
  /** The bundled script when already built (startCloud builds it at start); else built on first request. */
  frameScript?: string | undefined
}

/** GET /frame (the login frame page, §7 URL parameters, frame-ancestors policy) and GET /frame.js. */
export function frameRoutes(db: Db, options: FrameRouteOptions): Hono<SecureEnv> {
  const app = new Hono<SecureEnv>()
  let script: Promise<string> | undefined = options.frameScript === undefined ? undefined : Promise.resolve(options.frameScript)

  app.get('/frame', async (c) => {
    const parsed = frameUrlParamsSchema.safeParse(c.req.query())
    if (!parsed.success) {
      const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'query'}: ${issue.message}`)
      return c.json({ message: `Invalid frame URL: ${problems.join('; ')}` }, 400)
    }
    // An unknown project still gets the page (with the default ancestors): its API calls answer 'Unauthorized: invalid key'.
    const project = await findProject(db, parsed.data.projectId)
    c.header('Content-Security-Policy', frameCsp(project?.allowedOrigins))
    c.header('Cache-Control', 'no-store')
    c.header('X-Content-Type-Options', 'nosniff')
    c.header('Referrer-Policy', 'no-referrer')
    return c.html(framePage(options.chainIds))
  })

  app.get('/frame.js', async (c) => {
    script ??= bundleFrameScript().catch((error: unknown) => {
      script = undefined
      throw error
    })
    const body = await script
    c.header('Content-Type', 'application/javascript; charset=utf-8')
    c.header('Cache-Control', 'no-cache')
    c.header('X-Content-Type-Options', 'nosniff')
    return c.body(body)
  })
  return app
}
