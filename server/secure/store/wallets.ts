import type { Address, Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import { openKey, sealKey } from '../crypto/secrets'
import { at, type SecureContext } from '../secureContext'
import { ensureSolanaWallet } from './solanaWallets'

/** The associated data the key's ciphertext is bound to: a row copied to another user does not decrypt. */
export const walletKeyContext = (userId: string): string => `gangway wallet key for user ${userId}`

/**
 * The user's wallet address; creates the wallet when missing: a new secp256k1 key and, beside it, the ed25519 key of
 * its Solana account (each stored encrypted; a user from before the Solana key gets it on first need).
 */
export async function ensureWallet(ctx: SecureContext, userId: string): Promise<Address> {
  const existing = await findWalletAddress(ctx, userId)
  if (existing) return existing
  const privateKey = generatePrivateKey()
  const { address } = privateKeyToAccount(privateKey)
  const sealed = sealKey(ctx.keys, privateKey, walletKeyContext(userId))
  // A concurrent first login may have won: keep its wallet.
  await ctx.db.query(
    `INSERT INTO secure_wallets (user_id, address, encrypted_key, iv, tag, created_at) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (user_id) DO NOTHING`,
    [userId, address, sealed.encryptedKey, sealed.iv, sealed.tag, at(ctx)],
  )
  await ensureSolanaWallet(ctx, userId)
  return (await findWalletAddress(ctx, userId))!
}

export async function findWalletAddress(ctx: SecureContext, userId: string): Promise<Address | null> {
  const { rows } = await ctx.db.query<{ address: Address }>('SELECT address FROM secure_wallets WHERE user_id = $1', [userId])
  return rows[0]?.address ?? null
}

/** The user's signing account, decrypted for one request; null when the user has no wallet yet. */
export async function walletAccount(ctx: SecureContext, userId: string): Promise<PrivateKeyAccount | null> {
  const { rows } = await ctx.db.query<{ encrypted_key: string; iv: string; tag: string }>(
    'SELECT encrypted_key, iv, tag FROM secure_wallets WHERE user_id = $1',
    [userId],
  )
  const row = rows[0]
  if (!row) return null
  const privateKey = openKey(ctx.keys, { encryptedKey: row.encrypted_key, iv: row.iv, tag: row.tag }, walletKeyContext(userId)) as Hex
  return privateKeyToAccount(privateKey)
}
