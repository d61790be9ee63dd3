import * as z from 'zod/mini'
import type { KitStorage } from '../storage/storage'

/** The storage key (under the instance's prefix) of the visitor's anonymous rollout id. */
export const VISITOR_ID_KEY = 'visitorId'

// A refinement rather than z.regex: that check would join the zod chunk the page loads first.
const visitorIdSchema = z.string().check(z.refine((id) => /^[0-9a-f]{32}$/.test(id)))

function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/**
 * The visitor's stable anonymous id for feature rollouts: 128 random bits, kept in the kit instance's storage so a
 * visitor keeps the same answer across reloads. Created only when a rollout share needs it; it identifies nobody
 * and never leaves the page.
 */
export function visitorId(storage: KitStorage, createId: () => string = randomId): string {
  const stored = storage.get(VISITOR_ID_KEY, visitorIdSchema)
  if (stored !== undefined) return stored
  const created = createId()
  storage.set(VISITOR_ID_KEY, created)
  return created
}
