import { ApiError } from '../http/apiError'
import { at, type SecureContext } from '../secureContext'

export interface SecureUser {
  id: string
  /** Null for a social user whose provider gave no verified e-mail (X, Farcaster, …). */
  email: string | null
  verified: boolean
}

interface UserRow {
  id: string
  email: string | null
  verified_at: Date | null
}

const toUser = (row: UserRow): SecureUser => ({ id: row.id, email: row.email, verified: row.verified_at !== null })

/** E-mails are compared and stored trimmed and in lower case. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase()

export async function findUserByEmail(ctx: SecureContext, email: string): Promise<SecureUser | null> {
  const { rows } = await ctx.db.query<UserRow>('SELECT id::text AS id, email, verified_at FROM secure_users WHERE email = $1', [email])
  return rows[0] ? toUser(rows[0]) : null
}

/** The user with this e-mail, created pending (unverified) when there is none. */
export async function findOrCreateUser(ctx: SecureContext, email: string): Promise<SecureUser> {
  const { rows } = await ctx.db.query<UserRow>(
    `INSERT INTO secure_users (email, created_at) VALUES ($1, $2)
     ON CONFLICT (email) DO UPDATE SET email = EXCLUDED.email
     RETURNING id::text AS id, email, verified_at`,
    [email, at(ctx)],
  )
  return toUser(rows[0]!)
}

export async function findUserById(ctx: SecureContext, userId: string): Promise<SecureUser | null> {
  const { rows } = await ctx.db.query<UserRow>('SELECT id::text AS id, email, verified_at FROM secure_users WHERE id = $1', [userId])
  return rows[0] ? toUser(rows[0]) : null
}

export async function markUserVerified(ctx: SecureContext, userId: string): Promise<void> {
  await ctx.db.query('UPDATE secure_users SET verified_at = coalesce(verified_at, $2) WHERE id = $1', [userId, at(ctx)])
}

/** 409 'E-mail already in use' when another user has it. */
export async function changeUserEmail(ctx: SecureContext, userId: string, email: string): Promise<void> {
  const taken = await findUserByEmail(ctx, email)
  if (taken && taken.id !== userId) throw new ApiError(409, 'E-mail already in use')
  try {
    await ctx.db.query('UPDATE secure_users SET email = $2 WHERE id = $1', [userId, email])
  } catch (error) {
    if (/unique|duplicate/i.test(error instanceof Error ? error.message : String(error))) throw new ApiError(409, 'E-mail already in use')
    throw error
  }
}
