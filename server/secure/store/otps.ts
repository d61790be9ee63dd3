import { hashSecret, randomOtp, sameHash } from '../crypto/secrets'
import { ApiError, ERRORS } from '../http/apiError'
import { at, SECURE_LIMITS, type SecureContext } from '../secureContext'
import { assertEmailNotLocked, recordEmailEvent } from './emailLimits'

export type OtpPurpose = 'login' | 'update_primary' | 'update_secondary'

/** Whom a code is for: an address, what it is for, and what it is bound to (device id for login, user id for updates). */
export interface OtpSubject {
  email: string
  purpose: OtpPurpose
  scope: string
}

const codeHash = (ctx: SecureContext, subject: OtpSubject, code: string): string =>
  hashSecret(ctx.keys, `otp:${subject.purpose}:${subject.scope}:${subject.email}:${code}`)

/** A new 6-digit code (10 min, single use); it replaces any earlier code of the same subject. Returns the code to mail. */
export async function issueOtp(ctx: SecureContext, subject: OtpSubject): Promise<string> {
  await assertEmailNotLocked(ctx, subject.email, 'issue')
  await recordEmailEvent(ctx, subject.email, 'code_issued')
  const code = randomOtp()
  await ctx.db.query(
    `INSERT INTO secure_otps (email, purpose, scope, code_hash, expires_at) VALUES ($1, $2, $3, $4, $5)`,
    [subject.email, subject.purpose, subject.scope, codeHash(ctx, subject, code), at(ctx, SECURE_LIMITS.otpTtlMs)],
  )
  // Older codes of this subject can never be used again.
  await ctx.db.query(
    `DELETE FROM secure_otps WHERE email = $1 AND purpose = $2 AND scope = $3
       AND id < (SELECT max(id) FROM secure_otps WHERE email = $1 AND purpose = $2 AND scope = $3)`,
    [subject.email, subject.purpose, subject.scope],
  )
  return code
}

interface OtpRow {
  id: string
  code_hash: string
  expires_at: Date
  attempts: number
  used_at: Date | null
}

/**
 * Consumes the subject's newest code when `code` matches. Throws 400: 'Invalid code' (wrong, used, or none),
 * 'Code expired', or 'Too many attempts. Request a new code.' (the third wrong entry voids the code, and
 * every later try, right or wrong, says so).
 */
export async function consumeOtp(ctx: SecureContext, subject: OtpSubject, code: string): Promise<void> {
  // Ordered by the bigint column: the text alias `id` would sort '9' after '10'.
  const { rows } = await ctx.db.query<OtpRow>(
    `SELECT id::text AS id, code_hash, expires_at, attempts, used_at FROM secure_otps
     WHERE email = $1 AND purpose = $2 AND scope = $3 ORDER BY secure_otps.id DESC LIMIT 1`,
    [subject.email, subject.purpose, subject.scope],
  )
  const row = rows[0]
  await assertEmailNotLocked(ctx, subject.email, 'verify')
  if (!row || row.used_at !== null) throw new ApiError(400, ERRORS.invalidCode)
  if (row.attempts >= SECURE_LIMITS.otpMaxAttempts) throw new ApiError(400, ERRORS.tooManyAttempts)
  if (row.expires_at.getTime() <= ctx.now()) throw new ApiError(400, ERRORS.codeExpired)
  if (!sameHash(row.code_hash, codeHash(ctx, subject, code))) {
    await recordEmailEvent(ctx, subject.email, 'code_failed')
    const counted = await ctx.db.query<{ attempts: number }>(
      'UPDATE secure_otps SET attempts = attempts + 1 WHERE id = $1 AND attempts < $2 RETURNING attempts',
      [row.id, SECURE_LIMITS.otpMaxAttempts],
    )
    const attempts = counted.rows[0]?.attempts ?? SECURE_LIMITS.otpMaxAttempts
    throw new ApiError(400, attempts >= SECURE_LIMITS.otpMaxAttempts ? ERRORS.tooManyAttempts : ERRORS.invalidCode)
  }
  // Single use, also against two concurrent submissions of the right code.
  const used = await ctx.db.query<{ id: string }>(
    'UPDATE secure_otps SET used_at = $2 WHERE id = $1 AND used_at IS NULL AND attempts < $3 RETURNING id::text AS id',
    [row.id, at(ctx), SECURE_LIMITS.otpMaxAttempts],
  )
  if (used.rows.length === 0) throw new ApiError(400, ERRORS.invalidCode)
}
