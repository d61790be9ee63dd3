import { at, type SecureContext } from '../secureContext'

export interface DeviceState {
  approved: boolean
  verified: boolean
}

/** A user's device as known, or null when it never asked to log in. */
export async function findDevice(ctx: SecureContext, userId: string, deviceId: string): Promise<DeviceState | null> {
  const { rows } = await ctx.db.query<{ approved_at: Date | null; verified_at: Date | null }>(
    'SELECT approved_at, verified_at FROM secure_devices WHERE user_id = $1 AND device_id = $2',
    [userId, deviceId],
  )
  const row = rows[0]
  return row ? { approved: row.approved_at !== null || row.verified_at !== null, verified: row.verified_at !== null } : null
}

export async function rememberDevice(ctx: SecureContext, userId: string, deviceId: string): Promise<void> {
  await ctx.db.query(
    'INSERT INTO secure_devices (user_id, device_id, created_at) VALUES ($1, $2, $3) ON CONFLICT (user_id, device_id) DO NOTHING',
    [userId, deviceId, at(ctx)],
  )
}

/** The device-approval link was opened. */
export async function approveDevice(ctx: SecureContext, userId: string, deviceId: string): Promise<void> {
  await rememberDevice(ctx, userId, deviceId)
  await ctx.db.query('UPDATE secure_devices SET approved_at = coalesce(approved_at, $3) WHERE user_id = $1 AND device_id = $2', [userId, deviceId, at(ctx)])
}

/** A correct login code was entered on this device. */
export async function verifyDevice(ctx: SecureContext, userId: string, deviceId: string): Promise<void> {
  await rememberDevice(ctx, userId, deviceId)
  await ctx.db.query(
    'UPDATE secure_devices SET approved_at = coalesce(approved_at, $3), verified_at = coalesce(verified_at, $3) WHERE user_id = $1 AND device_id = $2',
    [userId, deviceId, at(ctx)],
  )
}
