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

/** The scope of the one instance that adopted the legacy keys. */
export const LEGACY_CLAIM_KEY = `${STORAGE_PREFIX}legacyClaimedBy`

/**
 * The first instance to get here claims the legacy keys: the marker is written before anything moves, so
 * a second kit on the page, whose import of this chunk resolves after the first's, finds them claimed.
 * Each legacy value is copied to the instance's key unless it already has one, then the legacy key is
 * deleted. Values are copied as stored (the reads validate them); one that cannot be written keeps its
 * legacy copy.
 */
export function adoptLegacyStorage(backend: StorageBackend, scope: string, log: (message: string, error: unknown) => void = console.warn): void {
  try {
    if (backend.getItem(LEGACY_CLAIM_KEY) !== null) return
    backend.setItem(LEGACY_CLAIM_KEY, JSON.stringify(scope))
  } catch (error) {
    return log('[gangway] storage: could not claim the data of an older version', error)
  }
  const prefix = `${STORAGE_PREFIX}${scope}/`
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
