import type { SecureContext } from '../secureContext'

/** §3: which of the embedded wallet's accounts is active, the signer ('eoa') or its smart account. */
export type AccountType = 'eoa' | 'smartAccount'

/** The user's stored choice, or undefined when they never made one (or have no wallet yet). */
export async function preferredAccountType(ctx: SecureContext, userId: string): Promise<AccountType | undefined> {
  const { rows } = await ctx.db.query<{ preferred_account_type: AccountType | null }>('SELECT preferred_account_type FROM secure_wallets WHERE user_id = $1', [userId])
  return rows[0]?.preferred_account_type ?? undefined
}

/** Stores the user's choice (their wallet exists: ensureWallet ran at login). */
export async function setPreferredAccountType(ctx: SecureContext, userId: string, type: AccountType): Promise<void> {
  await ctx.db.query('UPDATE secure_wallets SET preferred_account_type = $2 WHERE user_id = $1', [userId, type])
}
