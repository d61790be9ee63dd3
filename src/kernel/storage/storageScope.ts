/**
 * Per-instance storage keys (DESIGN.md "One instance, no singletons"): a kit keeps every key under
 * `@gangway/<projectId>[:<storageKey>]/`, so two kits on one page never read each other's state.
 */
import { STORAGE_PREFIX } from '../constants'
import type { StorageBackend } from '../types'

/** projectId is URI-encoded so that a ':' or '/' in it cannot make two instances' scopes meet. */
export function storageScope(projectId: string, storageKey: string | undefined): string {
  return encodeURIComponent(projectId) + (storageKey ? `:${storageKey}` : '')
}

/** The scope of the one instance that adopted the unscoped keys of older versions. */
export const LEGACY_CLAIM_KEY = `${STORAGE_PREFIX}legacyClaimedBy`

/** Unscoped keys an older version leaves behind whenever it kept anything worth keeping. */
const LEGACY_SIGNS = ['connectedNamespaces', 'connections', 'recentWallets']

/**
 * The first instance that finds data of an older version claims it (the marker is written at once, so a
 * second kit created on the same page finds it claimed) and moves it into its scope in a lazy chunk.
 * Undefined when there is nothing to adopt, which is every start but the first after an upgrade.
 */
export function claimLegacyStorage(backend: StorageBackend, scope: string): Promise<void> | undefined {
  try {
    if (backend.getItem(LEGACY_CLAIM_KEY) !== null || !LEGACY_SIGNS.some((key) => backend.getItem(STORAGE_PREFIX + key) !== null)) return undefined
    backend.setItem(LEGACY_CLAIM_KEY, JSON.stringify(scope))
  } catch {
    return undefined
  }
  return import('./adoptLegacyStorage')
    .then(({ adoptLegacyStorage }) => adoptLegacyStorage(backend, `${STORAGE_PREFIX}${scope}/`))
    .catch((error: unknown) => console.warn('[gangway] storage: could not adopt the data of an older version', error))
}
