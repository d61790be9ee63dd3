import { hashSecret, randomToken } from '../crypto/secrets'
import { at, SECURE_LIMITS, type SecureContext } from '../secureContext'

/** A single-use device-approval token (15 min); returns the token for the mailed link. */
export async function issueDeviceToken(ctx: SecureContext, userId: string, deviceId: string): Promise<string> {
  const token = randomToken()
  await ctx.db.query(
    'INSERT INTO secure_device_tokens (token_hash, user_id, device_id, expires_at) VALUES ($1, $2, $3, $4)',
    [hashSecret(ctx.keys, `device:${token}`), userId, deviceId, at(ctx, SECURE_LIMITS.deviceTokenTtlMs)],
  )
  return token
}

/** Marks the token used and returns whom it approves; null when unknown, used or expired. */
export async function consumeDeviceToken(ctx: SecureContext, token: string): Promise<{ userId: string; deviceId: string } | null> {
  const { rows } = await ctx.db.query<{ user_id: string; device_id: string }>(
    `UPDATE secure_device_tokens SET used_at = $2
     WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2
     RETURNING user_id::text AS user_id, device_id`,
    [hashSecret(ctx.keys, `device:${token}`), at(ctx)],
  )
  const row = rows[0]
  return row ? { userId: row.user_id, deviceId: row.device_id } : null
}
