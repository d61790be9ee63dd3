/**
 * Prefixed storage with validated reads (§3, DESIGN.md "storage/"). The backend is injectable; the
 * browser's localStorage is reached only inside calls, never at import, so Node can import this.
 */
import * as z from 'zod/mini'
import type { $ZodType } from 'zod/v4/core'
import { STORAGE_PREFIX } from '../constants'
import type { StorageBackend } from '../types'

export type StorageOption = StorageBackend | 'localStorage' | 'memory'

export type StorageLog = (message: string, ...details: unknown[]) => void

export interface KitStorage {
  /** The stored value if it is JSON and passes `schema`; a bad value is removed and logged. Never throws. */
  get<T>(key: string, schema: $ZodType<T>): T | undefined
  /** Stores `value` JSON-encoded (undefined removes the key). Failures (quota, …) are logged only. */
  set(key: string, value: unknown): void
  remove(key: string): void
}

/** Alias of KitStorage. */
export type GangwayStorage = KitStorage

export interface StorageOptions {
  prefix?: string
  log?: StorageLog
}

/** A synchronous in-memory backend. */
export function createMemoryStorage(): StorageBackend {
  const items = new Map<string, string>()
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, String(value))
    },
    removeItem: (key) => {
      items.delete(key)
    },
  }
}

/** globalThis.localStorage if present and reachable; reading the property itself may throw (sandboxed frames). */
function reachLocalStorage(): StorageBackend | undefined {
  try {
    const storage = (globalThis as { localStorage?: StorageBackend }).localStorage
    return storage && typeof storage.getItem === 'function' ? storage : undefined
  } catch {
    return undefined
  }
}

/**
 * The backend for the `storage` option. 'localStorage' reaches the browser's storage lazily on every
 * call and falls back to memory while it is unavailable (Node, blocked storage); errors of the
 * operations themselves (a full quota) are passed on to the caller.
 */
export function resolveStorageBackend(option: StorageOption): StorageBackend {
  if (option === 'memory') return createMemoryStorage()
  if (option !== 'localStorage') return option
  const fallback = createMemoryStorage()
  return {
    getItem: (key) => (reachLocalStorage() ?? fallback).getItem(key),
    setItem: (key, value) => {
      ;(reachLocalStorage() ?? fallback).setItem(key, value)
    },
    removeItem: (key) => {
      ;(reachLocalStorage() ?? fallback).removeItem(key)
    },
  }
}

export function createStorage(backend: StorageBackend, options: StorageOptions = {}): KitStorage {
  const prefix = options.prefix ?? STORAGE_PREFIX
  const log: StorageLog = options.log ?? ((message, ...details) => console.warn(message, ...details))

  function remove(key: string): void {
    try {
      backend.removeItem(prefix + key)
    } catch (error) {
      log(`[gangway] storage: could not remove '${prefix + key}'`, error)
    }
  }

  return {
    get<T>(key: string, schema: $ZodType<T>): T | undefined {
      let raw: string | null
      try {
        raw = backend.getItem(prefix + key)
      } catch (error) {
        log(`[gangway] storage: could not read '${prefix + key}'`, error)
        return undefined
      }
      if (raw === null || raw === undefined) return undefined
      let json: unknown
      try {
        json = JSON.parse(raw)
      } catch (error) {
        remove(key)
        log(`[gangway] storage: dropped '${prefix + key}', not JSON`, error)
        return undefined
      }
      const result = z.safeParse(schema, json)
      if (!result.success) {
        remove(key)
        log(`[gangway] storage: dropped '${prefix + key}', unexpected shape`, result.error.issues)
        return undefined
      }
      return result.data
    },
    set(key: string, value: unknown): void {
      try {
        const text = JSON.stringify(value)
        if (text === undefined) backend.removeItem(prefix + key)
        else backend.setItem(prefix + key, text)
      } catch (error) {
        log(`[gangway] storage: could not write '${prefix + key}'`, error)
      }
    },
    remove,
  }
}
