import { Hono, type Context } from 'hono'
import { frameUrlParamsSchema } from '../../../src/protocol/frameEvents'
import type { LocalChain } from '../../chain/chains'
import type { Db } from '../../db/Db'
import { findProject } from '../../projects/findProject'
import type { ProjectOrigins } from '../../projects/isProjectOrigin'
import { approvalChains, approvePage } from '../approve/approvePage'
import type { SecureEnv } from '../http/secureEnv'
import { frameCsp } from '../pages/frameAncestors'
import { bundlePageScript, type PageScript } from '../pages/frameBundle'
import { framePage } from '../pages/framePage'
import type { SolanaChain } from '../solana/solanaChains'

export interface FrameRouteOptions {
  chains: readonly LocalChain[]
  /** The Solana clusters the wallet signs for (their CAIP-2 ids join the pages' chains). */
  solanaChains?: readonly SolanaChain[] | undefined
  /** The bundled scripts when already built (startCloud builds them at start); else each built on first request. */
  pageScripts?: Partial<Record<PageScript, string>> | undefined
}

/**
 * GET /frame (the hidden login frame, §7 URL parameters) and GET /approve (the approval frame ApproveTransaction
 * shows), each under the project's frame-ancestors policy, and their scripts /frame.js and /approve.js.
 */
export function frameRoutes(db: Db, options: FrameRouteOptions): Hono<SecureEnv> {
  const app = new Hono<SecureEnv>()
  const scripts = new Map<PageScript, Promise<string>>(Object.entries(options.pageScripts ?? {}).map(([name, text]) => [name as PageScript, Promise.resolve(text)]))

  /** The page's headers; resolves with the project's origins (undefined for an unknown project). */
  const pageHeaders = async (c: Context<SecureEnv>, projectId: string): Promise<ProjectOrigins | undefined> => {
    // An unknown project still gets the page (with the default ancestors): it answers every request 'Unauthorized: invalid key'.
    const project = await findProject(db, projectId)
    c.header('Content-Security-Policy', frameCsp(project ?? undefined))
    c.header('Cache-Control', 'no-store')
    c.header('X-Content-Type-Options', 'nosniff')
    c.header('Referrer-Policy', 'no-referrer')
    return project ?? undefined
  }

  app.get('/frame', async (c) => {
    const parsed = frameUrlParamsSchema.safeParse(c.req.query())
    if (!parsed.success) {
      const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'query'}: ${issue.message}`)
      return c.json({ message: `Invalid frame URL: ${problems.join('; ')}` }, 400)
    }
    const project = await pageHeaders(c, parsed.data.projectId)
    return c.html(framePage([...options.chains.map((chain) => chain.id), ...(options.solanaChains ?? []).map((chain) => chain.id)], project))
  })

  app.get('/approve', async (c) => {
    const projectId = c.req.query('projectId') ?? ''
    if (!/^[A-Za-z0-9_-]{1,200}$/.test(projectId)) return c.json({ message: 'Invalid approval frame URL: projectId: is required' }, 400)
    const project = await pageHeaders(c, projectId)
    return c.html(approvePage(approvalChains(options.chains, options.solanaChains), project))
  })

  const script = (name: PageScript) => async (c: Context<SecureEnv>) => {
    let text = scripts.get(name)
    if (!text) {
      text = bundlePageScript(name)
      scripts.set(name, text)
      text.catch(() => scripts.delete(name))
    }
    const body = await text
    c.header('Content-Type', 'application/javascript; charset=utf-8')
    c.header('Cache-Control', 'no-cache')
    c.header('X-Content-Type-Options', 'nosniff')
    return c.body(body)
  }
  app.get('/frame.js', script('frame'))
  app.get('/approve.js', script('approve'))
  return app
}
