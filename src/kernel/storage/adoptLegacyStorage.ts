/** The one-time move of an older version's unscoped keys into the claiming instance's scope (storageScope.ts). */
import { STORAGE_PREFIX } from '../constants'
import type { StorageBackend } from '../types'

/**
 * Every key the versions before per-instance storage wrote, spelled out rather than taken from today's
 * constants: they name what older versions left behind, whatever the constants become.
 */
export const LEGACY_KEYS: readonly string[] = [
  'connectedNamespaces',
  'connections',
  'disconnectedConnectorIds',
  'connectedConnectorIds',
  'recentWallets',
  'emailLogin.used',
  'emailLogin.email',
  'emailLogin.lastLoginAt',
  'emailLogin.lastUsedChain',
  'emailLogin.socialUsername',
  'emailLogin.socialProvider',
  'emailLogin.smartAccountEnabledNetworks',
  'cache/portfolio',
  'cache/native-balance',
  'cache/ens',
  'cache/identity',
  // The plugin context's `plugin.<name>.` and the built-in plugins' own keys.
  'plugin.email.pendingCode',
  'plugin.social.pendingProvider',
]

/**
 * Copies each legacy value to `prefix` + its name unless the instance already has one there, then deletes
 * the legacy key. Values are copied as stored: the reads validate them as they validate everything. A key
 * that cannot be written keeps its legacy copy.
 */
export function adoptLegacyStorage(backend: StorageBackend, prefix: string, log: (message: string, error: unknown) => void = console.warn): void {
  for (const key of LEGACY_KEYS) {
    try {
      const value = backend.getItem(STORAGE_PREFIX + key)
      if (value === null) continue
      if (backend.getItem(prefix + key) === null) backend.setItem(prefix + key, value)
      backend.removeItem(STORAGE_PREFIX + key)
    } catch (error) {
      log(`[gangway] storage: could not move '${STORAGE_PREFIX + key}'`, error)
    }
  }
}
