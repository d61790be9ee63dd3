import { apiErrorCodeOf, type ApiErrorCode } from '../../../src/protocol/apiErrors'

/** Calls the secure site's JSON API (same origin) with the frame's project and parent origin. */
export interface FrameApi {
  /** POST /api/<path>; resolves with the JSON answer, rejects with an Error carrying the server's message. */
  call(path: string, body: Record<string, unknown>, options?: { token?: string | undefined; signal?: AbortSignal }): Promise<unknown>
}

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>

/** An API error whose HTTP status the handlers look at (401: the session is gone). */
export class FrameApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The §8 case the answer names (origin not allowed, invalid key, …), passed on in the frame's error reply. */
    readonly code?: ApiErrorCode,
  ) {
    super(message)
    this.name = 'FrameApiError'
  }
}

export function createFrameApi(options: { baseUrl: string; projectId: string; parentOrigin: string; fetch: FetchLike }): FrameApi {
  return {
    async call(path, body, { token, signal } = {}) {
      const headers: Record<string, string> = { 'content-type': 'application/json' }
      if (token) headers['authorization'] = `Bearer ${token}`
      const response = await options.fetch(`${options.baseUrl}/api/${path}`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ ...body, projectId: options.projectId, parentOrigin: options.parentOrigin }),
        ...(signal && { signal }),
      })
      const answer: unknown = await response.json().catch(() => undefined)
      if (response.ok) return answer
      const message = typeof answer === 'object' && answer !== null && 'message' in answer && typeof answer.message === 'string' ? answer.message : `HTTP status code: ${response.status}`
      throw new FrameApiError(message, response.status, apiErrorCodeOf(answer))
    },
  }
}
