import { randomBytes } from 'node:crypto'
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { DEFAULT_DATA_DIR } from '../../db/openDb'
import { MEMORY_DATA_DIR } from '../../db/openPglite'

export const MASTER_KEY_FILE_NAME = 'secure-site.key'
const HEX_KEY = /^[0-9a-fA-F]{64}$/

export interface MasterKeyOptions {
  /** The PGlite data folder (default .data/pglite) or 'memory://'; the key file goes beside it. */
  dataDir?: string | undefined
  /** Default env SECURE_SITE_KEY. */
  envKey?: string | undefined
  log?: (line: string) => void
}

/**
 * The secure site's 32-byte master key: env SECURE_SITE_KEY (64 hex), else `<data folder>/secure-site.key`
 * (created once, mode 0600), else for 'memory://' a random key that lives as long as the process.
 * Never logged.
 */
export async function loadMasterKey(options: MasterKeyOptions = {}): Promise<Buffer> {
  const envKey = 'envKey' in options ? options.envKey : process.env['SECURE_SITE_KEY']
  if (envKey !== undefined && envKey !== '') {
    if (!HEX_KEY.test(envKey.trim())) throw new Error('SECURE_SITE_KEY must be 64 hex characters (32 bytes)')
    return Buffer.from(envKey.trim(), 'hex')
  }
  if (options.dataDir === MEMORY_DATA_DIR) return randomBytes(32)
  const file = join(dirname(resolve(options.dataDir ?? DEFAULT_DATA_DIR)), MASTER_KEY_FILE_NAME)
  const stored = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined
    throw error
  })
  if (stored !== undefined) {
    if (!HEX_KEY.test(stored.trim())) throw new Error(`${file} must hold 64 hex characters; remove it to make a new key (existing wallets become unreadable)`)
    return Buffer.from(stored.trim(), 'hex')
  }
  const key = randomBytes(32)
  await mkdir(dirname(file), { recursive: true })
  // 'wx': never overwrite a key another process wrote meanwhile.
  await writeFile(file, `${key.toString('hex')}\n`, { mode: 0o600, flag: 'wx' })
  await chmod(file, 0o600)
  options.log?.(`secure site: created a master key in ${file}`)
  return key
}
