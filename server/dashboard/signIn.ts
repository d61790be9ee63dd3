import type { Db } from '../db/Db'
import type { Mailer } from '../mail/mailer'
import { DashboardError } from './dashboardError'
import { newSecret, newSignInCode, sameHex, sha256Hex } from './dashboardSecrets'
import { ensureMember, type Member } from './teams'

export const SIGN_IN_LIMITS = {
  codeTtlMs: 10 * 60_000,
  /** A new code for the same address at most this often. */
  resendMs: 30_000,
  /** The third wrong code voids it. */
  maxAttempts: 3,
  sessionTtlMs: 7 * 24 * 3_600_000,
} as const

const codeHash = (email: string, code: string): string => sha256Hex(`dashboard-code:${email}:${code}`)

/** Mails a new code to `email` (replacing an earlier one); 429 within 30 s of the last. */
export async function sendSignInCode(db: Db, mailer: Mailer, email: string, dashboardUrl: string): Promise<void> {
  const code = newSignInCode()
  const { rows } = await db.query<{ email: string }>(
    `INSERT INTO dashboard_codes (email, code_hash, attempts, sent_at, expires_at) VALUES ($1, $2, 0, now(), now() + $3 * interval '1 millisecond')
     ON CONFLICT (email) DO UPDATE SET code_hash = EXCLUDED.code_hash, attempts = 0, sent_at = now(), expires_at = EXCLUDED.expires_at
       WHERE dashboard_codes.sent_at <= now() - $4 * interval '1 millisecond'
     RETURNING email`,
    [email, codeHash(email, code), SIGN_IN_LIMITS.codeTtlMs, SIGN_IN_LIMITS.resendMs],
  )
  if (rows.length === 0) throw new DashboardError(429, 'TOO_SOON', 'A code was sent less than 30 s ago: use it, or ask again in a moment', 'email')
  await mailer.send({
    to: email,
    subject: `Your Gangway dashboard code: ${code}`,
    text: `Your code to sign in to the Gangway dashboard (${dashboardUrl}):\n\n${code}\n\nIt expires in 10 minutes. If you did not ask for it, ignore this mail.\n`,
    html: `<p>Your code to sign in to the Gangway dashboard:</p><p style="font-size:24px;letter-spacing:4px"><b>${code}</b></p><p>It expires in 10 minutes. If you did not ask for it, ignore this mail.</p>`,
  })
}

/** Consumes the code and opens a session: resolves with the session token (the cookie's value) and the member. */
export async function signIn(db: Db, email: string, code: string): Promise<{ token: string; member: Member }> {
  const { rows } = await db.query<{ code_hash: string; attempts: number; expired: boolean }>(
    'SELECT code_hash, attempts, expires_at <= now() AS expired FROM dashboard_codes WHERE email = $1',
    [email],
  )
  const row = rows[0]
  if (!row) throw new DashboardError(400, 'INVALID_CODE', 'Invalid code: ask for a new one', 'code')
  if (row.attempts >= SIGN_IN_LIMITS.maxAttempts) throw new DashboardError(400, 'TOO_MANY_ATTEMPTS', 'Too many attempts: ask for a new code', 'code')
  if (row.expired) throw new DashboardError(400, 'CODE_EXPIRED', 'Code expired: ask for a new one', 'code')
  if (!sameHex(row.code_hash, codeHash(email, code))) {
    await db.query('UPDATE dashboard_codes SET attempts = attempts + 1 WHERE email = $1', [email])
    throw new DashboardError(400, 'INVALID_CODE', 'Invalid code', 'code')
  }
  // Single use: only the request that deletes it signs in.
  const used = await db.query('DELETE FROM dashboard_codes WHERE email = $1 AND code_hash = $2 RETURNING email', [email, row.code_hash])
  if (used.rows.length === 0) throw new DashboardError(400, 'INVALID_CODE', 'Invalid code: ask for a new one', 'code')
  const member = await ensureMember(db, email)
  const token = newSecret('')
  await db.query(
    `INSERT INTO dashboard_sessions (token_hash, email, expires_at) VALUES ($1, $2, now() + $3 * interval '1 millisecond')`,
    [sha256Hex(token), email, SIGN_IN_LIMITS.sessionTtlMs],
  )
  return { token, member }
}

/** The member a session token belongs to, or null (unknown or expired). */
export async function memberOfSession(db: Db, token: string): Promise<Member | null> {
  const { rows } = await db.query<{ email: string; team_id: string; team_name: string }>(
    `SELECT m.email, m.team_id, t.name AS team_name FROM dashboard_sessions s
       JOIN team_members m ON m.email = s.email JOIN teams t ON t.id = m.team_id
     WHERE s.token_hash = $1 AND s.expires_at > now()`,
    [sha256Hex(token)],
  )
  const row = rows[0]
  return row ? { email: row.email, teamId: row.team_id, teamName: row.team_name } : null
}

export async function endSession(db: Db, token: string): Promise<void> {
  await db.query('DELETE FROM dashboard_sessions WHERE token_hash = $1', [sha256Hex(token)])
}
