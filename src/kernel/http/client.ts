/**
 * The one HTTP client (DESIGN.md "http/"): adds projectId, st and sv to every call, maps a non-ok
 * status to HttpError (§8) and parses every response body with zod at the boundary (request.ts).
 */
import type { GetOptions, HttpClient, HttpClientOptions, PostOptions, QueryParams } from './httpTypes'

export type { FetchLike, GetOptions, HttpClient, HttpClientOptions, PostOptions, QueryParams, QueryValue } from './httpTypes'

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

  // The request code (timeouts, status and body checks) comes in its own chunk with the first call:
  // every call is made after intent, and the entry only builds URLs.
  const request = () => import('./request')
  const get = <T>(path: string, call: GetOptions<T>): Promise<T> => request().then(({ get }) => get(options, url, path, call))
  const post = (<T>(path: string, call: PostOptions<T>) => request().then(({ post }) => post(options, url, path, call))) as HttpClient['post']

  return { baseUrl, url, get, post }
}
