import { describe, expect, it } from 'vitest'
import { HttpError } from '../errors/http'
import { OriginsError } from '../errors/origins'
import { createHttpClient } from './client'
import { fetchAllowedOrigins } from './origins'

const clientAnswering = (answer: () => Response | Promise<Response>) =>
  createHttpClient({ baseUrl: 'http://api.test', projectId: 'p', sdkType: 'gangway', sdkVersion: 'v', fetch: async () => answer() })

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status })

describe('fetchAllowedOrigins', () => {
  it('returns allowedOrigins from GET /projects/v1/origins', async () => {
    let called = ''
    const client = createHttpClient({
      baseUrl: 'http://api.test',
      projectId: 'p',
      sdkType: 'gangway',
      sdkVersion: 'v',
      fetch: async (url) => {
        called = url
        return json({ allowedOrigins: ['http://127.0.0.1:3000', 'http://localhost:3000'] })
      },
    })
    expect(await fetchAllowedOrigins(client)).toEqual(['http://127.0.0.1:3000', 'http://localhost:3000'])
    expect(new URL(called).pathname).toBe('/projects/v1/origins')
    expect(new URL(called).searchParams.get('projectId')).toBe('p')
  })

  it("HTTP 429 throws 'RATE_LIMITED'", async () => {
    const error = await fetchAllowedOrigins(clientAnswering(() => json({}, 429))).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(OriginsError)
    expect((error as OriginsError).code).toBe('RATE_LIMITED')
    expect((error as OriginsError).cause).toBeInstanceOf(HttpError)
  })

  it.each([500, 502, 503, 599])("HTTP %i throws 'SERVER_ERROR'", async (status) => {
    await expect(fetchAllowedOrigins(clientAnswering(() => json({}, status)))).rejects.toThrow(/^SERVER_ERROR$/)
  })

  it.each([400, 401, 403, 404, 428, 600])('HTTP %i gives an empty list', async (status) => {
    expect(await fetchAllowedOrigins(clientAnswering(() => new Response('{}', { status })))).toEqual([])
  })

  it('a malformed body or a network failure gives an empty list', async () => {
    expect(await fetchAllowedOrigins(clientAnswering(() => json({ allowedOrigins: 'x' })))).toEqual([])
    expect(await fetchAllowedOrigins(clientAnswering(() => new Response('<html>')))).toEqual([])
    expect(await fetchAllowedOrigins(clientAnswering(() => Promise.reject(new TypeError('Failed to fetch'))))).toEqual([])
  })
})
