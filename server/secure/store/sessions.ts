import { hashSecret, randomToken } from '../crypto/secrets'
import type { SessionUser } from '../http/secureEnv'
import { at, SECURE_LIMITS, type SecureContext } from '../secureContext'

/** How a social sign-in reached the session: the provider and the name it gave. */
export interface SessionOrigin {
  authProvider: string
  userName: string | null
}

/** A new 30-day session for a user on a device; returns the bearer token (only its hash is stored). */
export async function createSession(ctx: SecureContext, userId: string, deviceId: string, origin?: SessionOrigin): Promise<string> {
  const token = randomToken()
  await ctx.db.query(
    `INSERT INTO secure_sessions (token_hash, user_id, device_id, expires_at, created_at, auth_provider, user_name)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [hashSecret(ctx.keys, token), userId, deviceId, at(ctx, SECURE_LIMITS.sessionTtlMs), at(ctx), origin?.authProvider ?? null, origin?.userName ?? null],
  )
  return token
}

/** The user of an unexpired session, or null. */
export async function findSession(ctx: SecureContext, token: string): Promise<SessionUser | null> {
  const tokenHash = hashSecret(ctx.keys, token)
  const { rows } = await ctx.db.query<{ id: string; email: string | null; device_id: string; auth_provider: string | null; user_name: string | null }>(
    `SELECT u.id::text AS id, u.email, s.device_id, s.auth_provider, s.user_name FROM secure_sessions s JOIN secure_users u ON u.id = s.user_id
     WHERE s.token_hash = $1 AND s.expires_at > $2`,
    [tokenHash, at(ctx)],
  )
  const row = rows[0]
  return row ? { id: row.id, email: row.email, deviceId: row.device_id, tokenHash, authProvider: row.auth_provider, userName: row.user_name } : null
}

export async function deleteSession(ctx: SecureContext, tokenHash: string): Promise<void> {
  await ctx.db.query('DELETE FROM secure_sessions WHERE token_hash = $1 OR expires_at <= $2', [tokenHash, at(ctx)])
}

/** When the session behind this token hash was made (its login), or null. */
export async function sessionCreatedAt(ctx: SecureContext, tokenHash: string): Promise<Date | null> {
  const { rows } = await ctx.db.query<{ created_at: Date | string }>('SELECT created_at FROM secure_sessions WHERE token_hash = $1', [tokenHash])
  const row = rows[0]
  return row ? new Date(row.created_at) : null
}
