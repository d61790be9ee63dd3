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

/**
 * Data of an older version (unscoped keys; `connections` is there once it ever connected) goes to the
 * first instance that claims it, in a lazy chunk: the check here is all a start costs otherwise.
 * Undefined when there is nothing to adopt, which is every start but the first after an upgrade. A chunk
 * that fails to load rejects (the restore waiting on it says so) and leaves the legacy keys for next time.
 */
export function claimLegacyStorage(backend: StorageBackend, scope: string): Promise<void> | undefined {
  try {
    if (backend.getItem(`${STORAGE_PREFIX}connections`) === null) return undefined
  } catch {
    return undefined
  }
  return import('./adoptLegacyStorage').then(({ adoptLegacyStorage }) => adoptLegacyStorage(backend, scope))
}
