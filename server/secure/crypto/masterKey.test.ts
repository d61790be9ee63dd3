import { randomBytes } from 'node:crypto'
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadMasterKey } from './masterKey'
import { deriveKeys, hashSecret, openKey, randomOtp, sealKey } from './secrets'

describe('master key', () => {
  let root: string
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'gangway-key-'))
  })
  afterAll(async () => {
    await rm(root, { recursive: true, force: true })
  })

  it('env SECURE_SITE_KEY wins (64 hex) and a malformed one is refused', async () => {
    const hex = randomBytes(32).toString('hex')
    expect((await loadMasterKey({ envKey: hex, dataDir: join(root, 'unused', 'pglite') })).toString('hex')).toBe(hex)
    await expect(loadMasterKey({ envKey: 'abc' })).rejects.toThrow('SECURE_SITE_KEY must be 64 hex characters (32 bytes)')
  })

  it('is created once beside the PGlite folder, mode 0600, and read back on the next start', async () => {
    const dataDir = join(root, 'data', 'pglite')
    const logs: string[] = []
    const first = await loadMasterKey({ envKey: undefined, dataDir, log: (line) => logs.push(line) })
    const file = join(root, 'data', 'secure-site.key')
    expect((await stat(file)).mode & 0o777).toBe(0o600)
    expect((await readFile(file, 'utf8')).trim()).toBe(first.toString('hex'))
    expect(logs.join('\n')).not.toContain(first.toString('hex'))
    expect((await loadMasterKey({ envKey: undefined, dataDir })).equals(first)).toBe(true)
    await writeFile(file, 'garbage')
    await expect(loadMasterKey({ envKey: undefined, dataDir })).rejects.toThrow('must hold 64 hex characters')
  })

  it("is random and kept in memory only for 'memory://'", async () => {
    const a = await loadMasterKey({ envKey: undefined, dataDir: 'memory://' })
    const b = await loadMasterKey({ envKey: undefined, dataDir: 'memory://' })
    expect(a).toHaveLength(32)
    expect(a.equals(b)).toBe(false)
  })
})

describe('secrets', () => {
  const keys = deriveKeys(randomBytes(32))

  it('seals with AES-256-GCM: a fresh IV each time, tampering or another key fails', () => {
    const a = sealKey(keys, 'secret', 'ctx')
    const b = sealKey(keys, 'secret', 'ctx')
    expect(a.iv).not.toBe(b.iv)
    expect(openKey(keys, a, 'ctx')).toBe('secret')
    expect(() => openKey(keys, { ...a, tag: b.tag }, 'ctx')).toThrow()
    expect(() => openKey(deriveKeys(randomBytes(32)), a, 'ctx')).toThrow()
  })

  it('hashes are keyed: another master key gives another hash', () => {
    expect(hashSecret(keys, 'x')).toMatch(/^[0-9a-f]{64}$/)
    expect(hashSecret(keys, 'x')).not.toBe(hashSecret(deriveKeys(randomBytes(32)), 'x'))
  })

  it('codes are 6 digits', () => {
    for (let i = 0; i < 50; i++) expect(randomOtp()).toMatch(/^\d{6}$/)
  })
})
