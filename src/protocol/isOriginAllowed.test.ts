import { describe, expect, it } from 'vitest'
import { isOriginAllowed } from './isOriginAllowed'

describe('isOriginAllowed', () => {
  it('matches an exact origin only', () => {
    expect(isOriginAllowed('http://127.0.0.1:3000', ['http://127.0.0.1:3000'])).toBe(true)
    expect(isOriginAllowed('http://127.0.0.1:3001', ['http://127.0.0.1:3000'])).toBe(false)
    expect(isOriginAllowed('https://app.example.com', ['http://app.example.com'])).toBe(false)
  })
  it('matches a wildcard entry on subdomains, with its scheme when given', () => {
    expect(isOriginAllowed('https://a.example.com', ['*.example.com'])).toBe(true)
    expect(isOriginAllowed('https://a.b.example.com', ['https://*.example.com'])).toBe(true)
    expect(isOriginAllowed('http://a.example.com', ['https://*.example.com'])).toBe(false)
    expect(isOriginAllowed('https://example.com', ['*.example.com'])).toBe(false)
    expect(isOriginAllowed('https://evilexample.com', ['*.example.com'])).toBe(false)
  })
  it('refuses a value that is not an origin', () => {
    expect(isOriginAllowed('not a url', ['*'])).toBe(false)
  })
})
