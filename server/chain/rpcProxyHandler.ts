import { getQueryParam } from 'hono/utils/url'
import type { Db } from '../db/Db'
import { projectCorsOrigin } from '../http/corsForProjects'
import { declaredBodySize } from '../http/declaredBodySize'
import { INTERNAL_ERROR_BODY, internalErrorLine } from '../http/jsonErrors'
import { corsJsonAnswer, jsonAnswer, type RawAnswer, type RawHandler, type RawRequest } from '../http/rawRoute'
import { controlCharacterRefusal } from '../http/rejectControlCharacters'
import { checkProject } from '../http/requireProject'
import { MAX_BODY_BYTES, REQUEST_TOO_LARGE, type RpcProxy, type RpcProxyAnswer } from './rpcProxy'

/** The rules every project route of a service keeps (createServiceApp): control characters, CORS, the projectId. */
export interface ServiceRules {
  db: Db
  /** The service's own CORS origins; default corsOrigins(). */
  corsOrigins?: readonly string[] | undefined
  log: (line: string) => void
}

// Hono's query parser, as c.req.query reads a parameter (the first of its values, decoded).
const queryOf = (request: RawRequest, name: string): string | undefined => getQueryParam(request.url, name) as string | undefined

// c.req.text() decodes so: UTF-8, a byte-order mark dropped, bad sequences replaced.
const UTF8 = new TextDecoder()

async function proxied(proxy: RpcProxy, request: RawRequest): Promise<RpcProxyAnswer> {
  const size = declaredBodySize(request.header('content-length'), request.header('transfer-encoding'), MAX_BODY_BYTES)
  if (size === 'tooLarge') return REQUEST_TOO_LARGE
  const body = await request.body(size === 'counted' ? MAX_BODY_BYTES : undefined)
  if (!body) return REQUEST_TOO_LARGE
  return proxy.answer(UTF8.decode(body), queryOf(request, 'chainId'))
}

/**
 * POST /v1: the JSON-RPC proxy, one handler for Node's fast path and for Hono. With `rules`, the service's rules in
 * the order its middlewares kept them (rejectControlCharacters, corsForProjects, requireProject), each by the same
 * function, then the body limit and the proxy's own rules; without, the proxy's alone (a router that checks the
 * project itself).
 */
export function rpcProxyHandler(proxy: RpcProxy, rules?: ServiceRules): RawHandler {
  if (!rules) {
    return async (request) => {
      const answer = await proxied(proxy, request)
      return { status: answer.status, headers: { 'Content-Type': 'application/json' }, body: answer.body }
    }
  }
  const { db, log } = rules
  const allowedOrigin = projectCorsOrigin(db, rules.corsOrigins)
  return async (request): Promise<RawAnswer> => {
    const refusal = controlCharacterRefusal(request.url)
    if (refusal) return jsonAnswer(400, refusal)
    const projectId = queryOf(request, 'projectId')
    const origin = request.header('origin')
    let allowed: string | null
    try {
      allowed = origin ? await allowedOrigin(origin, projectId) : null
    } catch (error) {
      // Thrown in corsForProjects: Hono's onError answered before CORS wrote a header.
      log(internalErrorLine(request.method, request.path, error))
      return jsonAnswer(500, INTERNAL_ERROR_BODY)
    }
    try {
      const check = await checkProject(db, projectId)
      if ('refusal' in check) return corsJsonAnswer(check.refusal.status, JSON.stringify(check.refusal.body), allowed)
      const answer = await proxied(proxy, request)
      return corsJsonAnswer(answer.status, answer.body, allowed)
    } catch (error) {
      // Thrown past corsForProjects: the 500 gets its CORS headers.
      log(internalErrorLine(request.method, request.path, error))
      return corsJsonAnswer(500, JSON.stringify(INTERNAL_ERROR_BODY), allowed)
    }
  }
}
