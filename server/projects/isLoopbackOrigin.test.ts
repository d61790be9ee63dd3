import { describe, expect, it } from 'vitest'
import { isLoopbackOrigin } from './isLoopbackOrigin'
import { isProjectOrigin } from './isProjectOrigin'

describe('isLoopbackOrigin', () => {
  it('localhost and 127.0.0.1 on any port, http or https', () => {
    for (const origin of ['http://localhost:5173', 'http://127.0.0.1:5173', 'http://localhost:8080', 'http://127.0.0.1:1', 'http://localhost', 'https://localhost:5173', 'https://127.0.0.1:4443'])
      expect(isLoopbackOrigin(origin), origin).toBe(true)
  })

  it('another host that only starts or ends like one, another scheme, or not an origin', () => {
    for (const value of [
      'http://localhost.evil.com',
      'http://localhost.evil.com:5173',
      'http://127.0.0.1.nip.io:5173',
      'http://evil-localhost:5173',
      'http://localhost@evil.com',
      'http://evil.com#localhost',
      'http://[::1]:5173',
      'http://127.0.0.2:5173',
      'ws://localhost:5173',
      'file://localhost',
      'http://localhost:5173/',
      'http://localhost:5173/app',
      'HTTP://LOCALHOST:5173',
      'null',
      '',
    ])
      expect(isLoopbackOrigin(value), value).toBe(false)
  })
})

describe('isProjectOrigin', () => {
  const production = { allowedOrigins: ['https://app.example.com', 'http://localhost:3000'], allowLocalOrigins: false }
  const dev = { ...production, allowLocalOrigins: true }

  it('a production project: its exact list only', () => {
    expect(isProjectOrigin(production, 'https://app.example.com')).toBe(true)
    expect(isProjectOrigin(production, 'http://localhost:3000')).toBe(true)
    expect(isProjectOrigin(production, 'http://localhost:5173')).toBe(false)
    expect(isProjectOrigin(production, 'http://127.0.0.1:3000')).toBe(false)
  })

  it('a dev project: its list and any loopback origin, nothing else', () => {
    expect(isProjectOrigin(dev, 'https://app.example.com')).toBe(true)
    expect(isProjectOrigin(dev, 'http://localhost:5173')).toBe(true)
    expect(isProjectOrigin(dev, 'https://127.0.0.1:4443')).toBe(true)
    expect(isProjectOrigin(dev, 'http://localhost.evil.com')).toBe(false)
    expect(isProjectOrigin(dev, 'https://other.example.com')).toBe(false)
  })
})
