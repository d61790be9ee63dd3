import type { Db } from '../db/Db'
import { MEMORY_DATA_DIR, openPglite } from '../db/openPglite'
import { dropSeededDbImage, seededDbImage, type SeedImageOptions } from './seededDbImage'

/**
 * For tests: a fresh in-memory PGlite, migrated and seeded, independent of every other. Close it in
 * afterAll. The seeding happens once (seededDbImage); each call loads a copy of that data folder.
 */
export async function openSeededDb(options: SeedImageOptions = {}): Promise<Db> {
  const image = await seededDbImage(options)
  try {
    return await openPglite(MEMORY_DATA_DIR, { loadDataDir: image.tarball })
  } catch (error) {
    // A cache file another process left unreadable: seed afresh rather than fail the suite.
    if (image.source !== 'file') throw error
    await dropSeededDbImage(options.walletScale)
    return openPglite(MEMORY_DATA_DIR, { loadDataDir: (await seededDbImage(options)).tarball })
  }
}
