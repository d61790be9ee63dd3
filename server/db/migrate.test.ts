import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from './Db'
import { migrate, readMigrations } from './migrate'
import { MEMORY_DATA_DIR, openPglite } from './openPglite'

describe('migrate', () => {
  let db: Db
  beforeAll(async () => {
    db = await openPglite(MEMORY_DATA_DIR)
  })
  afterAll(async () => {
    await db.close()
  })

  it('applies every migration file once, in order, and records it', async () => {
    const files = readMigrations().map((migration) => migration.version)
    expect(files[0]).toBe('001_initial')
    expect(await migrate(db)).toEqual(files)
    const { rows } = await db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version')
    expect(rows.map((row) => row.version)).toEqual(files)
    const tables = await db.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`,
    )
    expect(tables.rows.map((row) => row.name)).toEqual(['analytics_events', 'audit_log', 'chain_index_state', 'chain_nfts', 'chain_tokens', 'chain_transactions', 'chain_transfers', 'dashboard_codes', 'dashboard_sessions', 'domain_verifications', 'name_messages', 'names', 'pay_exchange_balances', 'pay_orders', 'projects', 'schema_migrations', 'secure_approvals', 'secure_device_attempts', 'secure_device_tokens', 'secure_devices', 'secure_email_events', 'secure_email_updates', 'secure_farcaster_channels', 'secure_mail_throttle', 'secure_otps', 'secure_sessions', 'secure_social_identities', 'secure_social_states', 'secure_solana_wallets', 'secure_users', 'secure_wallets', 'siwx_nonces', 'siwx_sessions', 'team_members', 'teams', 'wallets'])
  })

  it('is idempotent: a second run applies nothing and keeps the data', async () => {
    await db.query(`INSERT INTO projects (id, name, features) VALUES ('kept', 'Kept', '{}'::jsonb)`)
    expect(await migrate(db)).toEqual([])
    const { rows } = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM schema_migrations')
    expect(rows[0]!.count).toBe(readMigrations().length)
    const kept = await db.query<{ id: string }>(`SELECT id FROM projects WHERE id = 'kept'`)
    expect(kept.rows).toHaveLength(1)
  })

  it('applies only new migrations, and a failing one leaves neither its changes nor its record', async () => {
    const existing = readMigrations()
    const good = { version: '900_good', sql: 'CREATE TABLE good_table (x int);' }
    const bad = { version: '901_bad', sql: 'CREATE TABLE half_table (x int); SELECT nope FROM nowhere;' }
    expect(await migrate(db, [...existing, good])).toEqual(['900_good'])
    await expect(migrate(db, [...existing, good, bad])).rejects.toThrow(/nowhere/)
    const { rows } = await db.query<{ half: string | null; good: string | null }>(
      `SELECT to_regclass('half_table')::text AS half, to_regclass('good_table')::text AS good`,
    )
    expect(rows[0]).toEqual({ half: null, good: 'good_table' })
    const recorded = await db.query<{ version: string }>(`SELECT version FROM schema_migrations WHERE version LIKE '90%'`)
    expect(recorded.rows.map((row) => row.version)).toEqual(['900_good'])
  })
})
