/** Property tests (fast-check): what the kit reads back from storage (another tab, an old version, a hand edit). */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { createMemoryStorage, createStorage } from './storage'

describe('storage reads: any stored text gives a value that passes its schema, or nothing (and the entry is dropped)', () => {
  it('random text and random JSON under a key', () => {
    const schema = z.object({ eip155: z.array(z.object({ connectorId: z.string() })) })
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary' }), fc.jsonValue().map((value) => JSON.stringify(value))), (raw) => {
        const backend = createMemoryStorage()
        const storage = createStorage(backend, { log: () => undefined })
        backend.setItem('@gangway/connections', raw)
        const value = storage.get('connections', schema)
        if (value === undefined) expect(backend.getItem('@gangway/connections')).toBeNull()
        else expect(z.safeParse(schema, value).success).toBe(true)
      }),
      { numRuns: 2_000 },
    )
    // 2,000 runs are CPU-bound: seconds idle, a minute with the cores busy.
  }, 120_000)
})
