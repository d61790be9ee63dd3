/**
 * The one HTTP client (DESIGN.md "http/"): adds projectId, st and sv to every call, maps a non-ok
 * status to HttpError (§8) and parses every response body with zod at the boundary.
 */
import * as z from 'zod/mini'
import type { $ZodType } from 'zod/v4/core'
import { HTTP_TIMEOUT_MS } from '../constants'
import { HttpError, ResponseShapeError } from '../errors/http'

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[]
export type QueryParams = Readonly<Record<string, QueryValue>>

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>

export interface HttpClientOptions {
  baseUrl: string
  projectId: string
  sdkType: string
  sdkVersion: string
  /** Defaults to globalThis.fetch, looked up at call time. */
  fetch?: FetchLike
  /** A call still unanswered after this long is aborted (TimeoutError). */
  timeoutMs?: number
}

export interface GetOptions<T> {
  params?: QueryParams
  schema: $ZodType<T>
  signal?: AbortSignal
}

export interface PostOptions<T> {
  params?: QueryParams
  /** Sent JSON-encoded. */
  body: unknown
  /** Parses the response body; without it the body is not read and the call resolves to undefined. */
  schema?: $ZodType<T>
  signal?: AbortSignal
}

export interface HttpClient {
  readonly baseUrl: string
  /** The full URL of `path` with projectId, st, sv and `params` (undefined/null skipped, arrays comma-joined). */
  url(path: string, params?: QueryParams): string
  /** Throws HttpError on a non-ok status, ResponseShapeError on a body that is not JSON or fails `schema`. */
  get<T>(path: string, options: GetOptions<T>): Promise<T>
  post<T>(path: string, options: PostOptions<T> & { schema: $ZodType<T> }): Promise<T>
  post(path: string, options: PostOptions<unknown> & { schema?: undefined }): Promise<undefined>
}

function joinUrl(baseUrl: string, path: string): string {
  if (path === '') return baseUrl
  return `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const { baseUrl, projectId, sdkType, sdkVersion } = options

  function url(path: string, params: QueryParams = {}): string {
    const query = new URLSearchParams({ projectId, st: sdkType, sv: sdkVersion })
    for (const [key, value] of Object.entries(params)) {
      if (value === undefined || value === null) continue
      if (Array.isArray(value)) {
        if (value.length > 0) query.set(key, value.join(','))
      } else query.set(key, String(value))
    }
    const target = joinUrl(baseUrl, path)
    return `${target}${target.includes('?') ? '&' : '?'}${query.toString()}`
  }

  async function send(path: string, init: RequestInit, params: QueryParams | undefined): Promise<Response> {
    const fetchFn: FetchLike = options.fetch ?? globalThis.fetch
    const timeout = AbortSignal.timeout(options.timeoutMs ?? HTTP_TIMEOUT_MS)
    init.signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout
    const response = await fetchFn(url(path, params), init)
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

  async function get<T>(path: string, { params, schema, signal }: GetOptions<T>): Promise<T> {
    const init: RequestInit = { method: 'GET' }
    if (signal) init.signal = signal
    return parse(path, await send(path, init, params), schema)
  }

  function post<T>(path: string, options: PostOptions<T> & { schema: $ZodType<T> }): Promise<T>
  function post(path: string, options: PostOptions<unknown> & { schema?: undefined }): Promise<undefined>
  async function post<T>(path: string, { params, body, schema, signal }: PostOptions<T>): Promise<T | undefined> {
    const init: RequestInit = { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }
    if (signal) init.signal = signal
    const response = await send(path, init, params)
    if (schema) return parse(path, response, schema)
    await response.body?.cancel().catch(() => undefined)
    return undefined
  }

  return { baseUrl, url, get, post }
}
