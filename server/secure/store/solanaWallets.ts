import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { openKey, sealKey } from '../crypto/secrets'
import { at, type SecureContext } from '../secureContext'

/** The associated data the Solana key's ciphertext is bound to: not the EVM key's, and no other user's. */
export const solanaKeyContext = (userId: string): string => `gangway solana wallet key for user ${userId}`

/** The user's Solana key, opened for one request: its address (the base58 public key) and ed25519 signing. */
export interface SolanaSigner {
  readonly address: string
  readonly publicKey: Uint8Array
  sign(bytes: Uint8Array): Uint8Array
}

const HEX_SEED = /^[0-9a-f]{64}$/

/** The user's Solana address; creates the key (a new ed25519 seed, stored encrypted) when missing. */
export async function ensureSolanaWallet(ctx: SecureContext, userId: string): Promise<string> {
  const existing = await findSolanaAddress(ctx, userId)
  if (existing) return existing
  const seed = ed25519.utils.randomPrivateKey()
  const address = base58.encode(ed25519.getPublicKey(seed))
  const sealed = sealKey(ctx.keys, Buffer.from(seed).toString('hex'), solanaKeyContext(userId))
  seed.fill(0)
  // A concurrent first request may have won: keep its key.
  await ctx.db.query(
    `INSERT INTO secure_solana_wallets (user_id, address, encrypted_key, iv, tag, created_at) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (user_id) DO NOTHING`,
    [userId, address, sealed.encryptedKey, sealed.iv, sealed.tag, at(ctx)],
  )
  return (await findSolanaAddress(ctx, userId))!
}

export async function findSolanaAddress(ctx: SecureContext, userId: string): Promise<string | null> {
  const { rows } = await ctx.db.query<{ address: string }>('SELECT address FROM secure_solana_wallets WHERE user_id = $1', [userId])
  return rows[0]?.address ?? null
}

/** The user's Solana signer (its key created first for a user who has none yet). */
export async function solanaSigner(ctx: SecureContext, userId: string): Promise<SolanaSigner> {
  await ensureSolanaWallet(ctx, userId)
  const { rows } = await ctx.db.query<{ encrypted_key: string; iv: string; tag: string }>(
    'SELECT encrypted_key, iv, tag FROM secure_solana_wallets WHERE user_id = $1',
    [userId],
  )
  const row = rows[0]!
  const hex = openKey(ctx.keys, { encryptedKey: row.encrypted_key, iv: row.iv, tag: row.tag }, solanaKeyContext(userId))
  if (!HEX_SEED.test(hex)) throw new TypeError('The stored Solana key is not a 32-byte seed')
  const seed = Uint8Array.from(Buffer.from(hex, 'hex'))
  const publicKey = ed25519.getPublicKey(seed)
  return { address: base58.encode(publicKey), publicKey, sign: (bytes) => ed25519.sign(bytes, seed) }
}
