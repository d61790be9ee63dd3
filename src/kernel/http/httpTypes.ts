/** The HTTP client's types (client.ts makes it, request.ts runs its calls). */
import type { $ZodType } from 'zod/v4/core'

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
