import { afterEach, describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import { STORAGE_PREFIX } from '../constants'
import type { StorageBackend } from '../types'
import { createMemoryStorage, createStorage, resolveStorageBackend } from './storage'

function fakeLocalStorage(): StorageBackend & { items: Map<string, string> } {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('resolveStorageBackend', () => {
  it('returns a given backend as is', () => {
    const backend = createMemoryStorage()
    expect(resolveStorageBackend(backend)).toBe(backend)
  })

  it("'memory' gives a fresh in-memory backend per call", () => {
    const a = resolveStorageBackend('memory')
    const b = resolveStorageBackend('memory')
    a.setItem('k', 'v')
    expect(a.getItem('k')).toBe('v')
    expect(b.getItem('k')).toBeNull()
    a.removeItem('k')
    expect(a.getItem('k')).toBeNull()
  })

  it("'localStorage' falls back to memory where there is none (Node)", () => {
    vi.stubGlobal('localStorage', undefined)
    const backend = resolveStorageBackend('localStorage')
    backend.setItem('k', 'v')
    expect(backend.getItem('k')).toBe('v')
    backend.removeItem('k')
    expect(backend.getItem('k')).toBeNull()
  })

  it("'localStorage' reaches the browser storage lazily, at call time", () => {
    vi.stubGlobal('localStorage', undefined)
    const backend = resolveStorageBackend('localStorage')
    const local = fakeLocalStorage()
    vi.stubGlobal('localStorage', local)
    backend.setItem('k', 'v')
    expect(local.items.get('k')).toBe('v')
    expect(backend.getItem('k')).toBe('v')
    backend.removeItem('k')
    expect(local.items.has('k')).toBe(false)
  })

  it('falls back to memory when reaching localStorage throws (blocked storage)', () => {
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('denied', 'SecurityError')
      },
    })
    try {
      const backend = resolveStorageBackend('localStorage')
      expect(() => backend.setItem('k', 'v')).not.toThrow()
      expect(backend.getItem('k')).toBe('v')
    } finally {
      Reflect.deleteProperty(globalThis, 'localStorage')
    }
  })

  it('does not touch localStorage when resolving', () => {
    const getter = vi.fn(() => fakeLocalStorage())
    Object.defineProperty(globalThis, 'localStorage', { configurable: true, get: getter })
    try {
      resolveStorageBackend('localStorage')
      expect(getter).not.toHaveBeenCalled()
    } finally {
      Reflect.deleteProperty(globalThis, 'localStorage')
    }
  })
})

describe('createStorage', () => {
  const schema = z.object({ n: z.number() })

  it('stores JSON under STORAGE_PREFIX and reads it back validated', () => {
    const backend = createMemoryStorage()
    const storage = createStorage(backend)
    storage.set('thing', { n: 1 })
    expect(backend.getItem(`${STORAGE_PREFIX}thing`)).toBe('{"n":1}')
    expect(backend.getItem('thing')).toBeNull()
    expect(storage.get('thing', schema)).toEqual({ n: 1 })
    storage.remove('thing')
    expect(backend.getItem(`${STORAGE_PREFIX}thing`)).toBeNull()
    expect(storage.get('thing', schema)).toBeUndefined()
  })

  it('uses another prefix when given', () => {
    const backend = createMemoryStorage()
    createStorage(backend, { prefix: 'x:' }).set('a', 1)
    expect(backend.getItem('x:a')).toBe('1')
  })

  it('setting undefined removes the key', () => {
    const backend = createMemoryStorage()
    const storage = createStorage(backend)
    storage.set('a', 1)
    storage.set('a', undefined)
    expect(backend.getItem(`${STORAGE_PREFIX}a`)).toBeNull()
  })

  it.each([
    ['is not JSON', '{oops'],
    ['fails its schema', '{"n":"one"}'],
  ])('removes, logs and ignores a value that %s', (_case, stored) => {
    const backend = createMemoryStorage()
    backend.setItem(`${STORAGE_PREFIX}a`, stored)
    const log = vi.fn()
    expect(createStorage(backend, { log }).get('a', schema)).toBeUndefined()
    expect(backend.getItem(`${STORAGE_PREFIX}a`)).toBeNull()
    expect(log).toHaveBeenCalledOnce()
  })

  it('logs through console.warn by default', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const backend = createMemoryStorage()
    backend.setItem(`${STORAGE_PREFIX}a`, 'nope')
    createStorage(backend).get('a', schema)
    expect(warn).toHaveBeenCalledOnce()
  })

  it('logs write failures (quota) without throwing', () => {
    const backend: StorageBackend = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError')
      },
      removeItem: () => undefined,
    }
    const log = vi.fn()
    expect(() => createStorage(backend, { log }).set('a', { n: 1 })).not.toThrow()
    expect(log).toHaveBeenCalledOnce()
  })

  it('passes a quota error of localStorage to the log, not to memory', () => {
    const local = fakeLocalStorage()
    local.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError')
    }
    vi.stubGlobal('localStorage', local)
    const log = vi.fn()
    const storage = createStorage(resolveStorageBackend('localStorage'), { log })
    storage.set('a', { n: 1 })
    expect(log).toHaveBeenCalledOnce()
    expect(storage.get('a', schema)).toBeUndefined()
  })

  it('logs read and remove failures without throwing', () => {
    const backend: StorageBackend = {
      getItem: () => {
        throw new Error('read')
      },
      setItem: () => undefined,
      removeItem: () => {
        throw new Error('remove')
      },
    }
    const log = vi.fn()
    const storage = createStorage(backend, { log })
    expect(storage.get('a', schema)).toBeUndefined()
    expect(() => storage.remove('a')).not.toThrow()
    expect(log).toHaveBeenCalledTimes(2)
  })

  it('logs a value that cannot be encoded', () => {
    const log = vi.fn()
    createStorage(createMemoryStorage(), { log }).set('a', { big: 1n })
    expect(log).toHaveBeenCalledOnce()
  })
})
