import { z } from 'zod'
import type { Db } from '../db/Db'
import type { Project } from '../projects/project'
import type { CachedBody } from './cachedBody'
import { TtlCache } from './TtlCache'

/** The channel the database's triggers NOTIFY on a change of a cached table (migration 016_cache_notify). */
export const CACHE_CHANNEL = 'gangway_cache'

/**
 * The safety net on every entry's age: invalidation is explicit (this process's writes, and NOTIFY from the
 * others), so this only bounds how long an entry could outlive a change made behind the database's triggers.
 */
export const CACHE_MAX_AGE_MS = 60_000

const notificationSchema = z.discriminatedUnion('table', [
  z.object({ table: z.literal('projects'), id: z.string() }),
  z.object({ table: z.literal('wallets') }),
])

/** The caches of one database, shared by every service of the process that uses it. */
export interface CloudCaches {
  /** Projects by id; null for an id with no project (so unknown keys do not reach the database either). */
  readonly projects: TtlCache<Project | null>
  /** GET /getWallets answers, by normalised query and by the query string as sent (walletRoutes). */
  readonly directory: TtlCache<CachedBody>
  /** Whether an entry loaded now may be stored: on PostgreSQL, only while LISTEN is up. */
  canStore(): boolean
  /** Resolves once entries may be stored (or it is known they may not). */
  readonly ready: Promise<void>
}

const caches = new WeakMap<Db, CloudCaches>()

/** This database's caches, made on first use; on PostgreSQL they start listening for other processes' changes. */
export function cloudCaches(db: Db): CloudCaches {
  let found = caches.get(db)
  if (!found) {
    found = createCaches(db)
    caches.set(db, found)
  }
  return found
}

function createCaches(db: Db): CloudCaches {
  const projects = new TtlCache<Project | null>({ maxAgeMs: CACHE_MAX_AGE_MS, maxEntries: 10_000 })
  const directory = new TtlCache<CachedBody>({ maxAgeMs: CACHE_MAX_AGE_MS, maxEntries: 1_000 })
  // PGlite is one process's: every write comes through this process, which invalidates as it writes (and hears its
  // triggers' NOTIFYs, for a change made with plain SQL); storing need not wait for the LISTEN.
  let listening = db.kind === 'pglite'
  const onNotification = (payload: string): void => {
    const parsed = notificationSchema.safeParse(JSON.parse(payload || 'null'))
    if (!parsed.success) {
      projects.clear()
      directory.clear()
    } else if (parsed.data.table === 'projects') projects.delete(parsed.data.id)
    else directory.clear()
  }
  const onState = (up: boolean): void => {
    // Whatever changed while nobody listened is unknown: drop everything.
    projects.clear()
    directory.clear()
    listening = up
  }
  const listened = db.listen(CACHE_CHANNEL, (payload) => {
    try {
      onNotification(payload)
    } catch {
      onState(listening)
    }
  }, onState).then(
    () => void (listening = true),
    () => undefined,
  )
  const ready = db.kind === 'pglite' ? Promise.resolve() : listened
  return { projects, directory, canStore: () => listening, ready }
}

/** After this process changed a project: the next look-up here reads it again (other processes hear the NOTIFY). */
export function invalidateProject(db: Db, id: string): void {
  cloudCaches(db).projects.delete(id)
}

/** After this process changed the wallets table. */
export function invalidateDirectory(db: Db): void {
  cloudCaches(db).directory.clear()
}
