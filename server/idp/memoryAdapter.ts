/**
 * oidc-provider's storage, in memory and private to one provider instance (the built-in development
 * adapter is process-wide and warns). Expired entries are skipped on read and swept on write: no timers.
 */
import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider'

interface Entry {
  payload: AdapterPayload
  /** Epoch milliseconds; Infinity when oidc-provider gave no lifetime. */
  expiresAt: number
}

const SWEEP_EVERY_WRITES = 200

export function createMemoryAdapter(now: () => number = Date.now): AdapterFactory {
  const entries = new Map<string, Entry>()
  let writes = 0

  const live = (key: string): Entry | undefined => {
    const entry = entries.get(key)
    if (entry && entry.expiresAt <= now()) {
      entries.delete(key)
      return undefined
    }
    return entry
  }
  const sweep = (): void => {
    const time = now()
    for (const [key, entry] of entries) if (entry.expiresAt <= time) entries.delete(key)
  }

  return (model: string): Adapter => {
    const key = (id: string): string => `${model}:${id}`
    const findWhere = (test: (payload: AdapterPayload) => boolean): AdapterPayload | undefined => {
      for (const [entryKey, entry] of entries) {
        if (entryKey.startsWith(`${model}:`) && live(entryKey) && test(entry.payload)) return entry.payload
      }
      return undefined
    }
    return {
      async upsert(id, payload, expiresIn) {
        if (++writes % SWEEP_EVERY_WRITES === 0) sweep()
        const expiresAt = typeof expiresIn === 'number' ? now() + expiresIn * 1000 : Infinity
        entries.set(key(id), { payload, expiresAt })
      },
      async find(id) {
        return live(key(id))?.payload
      },
      async findByUid(uid) {
        return findWhere((payload) => payload.uid === uid)
      },
      async findByUserCode(userCode) {
        return findWhere((payload) => payload.userCode === userCode)
      },
      async consume(id) {
        const entry = live(key(id))
        if (entry) entry.payload.consumed = Math.floor(now() / 1000)
      },
      async destroy(id) {
        entries.delete(key(id))
      },
      // oidc-provider calls it on each token model when a grant is revoked, e.g. when a used code is replayed.
      async revokeByGrantId(grantId) {
        for (const [entryKey, entry] of entries) {
          if (entryKey.startsWith(`${model}:`) && entry.payload.grantId === grantId) entries.delete(entryKey)
        }
      },
    }
  }
}
