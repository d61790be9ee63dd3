import { at, type SecureContext } from '../secureContext'

/** A provider's user as the secure site knows it. */
export interface SocialIdentity {
  provider: string
  subject: string
  username: string | null
  /** As the provider gave it, verified or not (kept for reference; never used to link). */
  email: string | null
}

/** The user an identity reaches, or null for a first sign-in. Refreshes the name and e-mail the provider gave. */
export async function findIdentityUser(ctx: SecureContext, identity: SocialIdentity): Promise<string | null> {
  const { rows } = await ctx.db.query<{ user_id: string }>(
    `UPDATE secure_social_identities SET username = $3, email = $4 WHERE provider = $1 AND subject = $2 RETURNING user_id::text AS user_id`,
    [identity.provider, identity.subject, identity.username, identity.email],
  )
  return rows[0]?.user_id ?? null
}

const isConflict = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && (error.code === '23505' || error.code === '23503')

/**
 * A first sign-in: the identity and its user in one statement, so neither exists without the other. The user
 * is the one with `verifiedEmail` (marked verified, in the same statement), else a new one with that e-mail or
 * none. When a concurrent first sign-in linked the identity first, its user is returned and nothing is created.
 * Returns the user the identity reaches.
 */
export async function linkNewIdentity(ctx: SecureContext, identity: SocialIdentity, verifiedEmail: string | null): Promise<string> {
  // The new user's id is drawn first and the identity points at it; the user row follows only when the
  // identity row was really inserted (the foreign key is checked at the end of the statement).
  const sql = `
    WITH fresh AS MATERIALIZED (SELECT nextval(pg_get_serial_sequence('secure_users', 'id')) AS id),
    target AS (SELECT coalesce((SELECT id FROM secure_users WHERE email = $5::text), (SELECT id FROM fresh)) AS id),
    linked AS (
      INSERT INTO secure_social_identities (provider, subject, user_id, username, email, created_at)
      SELECT $1, $2, id, $3, $4, $6 FROM target
      ON CONFLICT (provider, subject) DO UPDATE SET username = EXCLUDED.username, email = EXCLUDED.email
      RETURNING user_id
    ),
    created AS (
      INSERT INTO secure_users (id, email, verified_at, created_at)
      SELECT linked.user_id, $5::text, $6, $6 FROM linked JOIN fresh ON fresh.id = linked.user_id
      RETURNING id
    ),
    verified AS (
      UPDATE secure_users SET verified_at = coalesce(verified_at, $6)
      WHERE $5::text IS NOT NULL AND email = $5::text AND id IN (SELECT user_id FROM linked)
      RETURNING id
    )
    SELECT user_id::text AS user_id FROM linked`
  const params = [identity.provider, identity.subject, identity.username, identity.email, verifiedEmail, at(ctx)]
  try {
    return (await ctx.db.query<{ user_id: string }>(sql, params)).rows[0]!.user_id
  } catch (error) {
    // A concurrent sign-in created the e-mail's user after this statement looked: it failed whole; once more finds that user.
    if (!isConflict(error)) throw error
    return (await ctx.db.query<{ user_id: string }>(sql, params)).rows[0]!.user_id
  }
}
