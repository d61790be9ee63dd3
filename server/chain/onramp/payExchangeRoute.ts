import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { z } from 'zod'
import { API_ERROR_TEXTS } from '../../../src/protocol/apiErrors'
import type { Db } from '../../db/Db'
import { corsForProjects } from '../../http/corsForProjects'
import type { ProjectEnv } from '../../http/requireProject'
import { controlCharacterField } from '../../http/rejectControlCharacters'
import { OnrampRefusal } from '../../onramp/onrampRefusal'
import { findProject } from '../../projects/findProject'
import { callPayExchange, PayRpcError, type PayExchangeDeps } from './payExchangeMethods'

const PATH = '/v1/json-rpc'
const envelope = z.object({ jsonrpc: z.literal('2.0'), id: z.union([z.number(), z.string().max(100), z.null()]).optional(), method: z.string().max(100), params: z.unknown().optional() })

const rpcError = (c: Context, id: unknown, code: number, message: string, status: ContentfulStatusCode) => c.json({ jsonrpc: '2.0', id: id ?? null, error: { code, message } }, status)

/**
 * POST /v1/json-rpc?projectId=…: the JSON-RPC endpoint AppKit Pay calls for exchanges (payExchangeMethods.ts). One
 * request per call (no batches); the projectId in the query or in params (AppKit sends both): missing → 400 and
 * unknown → 403 with the §8 texts as JSON-RPC errors. Not JSON → -32700, not a request → -32600, bad params →
 * -32602 naming the parameter, any other method → -32601; nothing is created unless every check passes.
 */
export function payExchangeRoute(db: Db, deps: PayExchangeDeps, corsOrigins?: readonly string[]): Hono<ProjectEnv> {
  const app = new Hono<ProjectEnv>()
  app.use(PATH, corsForProjects(db, corsOrigins))
  app.post(PATH, bodyLimit({ maxSize: 16 * 1024, onError: (c) => c.json({ message: 'Request too large' }, 413) }), async (c) => {
    let json: unknown
    try {
      json = await c.req.json()
    } catch {
      return rpcError(c, null, -32700, 'Parse error: the body is not JSON', 400)
    }
    const request = envelope.safeParse(json)
    if (!request.success) return rpcError(c, null, -32600, 'Invalid request: expected { jsonrpc: "2.0", id, method, params }', 400)
    const { id, method, params } = request.data
    const tainted = controlCharacterField(params)
    if (tainted !== undefined) return rpcError(c, id, -32602, `Invalid params for ${method}: ${tainted}: control characters are not allowed`, 400)
    const bodyProject = typeof params === 'object' && params !== null ? (params as { projectId?: unknown }).projectId : undefined
    const projectId = c.req.query('projectId') ?? (typeof bodyProject === 'string' ? bodyProject : undefined)
    if (!projectId) return rpcError(c, id, -32001, API_ERROR_TEXTS.PROJECT_ID_NOT_CONFIGURED, 400)
    if (!(await findProject(db, projectId))) return rpcError(c, id, -32001, API_ERROR_TEXTS.INVALID_KEY, 403)
    try {
      return c.json({ jsonrpc: '2.0', id: id ?? null, result: await callPayExchange(deps, method, params, projectId) })
    } catch (error) {
      if (error instanceof PayRpcError) return rpcError(c, id, error.code, error.message, error.httpStatus)
      if (error instanceof OnrampRefusal) return rpcError(c, id, -32000, error.message, error.status)
      throw error
    }
  })
  return app
}
