import { randomBytes, randomUUID } from 'node:crypto'
import { SIWX_NONCE_TTL_MS, type SiwxMessageData, type SiwxSessionRecord } from '../../../src/protocol/siwx'
import type { Db } from '../../db/Db'

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/** 24 random letters and digits (EIP-4361 wants at least 8 alphanumerics; this is ~143 bits). */
function newNonce(): string {
  const bytes = randomBytes(24)
  return Array.from(bytes, (byte) => ALPHANUMERIC[byte % 62]).join('')
}

const iso = (value: Date | string): string => new Date(value).toISOString()

interface SessionRow {
  id: string
  address: string
  caip_network_id: string
  message: string
  signature: string
  data: SiwxMessageData
  created_at: Date | string
  expires_at: Date | string
}

const toRecord = (row: SessionRow): SiwxSessionRecord => ({ pci: row.id, data: row.data, message: row.message, signature: row.signature, createdAt: iso(row.created_at), expiresAt: iso(row.expires_at) })

/** A fresh nonce for the project, valid for SIWX_NONCE_TTL_MS; the project's spent or expired ones are cleared first. */
export async function createNonce(db: Db, projectId: string, now: Date): Promise<{ nonce: string; expiresAt: string }> {
  await db.query('DELETE FROM siwx_nonces WHERE project_id = $1 AND (expires_at <= $2 OR used_at IS NOT NULL)', [projectId, now])
  const nonce = newNonce()
  const expiresAt = new Date(now.getTime() + SIWX_NONCE_TTL_MS)
  await db.query('INSERT INTO siwx_nonces (nonce, project_id, created_at, expires_at) VALUES ($1, $2, $3, $4)', [nonce, projectId, now, expiresAt])
  return { nonce, expiresAt: expiresAt.toISOString() }
}

/** Spends the nonce: true once, for the project that asked for it, before it expires; false ever after. */
export async function spendNonce(db: Db, projectId: string, nonce: string, now: Date): Promise<boolean> {
  const { rows } = await db.query<{ nonce: string }>(
    'UPDATE siwx_nonces SET used_at = $3 WHERE nonce = $1 AND project_id = $2 AND used_at IS NULL AND expires_at > $3 RETURNING nonce',
    [nonce, projectId, now],
  )
  return rows.length === 1
}

export async function insertSession(
  db: Db,
  session: { projectId: string; address: string; caipNetworkId: string; message: string; signature: string; data: SiwxMessageData; createdAt: Date; expiresAt: Date },
): Promise<SiwxSessionRecord> {
  const { rows } = await db.query<SessionRow>(
    `INSERT INTO siwx_sessions (id, project_id, address, caip_network_id, message, signature, data, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id, address, caip_network_id, message, signature, data, created_at, expires_at`,
    [randomUUID(), session.projectId, session.address, session.caipNetworkId, session.message, session.signature, JSON.stringify(session.data), session.createdAt, session.expiresAt],
  )
  return toRecord(rows[0]!)
}

/** The address's sessions in the project that are neither revoked nor expired, newest first (one network's, if named). */
export async function liveSessions(db: Db, projectId: string, address: string, now: Date, caipNetworkId?: string): Promise<SiwxSessionRecord[]> {
  const { rows } = await db.query<SessionRow>(
    `SELECT id, address, caip_network_id, message, signature, data, created_at, expires_at FROM siwx_sessions
     WHERE project_id = $1 AND lower(address) = $2 AND revoked_at IS NULL AND expires_at > $3 AND ($4::text IS NULL OR caip_network_id = $4)
     ORDER BY created_at DESC, id LIMIT 100`,
    [projectId, address.toLowerCase(), now, caipNetworkId ?? null],
  )
  return rows.map(toRecord)
}

/** A live session of the address by its id, with the domain it was signed for. */
export async function findLiveSession(db: Db, projectId: string, address: string, pci: string, now: Date): Promise<{ chainId: string; domain: string } | undefined> {
  const { rows } = await db.query<{ caip_network_id: string; data: SiwxMessageData }>(
    'SELECT caip_network_id, data FROM siwx_sessions WHERE id = $1 AND project_id = $2 AND lower(address) = $3 AND revoked_at IS NULL AND expires_at > $4',
    [pci, projectId, address.toLowerCase(), now],
  )
  const row = rows[0]
  return row && { chainId: row.caip_network_id, domain: row.data.domain }
}

/** Ends the session (a conditional update: ending it twice ends it once). */
export async function revokeSession(db: Db, projectId: string, pci: string, now: Date): Promise<boolean> {
  const { rows } = await db.query<{ id: string }>('UPDATE siwx_sessions SET revoked_at = $3 WHERE id = $1 AND project_id = $2 AND revoked_at IS NULL RETURNING id', [pci, projectId, now])
  return rows.length === 1
}
