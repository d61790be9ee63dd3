import { afterEach, describe, expect, it, vi } from 'vitest'
import { loopbackOverride } from './loopbackOverride'

afterEach(() => vi.restoreAllMocks())

describe('loopbackOverride (the demo takes endpoint overrides from its address for loopback URLs only)', () => {
  it('keeps loopback URLs', () => {
    for (const url of ['http://127.0.0.1:3903', 'http://localhost:3003', 'ws://[::1]:3004']) expect(loopbackOverride(url)).toBe(url)
    expect(loopbackOverride(null)).toBeUndefined()
  })

  it('ignores, with a warning, any other host and anything that is not a URL', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    for (const url of ['http://attacker', 'https://127.0.0.1.attacker.example', 'http://10.0.0.5:3003', 'javascript:alert(1)', 'not a url']) {
      expect(loopbackOverride(url), url).toBeUndefined()
    }
    expect(warn).toHaveBeenCalledTimes(5)
  })
})
