import { ApiError, ERRORS } from '../http/apiError'
import { at, SECURE_LIMITS, type SecureContext } from '../secureContext'

/** What a device may start only so often: an OAuth sign-in, a Farcaster channel. */
export type AttemptKind = 'social_redirect' | 'farcaster_channel'

const PER_WINDOW: Record<AttemptKind, number> = {
  social_redirect: SECURE_LIMITS.socialRedirectsPerWindow,
  farcaster_channel: SECURE_LIMITS.farcasterChannelsPerWindow,
}

/**
 * Counts an attempt of this device, or refuses it with 429 'Too many attempts. Try again later.' when the
 * window (a sliding minute) already holds the kind's limit. Refused attempts are not counted. One upsert: the
 * row lock serializes concurrent claims of one device.
 */
export async function claimDeviceAttempt(ctx: SecureContext, deviceId: string, kind: AttemptKind): Promise<void> {
  const windowStart = at(ctx, -SECURE_LIMITS.attemptWindowMs)
  await ctx.db.query('DELETE FROM secure_device_attempts WHERE last_at <= $1', [windowStart])
  const { rows } = await ctx.db.query<{ device_id: string }>(
    `INSERT INTO secure_device_attempts AS a (device_id, kind, attempts, last_at) VALUES ($1, $2, ARRAY[$3::timestamptz], $3)
     ON CONFLICT (device_id, kind) DO UPDATE
       SET attempts = ARRAY(SELECT t FROM unnest(a.attempts) AS t WHERE t > $4 ORDER BY t) || $3::timestamptz, last_at = $3
       WHERE (SELECT count(*) FROM unnest(a.attempts) AS t WHERE t > $4) < $5
     RETURNING device_id`,
    [deviceId, kind, at(ctx), windowStart, PER_WINDOW[kind]],
  )
  if (rows.length === 0) throw new ApiError(429, ERRORS.tryAgainLater)
}
