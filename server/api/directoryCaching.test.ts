import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../db/Db'
import { addProjectOrigin } from '../projects/addProjectOrigin'
import { loadWallets } from '../seed/loadWallets'
import { seedWallets } from '../seed/seedWallets'
import { SLOW_SETUP_MS } from '../testing/hookTimeouts'
import { openSeededDb } from '../testing/openSeededDb'
import { createApiApp } from './createApiApp'
import { DIRECTORY_CACHE_CONTROL } from './walletRoutes'

const PAGE = '/getWallets?projectId=gangway-demo&page=1&entries=40'

describe('GET /getWallets over HTTP: ETag, Cache-Control, compression, and a cache that follows changes', () => {
  let db: Db
  let app: ReturnType<typeof createApiApp>
  beforeAll(async () => {
    db = await openSeededDb()
    app = createApiApp(db, { log: () => undefined })
  }, SLOW_SETUP_MS)
  afterAll(async () => {
    await db?.close()
  })

  it('answers with an ETag and public caching; the same ETag back gets 304 with no body', async () => {
    const first = await app.request(PAGE)
    expect(first.status).toBe(200)
    const etag = first.headers.get('etag')
    expect(etag).toMatch(/^"[\w-]+"$/)
    expect(first.headers.get('cache-control')).toBe(DIRECTORY_CACHE_CONTROL)
    expect(DIRECTORY_CACHE_CONTROL).toMatch(/^public, max-age=\d+, stale-while-revalidate=\d+$/)
    expect(first.headers.get('vary')).toMatch(/Accept-Encoding/)
    const again = await app.request(PAGE, { headers: { 'if-none-match': etag! } })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    expect(again.headers.get('etag')).toBe(etag)
    const other = await app.request(PAGE.replace('page=1', 'page=2'), { headers: { 'if-none-match': etag! } })
    expect(other.status).toBe(200)
  })

  it('sends br or gzip as asked, decoding to the same JSON; a small body goes as it is', async () => {
    const plain = await app.request(PAGE)
    const raw = Buffer.from(await plain.arrayBuffer())
    expect(plain.headers.get('content-encoding')).toBeNull()
    const br = await app.request(PAGE, { headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(br.headers.get('content-encoding')).toBe('br')
    const brBytes = Buffer.from(await br.arrayBuffer())
    expect(brBytes.length).toBeLessThan(raw.length / 2)
    expect(JSON.parse(brotliDecompressSync(brBytes).toString())).toEqual(JSON.parse(raw.toString()))
    const gzip = await app.request(PAGE, { headers: { 'accept-encoding': 'gzip' } })
    expect(gzip.headers.get('content-encoding')).toBe('gzip')
    expect(JSON.parse(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString())).toEqual(JSON.parse(raw.toString()))
    const small = await app.request('/getWallets?projectId=gangway-demo&search=no-wallet-is-called-this', { headers: { 'accept-encoding': 'br' } })
    expect(small.headers.get('content-encoding')).toBeNull()
    expect(await small.json()).toEqual({ count: 0, data: [] })
  })

  it("a project's own answers are no-store", async () => {
    for (const path of ['/appkit/v1/config', '/projects/v1/origins', '/getAnalyticsConfig']) {
      expect((await app.request(`${path}?projectId=gangway-demo`)).headers.get('cache-control')).toBe('no-store')
    }
  })

  it('a change of the directory or of a project in this process shows on the next request', async () => {
    const before = (await (await app.request(PAGE)).json()) as { data: { id: string }[] }
    const wallets = loadWallets(() => undefined)
    await seedWallets(db, [...wallets].reverse())
    const after = (await (await app.request(PAGE)).json()) as { data: { id: string }[] }
    expect(after.data[0]!.id).toBe(wallets.at(-1)!.id)
    expect(after.data[0]!.id).not.toBe(before.data[0]!.id)
    const origins = async () => ((await (await app.request('/projects/v1/origins?projectId=gangway-strict')).json()) as { allowedOrigins: string[] }).allowedOrigins
    expect(await origins()).not.toContain('https://shop.example.com')
    await addProjectOrigin(db, 'gangway-strict', 'https://shop.example.com')
    expect(await origins()).toContain('https://shop.example.com')
  })

  it('a change made with plain SQL (no cache call) is dropped through the trigger NOTIFY, PGlite too', async () => {
    const origins = async () => ((await (await app.request('/projects/v1/origins?projectId=gangway-foreign-origin')).json()) as { allowedOrigins: string[] }).allowedOrigins
    expect(await origins()).toEqual(['https://app.example.com'])
    await db.query(`UPDATE projects SET allowed_origins = array_append(allowed_origins, 'https://sql.example.com') WHERE id = 'gangway-foreign-origin'`)
    await expect.poll(origins, { timeout: 10_000, interval: 10 }).toEqual(['https://app.example.com', 'https://sql.example.com'])
  })
})
