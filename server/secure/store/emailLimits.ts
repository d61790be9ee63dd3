import { ApiError, ERRORS } from '../http/apiError'
import { at, SECURE_LIMITS, type SecureContext } from '../secureContext'

type EmailEvent = 'code_issued' | 'code_failed'

async function countSince(ctx: SecureContext, email: string, kind: EmailEvent, windowMs: number): Promise<number> {
  const { rows } = await ctx.db.query<{ n: string }>('SELECT count(*)::text AS n FROM secure_email_events WHERE email = $1 AND kind = $2 AND at > $3', [email, kind, at(ctx, -windowMs)])
  return Number(rows[0]?.n ?? 0)
}

export async function recordEmailEvent(ctx: SecureContext, email: string, kind: EmailEvent): Promise<void> {
  await ctx.db.query('INSERT INTO secure_email_events (email, kind, at) VALUES ($1, $2, $3)', [email, kind, at(ctx)])
}

/**
 * Limits per address across all devices (device ids are the caller's to choose): at most 5 codes mailed
 * per 10 minutes, and 10 wrong codes per hour; past either the address is locked for that window with
 * 429 'Too many attempts. Try again later.'
 */
export async function assertEmailNotLocked(ctx: SecureContext, email: string, about: 'issue' | 'verify'): Promise<void> {
  const failures = await countSince(ctx, email, 'code_failed', SECURE_LIMITS.failureWindowMs)
  if (failures >= SECURE_LIMITS.maxFailuresPerEmail) throw new ApiError(429, ERRORS.tryAgainLater)
  if (about === 'issue' && (await countSince(ctx, email, 'code_issued', SECURE_LIMITS.issueWindowMs)) >= SECURE_LIMITS.maxCodesPerEmail) {
    throw new ApiError(429, ERRORS.tryAgainLater)
  }
}
