import { afterEach, describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import { BaseError } from '../errors/BaseError'
import { HttpError } from '../errors/http'
import { ResponseShapeError } from '../errors/responseShape'
import { createHttpClient, type FetchLike } from './client'

const BASE = { baseUrl: 'http://api.test', projectId: 'p1', sdkType: 'gangway', sdkVersion: 'v9' }

function fakeFetch(respond: (url: string, init?: RequestInit) => Response | Promise<Response>) {
  return vi.fn<FetchLike>(async (url, init) => respond(url, init))
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('url', () => {
  const client = createHttpClient(BASE)

  it('adds projectId, st and sv to every URL', () => {
    const url = new URL(client.url('/getWallets'))
    expect(url.origin + url.pathname).toBe('http://api.test/getWallets')
    expect(url.searchParams.get('projectId')).toBe('p1')
    expect(url.searchParams.get('st')).toBe('gangway')
    expect(url.searchParams.get('sv')).toBe('v9')
  })

  it('skips undefined and null params, joins arrays with commas, stringifies the rest', () => {
    const url = new URL(client.url('/getWallets', { page: 2, search: undefined, badge: null, include: ['a', 'b'], exclude: [], flag: false }))
    expect(url.searchParams.get('page')).toBe('2')
    expect(url.searchParams.has('search')).toBe(false)
    expect(url.searchParams.has('badge')).toBe(false)
    expect(url.searchParams.get('include')).toBe('a,b')
    expect(url.searchParams.has('exclude')).toBe(false)
    expect(url.searchParams.get('flag')).toBe('false')
  })

  it('joins base and path with exactly one slash, and keeps a base path', () => {
    const withPath = createHttpClient({ ...BASE, baseUrl: 'http://api.test/base/' })
    expect(withPath.url('v1/supported-chains').startsWith('http://api.test/base/v1/supported-chains?')).toBe(true)
    expect(withPath.url('/v1/x').startsWith('http://api.test/base/v1/x?')).toBe(true)
  })

  it('appends to a query already in the path', () => {
    expect(new URL(client.url('/v1/?chainId=eip155:1')).searchParams.get('chainId')).toBe('eip155:1')
    expect(new URL(client.url('/v1/?chainId=eip155:1')).searchParams.get('projectId')).toBe('p1')
  })
})

describe('get', () => {
  const schema = z.object({ count: z.number() })

  it('fetches the URL with GET and returns the parsed body', async () => {
    const fetch = fakeFetch(() => json({ count: 3, extra: true }))
    const client = createHttpClient({ ...BASE, fetch })
    const result = await client.get('/getWallets', { params: { page: 1 }, schema })
    expect(result).toEqual({ count: 3 })
    const [url, init] = fetch.mock.calls[0]!
    expect(url).toBe(client.url('/getWallets', { page: 1 }))
    expect(init?.method).toBe('GET')
  })

  it("passes the caller's abort signal on (combined with the timeout)", async () => {
    const fetch = fakeFetch(() => json({ count: 1 }))
    const controller = new AbortController()
    await createHttpClient({ ...BASE, fetch }).get('/x', { schema, signal: controller.signal })
    const passed = fetch.mock.calls[0]![1]?.signal
    expect(passed?.aborted).toBe(false)
    controller.abort()
    expect(passed?.aborted).toBe(true)
  })

  it("throws HttpError 'HTTP status code: N' with the response attached on a non-ok status", async () => {
    const response = json({ message: 'nope' }, 503)
    const client = createHttpClient({ ...BASE, fetch: fakeFetch(() => response) })
    const error = await client.get('/x', { schema }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpError)
    expect(error).toBeInstanceOf(BaseError)
    expect((error as HttpError).message).toBe('HTTP status code: 503')
    expect((error as HttpError).code).toBe('HTTP_STATUS')
    expect((error as HttpError).status).toBe(503)
    expect((error as HttpError).response).toBe(response)
    expect(await (error as HttpError).response.json()).toEqual({ message: 'nope' })
  })

  it('throws ResponseShapeError naming the path when the body fails its schema', async () => {
    const client = createHttpClient({ ...BASE, fetch: fakeFetch(() => json({ count: 'three' })) })
    const error = await client.get('/getWallets', { schema }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ResponseShapeError)
    expect((error as ResponseShapeError).code).toBe('BAD_RESPONSE')
    expect((error as ResponseShapeError).path).toBe('/getWallets')
    expect((error as ResponseShapeError).message).toContain('/getWallets')
    expect((error as ResponseShapeError).message).toContain("'count'")
  })

  it('throws ResponseShapeError when the body is not JSON', async () => {
    const client = createHttpClient({ ...BASE, fetch: fakeFetch(() => new Response('<html>', { status: 200 })) })
    const error = await client.get('/getWallets', { schema }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ResponseShapeError)
    expect((error as Error).message).toContain('/getWallets')
  })

  it('lets a network failure through', async () => {
    const failure = new TypeError('Failed to fetch')
    const client = createHttpClient({ ...BASE, fetch: fakeFetch(() => Promise.reject(failure)) })
    await expect(client.get('/x', { schema })).rejects.toBe(failure)
  })

  it('looks globalThis.fetch up at call time, not at creation', async () => {
    const client = createHttpClient(BASE)
    const fetch = fakeFetch(() => json({ count: 7 }))
    vi.stubGlobal('fetch', fetch)
    expect(await client.get('/x', { schema })).toEqual({ count: 7 })
    expect(fetch).toHaveBeenCalledOnce()
  })
})

describe('post', () => {
  it('sends the body as JSON with the common params and parses the reply', async () => {
    const fetch = fakeFetch(() => json({ url: 'https://pay' }))
    const client = createHttpClient({ ...BASE, fetch })
    const result = await client.post('/v1/generators/onrampurl', { body: { a: 1 }, schema: z.object({ url: z.string() }) })
    expect(result).toEqual({ url: 'https://pay' })
    const [url, init] = fetch.mock.calls[0]!
    expect(new URL(url).searchParams.get('projectId')).toBe('p1')
    expect(init?.method).toBe('POST')
    expect(init?.body).toBe('{"a":1}')
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json')
  })

  it('resolves to undefined without a schema, and still maps a bad status', async () => {
    const ok = createHttpClient({ ...BASE, fetch: fakeFetch(() => new Response('not json', { status: 202 })) })
    await expect(ok.post('/e', { body: { x: 1 } })).resolves.toBeUndefined()
    const bad = createHttpClient({ ...BASE, fetch: fakeFetch(() => new Response('', { status: 429 })) })
    await expect(bad.post('/e', { body: {} })).rejects.toThrow('HTTP status code: 429')
  })

  it('throws ResponseShapeError on a bad reply', async () => {
    const client = createHttpClient({ ...BASE, fetch: fakeFetch(() => json([])) })
    await expect(client.post('/v1/fungible/price', { body: {}, schema: z.object({ fungibles: z.array(z.unknown()) }) })).rejects.toBeInstanceOf(
      ResponseShapeError,
    )
  })
})

describe('createHttpClient timeout', () => {
  it('aborts a call that is never answered', async () => {
    const hang: FetchLike = (_input, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)))
    const client = createHttpClient({ baseUrl: 'http://api.test', projectId: 'p', sdkType: 's', sdkVersion: 'v', fetch: hang, timeoutMs: 20 })
    await expect(client.get('/slow', { schema: z.unknown() })).rejects.toMatchObject({ name: 'TimeoutError' })
  })
})
