import { describe, expect, it, vi } from 'vitest'
import { STORAGE_PREFIX } from '../constants'
import { CONNECTION_KEYS } from '../connections/connectionKeys'
import { EMAIL_LOGIN_KEYS } from '../auth/emailLoginState'
import { RECENT_WALLETS_KEY } from '../stores/RecentWalletsStore'
import type { StorageBackend } from '../types'
import { adoptLegacyStorage, LEGACY_CLAIM_KEY, LEGACY_KEYS } from './adoptLegacyStorage'
import { createMemoryStorage } from './storage'
import { claimLegacyStorage, storageScope } from './storageScope'
import { CACHE_KEYS } from './ttlCache'

const legacy = (key: string) => `${STORAGE_PREFIX}${key}`

describe('storageScope', () => {
  it('is the projectId, then the storageKey after a colon', () => {
    expect(storageScope('gangway-demo', undefined)).toBe('gangway-demo')
    expect(storageScope('gangway-demo', 'shop')).toBe('gangway-demo:shop')
  })

  it("encodes the projectId, so 'a:b' alone and 'a' with storageKey 'b' stay apart", () => {
    expect(storageScope('a:b', undefined)).not.toBe(storageScope('a', 'b'))
    expect(storageScope('a/b', undefined)).toBe('a%2Fb')
  })
})

describe('claimLegacyStorage', () => {
  it('with no data of an older version: nothing to do, no marker, no chunk', () => {
    const backend = createMemoryStorage()
    backend.setItem(legacy('recentWallets'), '[]')
    expect(claimLegacyStorage(backend, 'p')).toBeUndefined()
    expect(backend.getItem(LEGACY_CLAIM_KEY)).toBeNull()
  })

  it('two kits start on one page: the first created adopts the legacy keys, the second gets nothing', async () => {
    const backend = createMemoryStorage()
    backend.setItem(legacy('connections'), '{"eip155":[]}')
    backend.setItem(legacy('connectedNamespaces'), '["eip155"]')
    backend.setItem(legacy('plugin.email.pendingCode'), '{"email":"a@b.c"}')
    await Promise.all([claimLegacyStorage(backend, 'p-a'), claimLegacyStorage(backend, 'p-b')])
    expect(backend.getItem(LEGACY_CLAIM_KEY)).toBe('"p-a"')
    expect(backend.getItem('@gangway/p-a/connections')).toBe('{"eip155":[]}')
    expect(backend.getItem('@gangway/p-a/connectedNamespaces')).toBe('["eip155"]')
    expect(backend.getItem('@gangway/p-a/plugin.email.pendingCode')).toBe('{"email":"a@b.c"}')
    for (const key of ['connections', 'connectedNamespaces', 'plugin.email.pendingCode']) {
      expect(backend.getItem(legacy(key))).toBeNull()
      expect(backend.getItem(`@gangway/p-b/${key}`)).toBeNull()
    }
    expect(claimLegacyStorage(backend, 'p-b')).toBeUndefined()
  })

  it('legacy keys written again after the claim (an old version in another tab) are left alone', async () => {
    const backend = createMemoryStorage()
    backend.setItem(LEGACY_CLAIM_KEY, '"p-a"')
    backend.setItem(legacy('connections'), '{}')
    await claimLegacyStorage(backend, 'p-b')
    expect(backend.getItem(legacy('connections'))).toBe('{}')
    expect(backend.getItem('@gangway/p-b/connections')).toBeNull()
  })

  it('a storage that throws is no reason to fail the start', () => {
    const backend: StorageBackend = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError')
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    }
    expect(claimLegacyStorage(backend, 'p')).toBeUndefined()
  })
})

describe('adoptLegacyStorage', () => {
  it('names every key the kit and the built-in plugins store', () => {
    // recentConnections (multi-wallet) came after per-instance storage: no single-kit copy of it can exist.
    const newer: readonly string[] = [CONNECTION_KEYS.recentConnections]
    const current = [...Object.values(CONNECTION_KEYS), RECENT_WALLETS_KEY, ...Object.values(EMAIL_LOGIN_KEYS), ...Object.values(CACHE_KEYS)].filter((key) => !newer.includes(key))
    expect(LEGACY_KEYS).toEqual(expect.arrayContaining(current))
  })

  it('keeps a value the instance already has, and drops the legacy one', () => {
    const backend = createMemoryStorage()
    backend.setItem(legacy('recentWallets'), '["old"]')
    backend.setItem('@gangway/p/recentWallets', '["new"]')
    adoptLegacyStorage(backend, 'p')
    expect(backend.getItem('@gangway/p/recentWallets')).toBe('["new"]')
    expect(backend.getItem(legacy('recentWallets'))).toBeNull()
  })

  it('a value that cannot be written keeps its legacy copy, the failure is logged, the others move', () => {
    const items = createMemoryStorage()
    items.setItem(legacy('connections'), '{}')
    items.setItem(legacy('recentWallets'), '[]')
    const backend: StorageBackend = {
      ...items,
      setItem: (key, value) => {
        if (key.endsWith('/connections')) throw new DOMException('full', 'QuotaExceededError')
        items.setItem(key, value)
      },
    }
    const log = vi.fn()
    adoptLegacyStorage(backend, 'p', log)
    expect(items.getItem(legacy('connections'))).toBe('{}')
    expect(items.getItem('@gangway/p/recentWallets')).toBe('[]')
    expect(log).toHaveBeenCalledOnce()
  })
})
