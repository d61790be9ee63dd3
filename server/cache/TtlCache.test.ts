import { describe, expect, it } from 'vitest'
import { TtlCache } from './TtlCache'

describe('TtlCache', () => {
  const clock = () => {
    let now = 1_000
    return { now: () => now, advance: (ms: number) => (now += ms) }
  }

  it('serves an entry until its age bound, then loads again', async () => {
    const time = clock()
    const cache = new TtlCache<string>({ maxAgeMs: 60_000, maxEntries: 10, now: time.now })
    let loads = 0
    const load = async () => `value ${++loads}`
    expect(await cache.getOrLoad('k', load)).toBe('value 1')
    time.advance(59_999)
    expect(await cache.getOrLoad('k', load)).toBe('value 1')
    time.advance(1)
    expect(await cache.getOrLoad('k', load)).toBe('value 2')
  })

  it('shares one load between concurrent misses', async () => {
    const cache = new TtlCache<number>({ maxAgeMs: 1_000, maxEntries: 10 })
    let loads = 0
    const values = await Promise.all([1, 2, 3].map(() => cache.getOrLoad('k', async () => ++loads)))
    expect(values).toEqual([1, 1, 1])
  })

  it('an invalidation drops the entry, and a load running meanwhile is not stored', async () => {
    const cache = new TtlCache<string>({ maxAgeMs: 60_000, maxEntries: 10 })
    await cache.getOrLoad('k', async () => 'old')
    cache.delete('k')
    let release: (value: string) => void = () => undefined
    const slow = cache.getOrLoad('k', () => new Promise<string>((resolve) => (release = resolve)))
    cache.clear()
    release('read before the change')
    expect(await slow).toBe('read before the change')
    expect(cache.get('k')).toBeUndefined()
    expect(await cache.getOrLoad('k', async () => 'new')).toBe('new')
  })

  it('stores nothing while canStore says no, and keeps at most maxEntries', async () => {
    const cache = new TtlCache<number>({ maxAgeMs: 60_000, maxEntries: 2 })
    await cache.getOrLoad('a', async () => 1, () => false)
    expect(cache.size).toBe(0)
    for (const key of ['a', 'b', 'c']) await cache.getOrLoad(key, async () => 1)
    expect(cache.size).toBe(2)
    expect(cache.get('a')).toBeUndefined()
  })
})
