import { ApiError } from '../http/apiError'
import { at, SECURE_LIMITS, type SecureContext } from '../secureContext'

/**
 * Mails a visitor can trigger, each with its own 30 s clock per address: login mails per device (a visitor
 * on a new device is not held back by the mail another device just asked for), update mails per address.
 */
export type MailKind = 'update' | `login:${string}`

/**
 * Spec §4/§5: the same kind of mail to the same address again within 30 s is refused with
 * 429 'Please try again after {n} seconds' (n = whole seconds left, rounded up). Claims the slot atomically.
 */
export async function claimMailSlot(ctx: SecureContext, email: string, kind: MailKind): Promise<void> {
  const now = at(ctx)
  const { rows } = await ctx.db.query<{ email: string }>(
    `INSERT INTO secure_mail_throttle (email, kind, last_sent_at) VALUES ($1, $2, $3)
     ON CONFLICT (email, kind) DO UPDATE SET last_sent_at = EXCLUDED.last_sent_at
       WHERE secure_mail_throttle.last_sent_at <= $4
     RETURNING email`,
    [email, kind, now, at(ctx, -SECURE_LIMITS.mailRetriggerMs)],
  )
  if (rows.length > 0) return
  const last = await ctx.db.query<{ last_sent_at: Date }>('SELECT last_sent_at FROM secure_mail_throttle WHERE email = $1 AND kind = $2', [email, kind])
  const sentAt = last.rows[0]?.last_sent_at.getTime() ?? ctx.now()
  const seconds = Math.max(1, Math.ceil((sentAt + SECURE_LIMITS.mailRetriggerMs - ctx.now()) / 1000))
  throw new ApiError(429, `Please try again after ${seconds} seconds`)
}

/** Gives the slot back (the mail could not be sent), so the visitor may retry at once. */
export async function releaseMailSlot(ctx: SecureContext, email: string, kind: MailKind): Promise<void> {
  await ctx.db.query('DELETE FROM secure_mail_throttle WHERE email = $1 AND kind = $2', [email, kind])
}
