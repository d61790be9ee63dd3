import { describe, expect, it, vi } from 'vitest'
import { createMemoryStorage, createStorage } from '../storage/storage'
import { VISITOR_ID_KEY, visitorId } from './visitorId'

describe('visitorId', () => {
  it('makes a 128-bit hex id once and keeps it in the instance storage', () => {
    const storage = createStorage(createMemoryStorage(), { prefix: 'p/' })
    const id = visitorId(storage)
    expect(id).toMatch(/^[0-9a-f]{32}$/)
    expect(visitorId(storage)).toBe(id)
    expect(visitorId(createStorage(createMemoryStorage(), { prefix: 'p/' }))).not.toBe(id)
  })

  it('replaces a stored value that is not such an id', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const backend = createMemoryStorage()
    backend.setItem(`p/${VISITOR_ID_KEY}`, JSON.stringify('<script>'))
    expect(visitorId(createStorage(backend, { prefix: 'p/' }), () => 'f'.repeat(32))).toBe('f'.repeat(32))
    expect(backend.getItem(`p/${VISITOR_ID_KEY}`)).toBe(JSON.stringify('f'.repeat(32)))
    warn.mockRestore()
  })
})
