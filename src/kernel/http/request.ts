/**
 * The HTTP client's calls (client.ts): a timeout on every call, a non-ok status as HttpError (§8), a CORS refusal
 * as OriginRefusedError (corsRefusal.ts), and every response body parsed with zod at the boundary. Its own chunk, loaded with the first call.
 */
import * as z from 'zod/mini'
import type { $ZodType } from 'zod/v4/core'
import { HTTP_TIMEOUT_MS } from '../lazyConstants'
import { HttpError } from '../errors/http'
import { ResponseShapeError } from '../errors/responseShape'
import type { FetchLike, GetOptions, HttpClientOptions, PostOptions, QueryParams } from './httpTypes'

type UrlOf = (path: string, params?: QueryParams) => string

async function send(options: HttpClientOptions, url: string, init: RequestInit): Promise<Response> {
  const fetchFn: FetchLike = options.fetch ?? globalThis.fetch
  const timeout = AbortSignal.timeout(options.timeoutMs ?? HTTP_TIMEOUT_MS)
  init.signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout
  let response: Response
  try {
    response = await fetchFn(url, init)
  } catch (error) {
    // A CORS refusal and a service that is down both reject with a TypeError; aborts and timeouts do not.
    if (!(error instanceof TypeError)) throw error
    const { corsRefusal } = await import('./corsRefusal')
    throw (await corsRefusal(fetchFn, url, options.projectId, error)) ?? error
  }
  if (!response.ok) throw new HttpError(response)
  return response
}

async function parse<T>(path: string, response: Response, schema: $ZodType<T>): Promise<T> {
  let json: unknown
  try {
    json = await response.json()
  } catch (error) {
    throw new ResponseShapeError(path, 'the body is not JSON', error)
  }
  const result = z.safeParse(schema, json)
  if (!result.success) {
    const issue = result.error.issues[0]
    const where = issue && issue.path.length > 0 ? ` at '${issue.path.map(String).join('.')}'` : ''
    throw new ResponseShapeError(path, `unexpected shape${where}`, result.error)
  }
  return result.data
}

export async function get<T>(options: HttpClientOptions, urlOf: UrlOf, path: string, { params, schema, signal }: GetOptions<T>): Promise<T> {
  const init: RequestInit = { method: 'GET' }
  if (signal) init.signal = signal
  return parse(path, await send(options, urlOf(path, params), init), schema)
}

export async function post<T>(options: HttpClientOptions, urlOf: UrlOf, path: string, { params, body, schema, signal }: PostOptions<T>): Promise<T | undefined> {
  const init: RequestInit = { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }
  if (signal) init.signal = signal
  const response = await send(options, urlOf(path, params), init)
  if (schema) return parse(path, response, schema)
  await response.body?.cancel().catch(() => undefined)
  return undefined
}
