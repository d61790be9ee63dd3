import { at, type SecureContext } from '../secureContext'

export type UpdateStage = 'primary' | 'secondary'

export interface PendingEmailUpdate {
  newEmail: string
  stage: UpdateStage
}

export async function findEmailUpdate(ctx: SecureContext, userId: string): Promise<PendingEmailUpdate | null> {
  const { rows } = await ctx.db.query<{ new_email: string; stage: UpdateStage }>(
    'SELECT new_email, stage FROM secure_email_updates WHERE user_id = $1',
    [userId],
  )
  return rows[0] ? { newEmail: rows[0].new_email, stage: rows[0].stage } : null
}

/** Starts (or restarts) the user's one e-mail change. */
export async function saveEmailUpdate(ctx: SecureContext, userId: string, update: PendingEmailUpdate): Promise<void> {
  await ctx.db.query(
    `INSERT INTO secure_email_updates (user_id, new_email, stage, created_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id) DO UPDATE SET new_email = EXCLUDED.new_email, stage = EXCLUDED.stage, created_at = EXCLUDED.created_at`,
    [userId, update.newEmail, update.stage, at(ctx)],
  )
}

export async function clearEmailUpdate(ctx: SecureContext, userId: string): Promise<void> {
  await ctx.db.query('DELETE FROM secure_email_updates WHERE user_id = $1', [userId])
}
