import { afterEach, describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import { OriginRefusedError } from '../errors/originRefused'
import { createHttpClient, type FetchLike } from './client'

const PAGE = 'http://localhost:5173'

/** A browser's fetch as seen from the page: the cors call fails with a TypeError; the no-cors probe answers as `probe` says. */
function browserFetch(probe: 'opaque' | 'down') {
  return vi.fn<FetchLike>(async (_url, init) => {
    if (init?.mode === 'no-cors' && probe === 'opaque') return new Response(null, { status: 200 })
    throw new TypeError('Failed to fetch')
  })
}

const clientWith = (fetch: FetchLike, baseUrl = 'http://127.0.0.1:3001') =>
  createHttpClient({ baseUrl, projectId: 'gangway-prod', sdkType: 'gangway', sdkVersion: 'v', fetch })

const failureOf = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error)

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('a failed fetch: CORS refusal or service down', () => {
  it('the no-cors probe reaches the service: OriginRefusedError naming the page origin and the project', async () => {
    vi.stubGlobal('location', new URL(`${PAGE}/app`))
    const fetch = browserFetch('opaque')
    const error = await failureOf(clientWith(fetch).get('/appkit/v1/config', { schema: z.unknown() }))
    expect(error).toBeInstanceOf(OriginRefusedError)
    const refused = error as OriginRefusedError
    expect(refused.code).toBe('CORS_ORIGIN_REFUSED')
    expect(refused.message).toBe("This site (http://localhost:5173) is not an allowed origin of project 'gangway-prod': add it to the project's allowed origins.")
    expect(refused.details).toBe('refused by http://127.0.0.1:3001')
    expect(refused.cause).toBeInstanceOf(TypeError)
    expect(fetch).toHaveBeenCalledTimes(2)
    const [probeUrl, probeInit] = fetch.mock.calls[1] ?? []
    expect(probeUrl).toBe(fetch.mock.calls[0]?.[0])
    expect(probeInit?.mode).toBe('no-cors')
  })

  it('the probe fails too (the service is down): the TypeError, unchanged', async () => {
    vi.stubGlobal('location', new URL(PAGE))
    const error = await failureOf(clientWith(browserFetch('down')).get('/appkit/v1/config', { schema: z.unknown() }))
    expect(error).toBeInstanceOf(TypeError)
    expect((error as TypeError).message).toBe('Failed to fetch')
  })

  it('no probe for a call to the page’s own origin, outside a page, or for an abort or timeout', async () => {
    vi.stubGlobal('location', new URL(PAGE))
    const sameOrigin = browserFetch('opaque')
    expect(await failureOf(clientWith(sameOrigin, PAGE).get('/x', { schema: z.unknown() }))).toBeInstanceOf(TypeError)
    expect(sameOrigin).toHaveBeenCalledTimes(1)

    vi.unstubAllGlobals()
    const server = browserFetch('opaque')
    expect(await failureOf(clientWith(server).get('/x', { schema: z.unknown() }))).toBeInstanceOf(TypeError)
    expect(server).toHaveBeenCalledTimes(1)

    vi.stubGlobal('location', new URL(PAGE))
    const aborted = vi.fn<FetchLike>(async () => {
      throw new DOMException('The operation was aborted.', 'AbortError')
    })
    expect(await failureOf(clientWith(aborted).get('/x', { schema: z.unknown() }))).toMatchObject({ name: 'AbortError' })
    expect(aborted).toHaveBeenCalledTimes(1)
  })
})
