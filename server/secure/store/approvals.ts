import { hashSecret, randomToken } from '../crypto/secrets'
import { at, SECURE_LIMITS, type SecureContext } from '../secureContext'

/**
 * Records the visitor's approval of one request for one session (the click in the approval frame); returns
 * its id, which /api/rpc consumes. Expired approvals are swept here.
 */
export async function createApproval(ctx: SecureContext, tokenHash: string, requestHash: string): Promise<string> {
  const id = randomToken()
  await ctx.db.query('DELETE FROM secure_approvals WHERE expires_at <= $1', [at(ctx)])
  await ctx.db.query(
    'INSERT INTO secure_approvals (id_hash, token_hash, request_hash, expires_at, created_at) VALUES ($1, $2, $3, $4, $5)',
    [hashSecret(ctx.keys, id), tokenHash, requestHash, at(ctx, SECURE_LIMITS.approvalTtlMs), at(ctx)],
  )
  return id
}

/** Uses up an approval: true only for this session's unexpired approval of this very request, once. */
export async function consumeApproval(ctx: SecureContext, id: string, tokenHash: string, requestHash: string): Promise<boolean> {
  const { rows } = await ctx.db.query<{ id_hash: string }>(
    `DELETE FROM secure_approvals WHERE id_hash = $1 AND token_hash = $2 AND request_hash = $3 AND expires_at > $4 RETURNING id_hash`,
    [hashSecret(ctx.keys, id), tokenHash, requestHash, at(ctx)],
  )
  return rows.length === 1
}
