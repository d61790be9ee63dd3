import { describe, expect, it, vi } from 'vitest'
import { STORAGE_PREFIX } from '../constants'
import { CONNECTION_KEYS } from '../connections/connectionKeys'
import { EMAIL_LOGIN_KEYS } from '../auth/emailLoginState'
import { RECENT_WALLETS_KEY } from '../stores/RecentWalletsStore'
import type { StorageBackend } from '../types'
import { adoptLegacyStorage, LEGACY_KEYS } from './adoptLegacyStorage'
import { createMemoryStorage } from './storage'
import { claimLegacyStorage, LEGACY_CLAIM_KEY, storageScope } from './storageScope'
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
    expect(claimLegacyStorage(backend, 'p')).toBeUndefined()
    expect(backend.getItem(LEGACY_CLAIM_KEY)).toBeNull()
  })

  it('the first instance claims the legacy keys at once and moves them; the next one finds them claimed', async () => {
    const backend = createMemoryStorage()
    backend.setItem(legacy('connectedNamespaces'), '["eip155"]')
    backend.setItem(legacy('plugin.email.pendingCode'), '{"email":"a@b.c"}')
    const first = claimLegacyStorage(backend, 'p-a')
    expect(backend.getItem(LEGACY_CLAIM_KEY)).toBe('"p-a"')
    expect(claimLegacyStorage(backend, 'p-b')).toBeUndefined()
    await first
    expect(backend.getItem('@gangway/p-a/connectedNamespaces')).toBe('["eip155"]')
    expect(backend.getItem('@gangway/p-a/plugin.email.pendingCode')).toBe('{"email":"a@b.c"}')
    expect(backend.getItem(legacy('connectedNamespaces'))).toBeNull()
    expect(backend.getItem('@gangway/p-b/connectedNamespaces')).toBeNull()
  })

  it('legacy keys written again after the claim (an old tab) are left alone', () => {
    const backend = createMemoryStorage()
    backend.setItem(LEGACY_CLAIM_KEY, '"p-a"')
    backend.setItem(legacy('connections'), '{}')
    expect(claimLegacyStorage(backend, 'p-b')).toBeUndefined()
    expect(backend.getItem(legacy('connections'))).toBe('{}')
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
    const current = [...Object.values(CONNECTION_KEYS), RECENT_WALLETS_KEY, ...Object.values(EMAIL_LOGIN_KEYS), ...Object.values(CACHE_KEYS)]
    expect(LEGACY_KEYS).toEqual(expect.arrayContaining(current))
  })

  it("keeps a value the instance already has, and drops the legacy one", () => {
    const backend = createMemoryStorage()
    backend.setItem(legacy('recentWallets'), '["old"]')
    backend.setItem('@gangway/p/recentWallets', '["new"]')
    adoptLegacyStorage(backend, '@gangway/p/')
    expect(backend.getItem('@gangway/p/recentWallets')).toBe('["new"]')
    expect(backend.getItem(legacy('recentWallets'))).toBeNull()
  })

  it('a value that cannot be written keeps its legacy copy, and the failure is logged', () => {
    const items = createMemoryStorage()
    items.setItem(legacy('connections'), '{}')
    const backend: StorageBackend = {
      ...items,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError')
      },
    }
    const log = vi.fn()
    adoptLegacyStorage(backend, '@gangway/p/', log)
    expect(items.getItem(legacy('connections'))).toBe('{}')
    expect(log).toHaveBeenCalledOnce()
  })
})
