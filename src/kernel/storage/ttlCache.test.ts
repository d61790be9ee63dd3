import { describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import { STORAGE_PREFIX } from '../constants'
import { CACHE_TTL } from '../lazyConstants'
import { createMemoryStorage, createStorage } from './storage'
import {
  CACHE_KEYS,
  createEnsCache,
  createIdentityCache,
  createNativeBalanceCache,
  createPortfolioCache,
  createTtlCache,
} from './ttlCache'

function setup(ttlMs = 1000) {
  let time = 1_000_000
  const backend = createMemoryStorage()
  const storage = createStorage(backend, { log: () => undefined })
  const clock = {
    now: () => time,
    advance: (ms: number) => {
      time += ms
    },
  }
  const cache = createTtlCache({ storage, key: 'test', ttlMs, schema: z.string(), now: clock.now })
  return { backend, storage, clock, cache }
}

describe('createTtlCache', () => {
  it('returns an entry until its lifetime has passed, then drops it', () => {
    const { cache, clock, backend } = setup(1000)
    cache.set('a', 'A')
    clock.advance(999)
    expect(cache.get('a')).toBe('A')
    clock.advance(1)
    expect(cache.get('a')).toBeUndefined()
    expect(backend.getItem(`${STORAGE_PREFIX}test`)).toBeNull()
  })

  it('keeps entries with their timestamp in storage, so a new instance reads them', () => {
    const { cache, clock, storage, backend } = setup(1000)
    cache.set('a', 'A')
    expect(JSON.parse(backend.getItem(`${STORAGE_PREFIX}test`) ?? 'null')).toEqual({ a: { timestamp: clock.now(), value: 'A' } })
    const other = createTtlCache({ storage, key: 'test', ttlMs: 1000, schema: z.string(), now: clock.now })
    expect(other.get('a')).toBe('A')
  })

  it('drops expired entries of other ids on read, keeping fresh ones', () => {
    const { cache, clock, backend } = setup(1000)
    cache.set('old', 'O')
    clock.advance(600)
    cache.set('new', 'N')
    clock.advance(500)
    expect(cache.get('new')).toBe('N')
    expect(Object.keys(JSON.parse(backend.getItem(`${STORAGE_PREFIX}test`) ?? '{}'))).toEqual(['new'])
  })

  it('set refreshes the timestamp', () => {
    const { cache, clock } = setup(1000)
    cache.set('a', 'A')
    clock.advance(800)
    cache.set('a', 'B')
    clock.advance(800)
    expect(cache.get('a')).toBe('B')
  })

  it('drops an entry that fails the schema', () => {
    const { cache, backend, clock } = setup(1000)
    backend.setItem(`${STORAGE_PREFIX}test`, JSON.stringify({ a: { timestamp: clock.now(), value: 5 }, b: { timestamp: clock.now(), value: 'B' } }))
    expect(cache.get('a')).toBeUndefined()
    expect(cache.get('b')).toBe('B')
    expect(Object.keys(JSON.parse(backend.getItem(`${STORAGE_PREFIX}test`) ?? '{}'))).toEqual(['b'])
  })

  it('treats a malformed store as empty', () => {
    const { cache, backend } = setup()
    backend.setItem(`${STORAGE_PREFIX}test`, '[1,2]')
    expect(cache.get('a')).toBeUndefined()
    cache.set('a', 'A')
    expect(cache.get('a')).toBe('A')
  })

  it('delete and clear', () => {
    const { cache, backend } = setup()
    cache.set('a', 'A')
    cache.set('b', 'B')
    cache.delete('a')
    expect(cache.get('a')).toBeUndefined()
    expect(cache.get('b')).toBe('B')
    cache.delete('missing')
    cache.clear()
    expect(cache.get('b')).toBeUndefined()
    expect(backend.getItem(`${STORAGE_PREFIX}test`)).toBeNull()
  })

  it('ignores the __proto__ id', () => {
    const { cache } = setup()
    cache.set('__proto__', 'x')
    expect(cache.get('__proto__')).toBeUndefined()
    expect(cache.get('toString')).toBeUndefined()
  })

  it('uses Date.now by default', () => {
    vi.useFakeTimers()
    try {
      const cache = createNativeBalanceCache({ storage: createStorage(createMemoryStorage()), schema: z.number() })
      cache.set('a', 1)
      vi.advanceTimersByTime(CACHE_TTL.nativeBalance - 1)
      expect(cache.get('a')).toBe(1)
      vi.advanceTimersByTime(1)
      expect(cache.get('a')).toBeUndefined()
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('the four §9 caches', () => {
  it.each([
    ['portfolio', createPortfolioCache, CACHE_TTL.portfolio, CACHE_KEYS.portfolio],
    ['nativeBalance', createNativeBalanceCache, CACHE_TTL.nativeBalance, CACHE_KEYS.nativeBalance],
    ['ens', createEnsCache, CACHE_TTL.ens, CACHE_KEYS.ens],
    ['identity', createIdentityCache, CACHE_TTL.identity, CACHE_KEYS.identity],
  ] as const)('%s lives CACHE_TTL ms under its own key', (_name, factory, ttl, key) => {
    let time = 0
    const backend = createMemoryStorage()
    const cache = factory({ storage: createStorage(backend), schema: z.number(), now: () => time })
    cache.set('x', 1)
    expect(backend.getItem(`${STORAGE_PREFIX}${key}`)).not.toBeNull()
    time = ttl - 1
    expect(cache.get('x')).toBe(1)
    time = ttl
    expect(cache.get('x')).toBeUndefined()
  })

  it('CACHE_TTL values match §9', () => {
    expect(CACHE_TTL).toEqual({ portfolio: 30_000, nativeBalance: 30_000, ens: 300_000, identity: 300_000 })
    expect(new Set(Object.values(CACHE_KEYS)).size).toBe(4)
  })
})
