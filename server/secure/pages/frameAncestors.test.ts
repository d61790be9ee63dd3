import { describe, expect, it } from 'vitest'
import { frameAncestors } from './frameAncestors'

describe('frameAncestors', () => {
  it('echoes the project origins that are CSP sources, never a loopback host on any port, then the §9 remote wildcards', () => {
    expect(frameAncestors(['http://127.0.0.1:5173', 'http://localhost:*', 'http://127.0.0.1:*', 'https://app.example.com/', "https://x.example; script-src 'unsafe-inline'", 'javascript:alert(1)'])).toEqual([
      'http://127.0.0.1:5173',
      'https://app.example.com',
      'https://*.pages.dev',
      'https://*.vercel.app',
      'https://*.trycloudflare.com',
    ])
  })

  it('a dev project adds every local port (http and https on localhost and 127.0.0.1); a production one never', () => {
    expect(frameAncestors(['http://127.0.0.1:3000'], true)).toEqual([
      'http://127.0.0.1:3000',
      'http://localhost:*',
      'http://127.0.0.1:*',
      'https://localhost:*',
      'https://127.0.0.1:*',
      'https://*.pages.dev',
      'https://*.vercel.app',
      'https://*.trycloudflare.com',
    ])
    expect(frameAncestors(['http://127.0.0.1:3000'], false).some((source) => source.endsWith(':*'))).toBe(false)
  })
})
