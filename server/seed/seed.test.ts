import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../db/Db'
import { openSeededDb } from '../testing/openSeededDb'
import { WALLETS_FILE, validateWallets } from './loadWallets'
import { scaleWallets } from './scaleWallets'
import { seed } from './seed'
import { PROJECTS } from '../data/projects'
import { DEV_NAMES } from '../data/devNames'
import { findProject } from '../projects/findProject'
import { SLOW_SETUP_MS } from '../testing/hookTimeouts'

const raw = JSON.parse(readFileSync(WALLETS_FILE, 'utf8')) as { id: string; name: string }[]

describe('validateWallets', () => {
  it('keeps every record of the seed file', () => {
    const log: string[] = []
    expect(validateWallets(raw, (line) => log.push(line))).toHaveLength(729)
    expect(log).toEqual([])
  })

  it('drops and logs a bad record, a bad field value and a duplicate id, and keeps the rest in order', () => {
    const [first, second, third] = raw
    const log: string[] = []
    const kept = validateWallets(
      [first, { ...second, name: undefined }, { ...third, homepage: 'nothing' }, third, { ...first }],
      (line) => log.push(line),
    )
    expect(kept.map((wallet) => wallet.id)).toEqual([first!.id, third!.id])
    expect(log).toHaveLength(3)
    expect(log[0]).toMatch(/#1.*name/)
    expect(log[1]).toMatch(/#2.*homepage/)
    expect(log[2]).toMatch(/#4: duplicate id/)
  })
})

describe('scaleWallets', () => {
  const real = validateWallets(raw, () => {})

  it('derives clearly named synthetic records with distinct ids up to the size', () => {
    const scaled = scaleWallets(real, 5000)
    expect(scaled).toHaveLength(5000)
    expect(new Set(scaled.map((wallet) => wallet.id)).size).toBe(5000)
    expect(scaled.slice(0, 729)).toEqual(real)
    expect(scaled[729]!.name).toBe(`${real[0]!.name} (bench 1)`)
    expect(scaled[729]!.id).toMatch(/^[0-9a-f]{64}$/)
    expect(scaled.slice(729).every((wallet) => wallet.rdns === null && wallet.badge_type === 'none')).toBe(true)
  })

  it('truncates to a smaller size and rejects a non-positive one', () => {
    expect(scaleWallets(real, 3)).toEqual(real.slice(0, 3))
    expect(() => scaleWallets(real, 0)).toThrow(/positive integer/)
  })
})

describe('seed', () => {
  let db: Db
  beforeAll(async () => {
    db = await openSeededDb()
  }, SLOW_SETUP_MS)
  afterAll(async () => {
    await db.close()
  })
  const count = async (table: string): Promise<number> =>
    (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n

  it('is idempotent and ranks wallets in file order', async () => {
    expect(await seed(db)).toEqual({ wallets: 729, projects: PROJECTS.length, names: DEV_NAMES.length })
    expect(await count('wallets')).toBe(729)
    expect(await count('projects')).toBe(PROJECTS.length)
    const { rows } = await db.query<{ id: string }>('SELECT id FROM wallets ORDER BY sort_order LIMIT 3')
    expect(rows.map((row) => row.id)).toEqual(raw.slice(0, 3).map((wallet) => wallet.id))
  })

  it('seeds gas sponsorship off for every project but gangway-sponsored; a project added by hand has it off', async () => {
    const { rows } = await db.query<{ id: string }>('SELECT id FROM projects WHERE sponsor_gas ORDER BY id')
    expect(rows.map((row) => row.id)).toEqual(['gangway-sponsored'])
    await db.query(`INSERT INTO projects (id, name, features) VALUES ('by-hand', 'By hand', '{"email":true,"socials":[],"swaps":false,"onramp":false,"activity":false,"multiWallet":false}'::jsonb)`)
    expect((await findProject(db, 'by-hand'))?.sponsorGas).toBe(false)
    expect((await findProject(db, 'gangway-sponsored'))?.sponsorGas).toBe(true)
  })

  it('scales to N records and back, leaving no bench record behind', async () => {
    await seed(db, { walletScale: 1200 })
    expect(await count('wallets')).toBe(1200)
    expect(await count(`wallets WHERE name LIKE '% (bench %)'`)).toBe(1200 - 729)
    await seed(db)
    expect(await count('wallets')).toBe(729)
  })
})
