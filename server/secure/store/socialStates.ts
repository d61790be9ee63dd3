import { hashSecret } from '../crypto/secrets'
import { at, SECURE_LIMITS, type SecureContext } from '../secureContext'

/** An OAuth sign-in in progress, bound to who asked for it. */
export interface SocialStateData {
  provider: string
  codeVerifier: string
  nonce: string | undefined
  deviceId: string
  projectId: string
  parentOrigin: string
}

export interface SocialStateRecord extends SocialStateData {
  expired: boolean
  used: boolean
}

const stateHash = (ctx: SecureContext, state: string): string => hashSecret(ctx.keys, `social-state:${state}`)

/**
 * Keeps a new state (10 min, single use); only its keyed hash is stored. The device keeps at most
 * maxLiveSocialStates live ones: the oldest past that are dropped (their sign-ins then fail as unknown).
 * Expired states are swept on the way.
 */
export async function saveSocialState(ctx: SecureContext, state: string, data: SocialStateData): Promise<void> {
  await ctx.db.query('DELETE FROM secure_social_states WHERE expires_at <= $1', [at(ctx, -SECURE_LIMITS.socialStateTtlMs)])
  // The newest others are kept, one fewer than the cap, so that the new one fits.
  await ctx.db.query(
    `WITH dropped AS (
       DELETE FROM secure_social_states WHERE state_hash IN (
         SELECT state_hash FROM secure_social_states WHERE device_id = $5 AND used_at IS NULL AND expires_at > $9
         ORDER BY expires_at DESC, state_hash OFFSET $10
       )
     )
     INSERT INTO secure_social_states (state_hash, provider, code_verifier, nonce, device_id, project_id, parent_origin, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      stateHash(ctx, state),
      data.provider,
      data.codeVerifier,
      data.nonce ?? null,
      data.deviceId,
      data.projectId,
      data.parentOrigin,
      at(ctx, SECURE_LIMITS.socialStateTtlMs),
      at(ctx),
      SECURE_LIMITS.maxLiveSocialStates - 1,
    ],
  )
}

interface StateRow {
  provider: string
  code_verifier: string
  nonce: string | null
  device_id: string
  project_id: string
  parent_origin: string
  expires_at: Date
  used_at: Date | null
}

/** The state as stored, without using it up; null when unknown. */
export async function findSocialState(ctx: SecureContext, state: string): Promise<SocialStateRecord | null> {
  const { rows } = await ctx.db.query<StateRow>(
    'SELECT provider, code_verifier, nonce, device_id, project_id, parent_origin, expires_at, used_at FROM secure_social_states WHERE state_hash = $1',
    [stateHash(ctx, state)],
  )
  const row = rows[0]
  if (!row) return null
  return {
    provider: row.provider,
    codeVerifier: row.code_verifier,
    nonce: row.nonce ?? undefined,
    deviceId: row.device_id,
    projectId: row.project_id,
    parentOrigin: row.parent_origin,
    expired: row.expires_at.getTime() <= ctx.now(),
    used: row.used_at !== null,
  }
}

/** Marks the state used; false when it already was (or expired meanwhile): one statement, so only one caller wins. */
export async function consumeSocialState(ctx: SecureContext, state: string): Promise<boolean> {
  const { rows } = await ctx.db.query<{ provider: string }>(
    'UPDATE secure_social_states SET used_at = $2 WHERE state_hash = $1 AND used_at IS NULL AND expires_at > $2 RETURNING provider',
    [stateHash(ctx, state), at(ctx)],
  )
  return rows.length > 0
}
