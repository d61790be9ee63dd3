/** An entry's value and when it stops being served. */
interface Entry<V> {
  value: V
  expires: number
}

export interface TtlCacheOptions {
  /** The safety net: an entry is dropped this long after it was loaded, invalidated or not. */
  maxAgeMs: number
  /** At most this many entries; the oldest go first. */
  maxEntries: number
  now?: () => number
}

/**
 * An in-process cache with explicit invalidation (delete, clear) and an upper bound on entry age. Concurrent
 * misses of one key share one load; a load that was running when its key (or everything) was invalidated is
 * returned to its callers but not stored, so a stale read never outlives the invalidation that came after it.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, Entry<V>>()
  private readonly loading = new Map<string, Promise<V>>()
  private generation = 0
  private readonly now: () => number

  constructor(private readonly options: TtlCacheOptions) {
    this.now = options.now ?? Date.now
  }

  get size(): number {
    return this.entries.size
  }

  /** The live entry, if any (`has` tells a stored undefined from a miss only for V without undefined). */
  get(key: string): V | undefined {
    const entry = this.entries.get(key)
    if (entry === undefined) return undefined
    if (entry.expires <= this.now()) {
      this.entries.delete(key)
      return undefined
    }
    return entry.value
  }

  /**
   * The entry, or the result of `load` (stored unless invalidated meanwhile or `canStore()` says no, e.g. while
   * cross-process invalidation is not listening).
   */
  getOrLoad(key: string, load: () => Promise<V>, canStore: () => boolean = () => true): Promise<V> {
    const entry = this.entries.get(key)
    if (entry !== undefined && entry.expires > this.now()) return Promise.resolve(entry.value)
    const pending = this.loading.get(key)
    if (pending) return pending
    const generation = this.generation
    const loaded = load().then((value) => {
      if (generation === this.generation && canStore()) this.set(key, value)
      return value
    })
    const settled = (): void => {
      if (this.loading.get(key) === loaded) this.loading.delete(key)
    }
    loaded.then(settled, settled)
    this.loading.set(key, loaded)
    return loaded
  }

  set(key: string, value: V): void {
    this.entries.delete(key)
    this.entries.set(key, { value, expires: this.now() + this.options.maxAgeMs })
    if (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next()
      if (!oldest.done) this.entries.delete(oldest.value)
    }
  }

  delete(key: string): void {
    this.generation++
    this.entries.delete(key)
    this.loading.delete(key)
  }

  clear(): void {
    this.generation++
    this.entries.clear()
    this.loading.clear()
  }
}
