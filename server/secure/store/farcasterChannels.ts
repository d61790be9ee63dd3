import { at, SECURE_LIMITS, type SecureContext } from '../secureContext'

/** Who asked for a Farcaster sign-in: a device of a project. */
export interface ChannelOwner {
  deviceId: string
  projectId: string
}

export interface FarcasterChannel {
  id: string
  channelToken: string
  nonce: string
}

/** Keeps the relay's channel (10 min); it replaces the device's earlier ones. */
export async function saveFarcasterChannel(ctx: SecureContext, owner: ChannelOwner, channel: Omit<FarcasterChannel, 'id'>): Promise<void> {
  await ctx.db.query('DELETE FROM secure_farcaster_channels WHERE expires_at <= $1', [at(ctx)])
  await ctx.db.query(
    'INSERT INTO secure_farcaster_channels (device_id, project_id, channel_token, nonce, expires_at) VALUES ($1, $2, $3, $4, $5)',
    [owner.deviceId, owner.projectId, channel.channelToken, channel.nonce, at(ctx, SECURE_LIMITS.farcasterChannelTtlMs)],
  )
}

/** The device's newest channel while unused and unexpired; null otherwise (only the newest counts). */
export async function findOpenChannel(ctx: SecureContext, owner: ChannelOwner): Promise<FarcasterChannel | null> {
  // Ordered by the bigint column: the text alias `id` would sort '9' after '10'.
  const { rows } = await ctx.db.query<{ id: string; channel_token: string; nonce: string; expires_at: Date; used_at: Date | null }>(
    `SELECT id::text AS id, channel_token, nonce, expires_at, used_at FROM secure_farcaster_channels
     WHERE device_id = $1 AND project_id = $2 ORDER BY secure_farcaster_channels.id DESC LIMIT 1`,
    [owner.deviceId, owner.projectId],
  )
  const row = rows[0]
  if (!row || row.used_at !== null || row.expires_at.getTime() <= ctx.now()) return null
  return { id: row.id, channelToken: row.channel_token, nonce: row.nonce }
}

/** Marks the channel used; false when another call did first. */
export async function consumeChannel(ctx: SecureContext, id: string): Promise<boolean> {
  const { rows } = await ctx.db.query<{ id: string }>(
    'UPDATE secure_farcaster_channels SET used_at = $2 WHERE id = $1 AND used_at IS NULL RETURNING id::text AS id',
    [id, at(ctx)],
  )
  return rows.length > 0
}
