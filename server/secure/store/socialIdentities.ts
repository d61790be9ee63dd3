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

/**
 * Links the identity to `userId`; when a concurrent first sign-in linked it first, that link stays.
 * Returns the user the identity reaches.
 */
export async function linkIdentity(ctx: SecureContext, identity: SocialIdentity, userId: string): Promise<string> {
  const { rows } = await ctx.db.query<{ user_id: string }>(
    `INSERT INTO secure_social_identities (provider, subject, user_id, username, email, created_at) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (provider, subject) DO UPDATE SET username = EXCLUDED.username, email = EXCLUDED.email
     RETURNING user_id::text AS user_id`,
    [identity.provider, identity.subject, userId, identity.username, identity.email, at(ctx)],
  )
  return rows[0]!.user_id
}
