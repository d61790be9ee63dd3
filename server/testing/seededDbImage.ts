import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { migrate } from '../db/migrate'
import { MEMORY_DATA_DIR, openPglite } from '../db/openPglite'
import { seed } from '../seed/seed'

const SERVER = fileURLToPath(new URL('../', import.meta.url))
const CACHE_DIR = fileURLToPath(new URL('../../node_modules/.cache/gangway/', import.meta.url))
/** What the seeded database is made of (server/ folders, their test files aside; dashboard/ seeds the dev team): a change makes a new image. */
const INPUT_DIRS = ['db', 'db/migrations', 'seed', 'data', 'dashboard']

export interface SeedImageOptions {
  walletScale?: number | undefined
  /** The seed's log lines, when this call is the one that seeds. */
  log?: (line: string) => void
}

export interface SeedImage {
  readonly tarball: Blob
  /** 'file' when it came from the cache folder, so a caller that cannot open it can drop it and seed afresh. */
  readonly source: 'seeded' | 'file'
}

const memo = new Map<string, Promise<SeedImage>>()

/**
 * A migrated and seeded PGlite data folder as a tarball, built once per process and kept in
 * node_modules/.cache/gangway (keyed by a hash of the migrations, the seed code and data and the PGlite
 * version) so that every test worker after the first only loads it: a fresh PGlite runs initdb, which on
 * a busy machine takes tens of seconds.
 */
export function seededDbImage(options: SeedImageOptions = {}): Promise<SeedImage> {
  const key = imageKey(options.walletScale)
  let image = memo.get(key)
  if (!image) {
    image = readCached(key).then((cached) => cached ?? build(key, options))
    image.catch(() => memo.delete(key))
    memo.set(key, image)
  }
  return image
}

/** Forgets an image that would not open (the cache file too), so the next call seeds afresh. */
export async function dropSeededDbImage(walletScale?: number): Promise<void> {
  const key = imageKey(walletScale)
  memo.delete(key)
  await rm(cacheFile(key), { force: true })
}

async function readCached(key: string): Promise<SeedImage | undefined> {
  try {
    return { tarball: new Blob([await readFile(cacheFile(key))]), source: 'file' }
  } catch {
    return undefined
  }
}

async function build(key: string, options: SeedImageOptions): Promise<SeedImage> {
  const db = await openPglite(MEMORY_DATA_DIR)
  try {
    await migrate(db)
    await seed(db, { walletScale: options.walletScale, log: options.log ?? (() => {}) })
    const tarball = await db.dumpDataDir()
    await writeCache(key, tarball)
    return { tarball, source: 'seeded' }
  } finally {
    await db.close()
  }
}

/** Written under a temporary name and renamed, so a worker never reads half a file; a failure only costs speed. */
async function writeCache(key: string, tarball: Blob): Promise<void> {
  const file = cacheFile(key)
  const partial = `${file}.${process.pid}.partial`
  try {
    await mkdir(CACHE_DIR, { recursive: true })
    await writeFile(partial, new Uint8Array(await tarball.arrayBuffer()))
    await rename(partial, file)
  } catch {
    await rm(partial, { force: true }).catch(() => undefined)
  }
}

function cacheFile(key: string): string {
  return join(CACHE_DIR, `seeded-db-${key}.tar`)
}

let inputsHash: string | undefined

function imageKey(walletScale: number | undefined): string {
  inputsHash ??= hashInputs()
  return `${inputsHash}-${walletScale ?? 'real'}`
}

function hashInputs(): string {
  const hash = createHash('sha256')
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite')
  const pglite = JSON.parse(readFileSync(join(dirname(pgliteEntry), '../package.json'), 'utf8')) as { version: string }
  hash.update(`pglite ${pglite.version}\n`)
  for (const dir of INPUT_DIRS) {
    const files = readdirSync(join(SERVER, dir), { withFileTypes: true })
      .filter((entry) => entry.isFile() && !entry.name.includes('.test.'))
      .map((entry) => entry.name)
      .sort()
    for (const file of files) hash.update(`${dir}/${file}\n`).update(readFileSync(join(SERVER, dir, file)))
  }
  return hash.digest('hex').slice(0, 16)
}
