import { openKey, sealKey } from '../crypto/secrets'
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
  /** When it was opened (ms). */
  openedAt: number
}

/** The associated data a channel token is sealed with: a row copied to another device or project does not open. */
const tokenContext = (owner: ChannelOwner): string => `gangway farcaster channel of device ${owner.deviceId} in project ${owner.projectId}`

/** The relay's token lets anyone read the sign-in's outcome: kept sealed, 'iv.tag.ciphertext' (hex). */
function sealToken(ctx: SecureContext, owner: ChannelOwner, token: string): string {
  const sealed = sealKey(ctx.keys, token, tokenContext(owner))
  return `${sealed.iv}.${sealed.tag}.${sealed.encryptedKey}`
}

function openToken(ctx: SecureContext, owner: ChannelOwner, stored: string): string | null {
  const [iv, tag, encryptedKey] = stored.split('.')
  if (!iv || !tag || !encryptedKey) return null
  try {
    return openKey(ctx.keys, { iv, tag, encryptedKey }, tokenContext(owner))
  } catch {
    return null
  }
}

/** Keeps the relay's channel (10 min), its token sealed; it replaces the device's earlier ones. */
export async function saveFarcasterChannel(ctx: SecureContext, owner: ChannelOwner, channel: Pick<FarcasterChannel, 'channelToken' | 'nonce'>): Promise<void> {
  await ctx.db.query('DELETE FROM secure_farcaster_channels WHERE expires_at <= $1', [at(ctx)])
  await ctx.db.query(
    'INSERT INTO secure_farcaster_channels (device_id, project_id, sealed_channel_token, nonce, expires_at) VALUES ($1, $2, $3, $4, $5)',
    [owner.deviceId, owner.projectId, sealToken(ctx, owner, channel.channelToken), channel.nonce, at(ctx, SECURE_LIMITS.farcasterChannelTtlMs)],
  )
}

/** The device's newest channel while unused and unexpired, its token opened; null otherwise (only the newest counts). */
export async function findOpenChannel(ctx: SecureContext, owner: ChannelOwner): Promise<FarcasterChannel | null> {
  // Ordered by the bigint column: the text alias `id` would sort '9' after '10'.
  const { rows } = await ctx.db.query<{ id: string; sealed_channel_token: string | null; nonce: string; expires_at: Date; used_at: Date | null }>(
    `SELECT id::text AS id, sealed_channel_token, nonce, expires_at, used_at FROM secure_farcaster_channels
     WHERE device_id = $1 AND project_id = $2 ORDER BY secure_farcaster_channels.id DESC LIMIT 1`,
    [owner.deviceId, owner.projectId],
  )
  const row = rows[0]
  if (!row || row.used_at !== null || row.expires_at.getTime() <= ctx.now() || row.sealed_channel_token === null) return null
  const channelToken = openToken(ctx, owner, row.sealed_channel_token)
  const openedAt = row.expires_at.getTime() - SECURE_LIMITS.farcasterChannelTtlMs
  return channelToken === null ? null : { id: row.id, channelToken, nonce: row.nonce, openedAt }
}

/** Marks the channel used; false when another call did first. */
export async function consumeChannel(ctx: SecureContext, id: string): Promise<boolean> {
  const { rows } = await ctx.db.query<{ id: string }>(
    'UPDATE secure_farcaster_channels SET used_at = $2 WHERE id = $1 AND used_at IS NULL RETURNING id::text AS id',
    [id, at(ctx)],
  )
  return rows.length > 0
}
