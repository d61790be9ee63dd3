/** Caches with a lifetime, kept in storage with each entry's timestamp (§3, §9 cache lifetimes). */
import * as z from 'zod/mini'
import type { $ZodType } from 'zod/v4/core'
import { CACHE_TTL } from '../lazyConstants'
import { stringRecord } from '../../protocol/zodRecords'
import type { KitStorage } from './storage'

export interface TtlCacheOptions<T> {
  storage: KitStorage
  /** The storage key holding every entry of this cache. */
  key: string
  ttlMs: number
  /** Each entry's value is parsed with it on read; a bad entry is dropped. */
  schema: $ZodType<T>
  /** Clock in ms (default Date.now). */
  now?: () => number
}

export interface TtlCache<T> {
  /** The entry if it is younger than ttlMs; an expired or invalid entry is dropped. */
  get(id: string): T | undefined
  set(id: string, value: T): void
  delete(id: string): void
  clear(): void
}

const entriesSchema = stringRecord(z.object({ timestamp: z.number(), value: z.unknown() }))
type Entries = z.infer<typeof entriesSchema>

export function createTtlCache<T>({ storage, key, ttlMs, schema, now = () => Date.now() }: TtlCacheOptions<T>): TtlCache<T> {
  const isFresh = (timestamp: number, at: number) => at - timestamp < ttlMs

  /** The stored entries with expired ones removed; writes back when anything was removed. */
  function read(at: number): Entries {
    const entries = storage.get(key, entriesSchema) ?? {}
    let pruned = false
    for (const [id, entry] of Object.entries(entries)) {
      if (!isFresh(entry.timestamp, at)) {
        delete entries[id]
        pruned = true
      }
    }
    if (pruned) write(entries)
    return entries
  }

  function write(entries: Entries): void {
    if (Object.keys(entries).length === 0) storage.remove(key)
    else storage.set(key, entries)
  }

  return {
    get(id) {
      if (id === '__proto__') return undefined
      const entries = read(now())
      const entry = Object.hasOwn(entries, id) ? entries[id] : undefined
      if (!entry) return undefined
      const parsed = z.safeParse(schema, entry.value)
      if (parsed.success) return parsed.data
      delete entries[id]
      write(entries)
      return undefined
    },
    set(id, value) {
      if (id === '__proto__') return
      const at = now()
      const entries = read(at)
      entries[id] = { timestamp: at, value }
      write(entries)
    },
    delete(id) {
      const entries = read(now())
      if (!Object.hasOwn(entries, id)) return
      delete entries[id]
      write(entries)
    },
    clear() {
      storage.remove(key)
    },
  }
}

export type NamedCacheOptions<T> = Omit<TtlCacheOptions<T>, 'key' | 'ttlMs'>

/** Storage keys of the four §9 caches. */
export const CACHE_KEYS = {
  portfolio: 'cache/portfolio',
  nativeBalance: 'cache/native-balance',
  ens: 'cache/ens',
  identity: 'cache/identity',
} as const

/** Portfolio (token balances) by account: 30 s. */
export function createPortfolioCache<T>(options: NamedCacheOptions<T>): TtlCache<T> {
  return createTtlCache({ ...options, key: CACHE_KEYS.portfolio, ttlMs: CACHE_TTL.portfolio })
}

/** Native balance by account: 30 s. */
export function createNativeBalanceCache<T>(options: NamedCacheOptions<T>): TtlCache<T> {
  return createTtlCache({ ...options, key: CACHE_KEYS.nativeBalance, ttlMs: CACHE_TTL.nativeBalance })
}

/** ENS names: 5 min. */
export function createEnsCache<T>(options: NamedCacheOptions<T>): TtlCache<T> {
  return createTtlCache({ ...options, key: CACHE_KEYS.ens, ttlMs: CACHE_TTL.ens })
}

/** Identity (name and avatar) by address: 5 min. */
export function createIdentityCache<T>(options: NamedCacheOptions<T>): TtlCache<T> {
  return createTtlCache({ ...options, key: CACHE_KEYS.identity, ttlMs: CACHE_TTL.identity })
}
