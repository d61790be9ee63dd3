import { describe, expect, it } from 'vitest'
import { parentRefusal } from './parentRefusal'

describe('parentRefusal: a frame page acts only for a parent its project lists', () => {
  const allowed = JSON.stringify(['http://127.0.0.1:3000', 'http://localhost:3000'])

  it('a listed origin, exactly: no refusal', () => {
    expect(parentRefusal('http://127.0.0.1:3000', allowed)).toBeUndefined()
    expect(parentRefusal('http://localhost:3000', allowed)).toBeUndefined()
  })

  it('another port, scheme or host of the same machine: Origin Not Allowed', () => {
    for (const origin of ['http://127.0.0.1:3010', 'https://127.0.0.1:3000', 'http://127.0.0.1', 'http://[::1]:3000', 'http://127.0.0.1:30000'])
      expect(parentRefusal(origin, allowed), origin).toEqual({ code: 'ORIGIN_NOT_ALLOWED', message: 'Unauthorized: origin not allowed' })
  })

  it('a wildcard entry covers the subdomains of its domain, as the kit and the frame-ancestors policy read it', () => {
    const wildcard = JSON.stringify(['https://*.example.com'])
    expect(parentRefusal('https://shop.example.com', wildcard)).toBeUndefined()
    expect(parentRefusal('https://example.com.evil.test', wildcard)?.code).toBe('ORIGIN_NOT_ALLOWED')
    expect(parentRefusal('http://shop.example.com', wildcard)?.code).toBe('ORIGIN_NOT_ALLOWED')
  })

  it("a dev project's page (data-local-origins) also serves any loopback parent, and nothing that only looks like one", () => {
    for (const origin of ['http://localhost:5173', 'http://127.0.0.1:8080', 'https://localhost:5173'])
      expect(parentRefusal(origin, allowed, 'any-port'), origin).toBeUndefined()
    for (const origin of ['http://localhost.evil.com', 'http://127.0.0.1.nip.io:5173', 'https://app.example.com'])
      expect(parentRefusal(origin, allowed, 'any-port')?.code, origin).toBe('ORIGIN_NOT_ALLOWED')
    expect(parentRefusal('http://localhost:5173', allowed, 'yes')?.code).toBe('ORIGIN_NOT_ALLOWED')
    expect(parentRefusal('http://localhost:5173', undefined, 'any-port')?.code).toBe('INVALID_KEY')
  })

  it('an unknown project (no list) or a list that does not parse: invalid key', () => {
    for (const data of [undefined, '', 'not json', '{"a":1}', '[1,2]'])
      expect(parentRefusal('http://127.0.0.1:3000', data), String(data)).toEqual({ code: 'INVALID_KEY', message: 'Unauthorized: invalid key' })
  })
})
