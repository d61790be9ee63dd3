import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDemoApp, DEMO_NOT_BUILT } from './createDemoApp'

describe('demo static server', () => {
  let root: string
  let dist: string
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'gangway-demo-'))
    dist = join(root, 'dist')
    mkdirSync(join(dist, 'assets'), { recursive: true })
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>demo</title>')
    writeFileSync(join(dist, 'assets', 'main-abc123.js'), 'console.log(1)')
    writeFileSync(join(dist, 'assets', 'main-abc123.js.map'), '{"version":3}')
    writeFileSync(join(dist, 'assets', 'style-abc123.css'), 'body{}')
    writeFileSync(join(dist, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
    writeFileSync(join(root, 'secret.txt'), 'outside')
  })
  afterAll(() => rmSync(root, { recursive: true, force: true }))

  it('serves index.html for / and for extension-less paths, never cached', async () => {
    for (const path of ['/', '/connect/wallets']) {
      const response = await createDemoApp(dist).request(path)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
      expect(response.headers.get('cache-control')).toContain('no-store')
      expect(await response.text()).toContain('<title>demo</title>')
    }
  })

  it("lets no other page frame it: frame-ancestors 'self' on every answer", async () => {
    for (const path of ['/', '/assets/main-abc123.js', '/health', '/nope.js']) {
      const response = await createDemoApp(dist).request(path)
      expect(response.headers.get('content-security-policy'), path).toBe("frame-ancestors 'self'")
      expect(response.headers.get('x-frame-options'), path).toBe('SAMEORIGIN')
    }
  })

  it.each([
    ['/assets/main-abc123.js', 'text/javascript; charset=utf-8', 'immutable'],
    ['/assets/main-abc123.js.map', 'application/json; charset=utf-8', 'immutable'],
    ['/assets/style-abc123.css', 'text/css; charset=utf-8', 'immutable'],
    ['/logo.svg', 'image/svg+xml', 'no-cache'],
  ])('serves %s as %s', async (path, type, cache) => {
    const response = await createDemoApp(dist).request(path)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe(type)
    expect(response.headers.get('cache-control')).toContain(cache)
  })

  it('404s missing files and paths outside the folder', async () => {
    expect((await createDemoApp(dist).request('/assets/missing.js')).status).toBe(404)
    expect((await createDemoApp(dist).request('/..%2Fsecret.txt')).status).toBe(404)
    expect((await createDemoApp(dist).request('/%2e%2e/secret.txt')).status).toBe(404)
  })

  it('answers 503 with a hint when the demo is not built', async () => {
    const response = await createDemoApp(join(root, 'missing')).request('/')
    expect(response.status).toBe(503)
    expect(await response.text()).toBe(DEMO_NOT_BUILT)
    const health = await createDemoApp(join(root, 'missing')).request('/health')
    expect(await health.json()).toEqual({ ok: true, built: false })
    expect(await (await createDemoApp(dist).request('/health')).json()).toEqual({ ok: true, built: true })
  })
})
