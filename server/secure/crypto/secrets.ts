import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'

/** What the master key is used for: each purpose gets its own derived key (HKDF-SHA256). */
export interface SecureKeys {
  /** AES-256-GCM key for wallet keys at rest. */
  readonly encryption: Buffer
  /** HMAC key ("pepper") for one-time codes and tokens. */
  readonly pepper: Buffer
}

export function deriveKeys(masterKey: Buffer): SecureKeys {
  if (masterKey.length !== 32) throw new Error('The master key must be 32 bytes')
  const derive = (info: string) => Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), info, 32))
  return { encryption: derive('gangway secure site: wallet keys'), pepper: derive('gangway secure site: hashes') }
}

/** Keyed SHA-256 (HMAC) of a code or token, hex: what the database keeps. */
export function hashSecret(keys: SecureKeys, value: string): string {
  return createHmac('sha256', keys.pepper).update(value).digest('hex')
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex')
  const right = Buffer.from(b, 'hex')
  return left.length === right.length && timingSafeEqual(left, right)
}

/** A random bearer or link token (256 bits, base64url). */
export const randomToken = (): string => randomBytes(32).toString('base64url')

/** A random 6-digit code, uniformly 000000–999999. */
export const randomOtp = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0')

export interface SealedKey {
  encryptedKey: string
  iv: string
  tag: string
}

/** AES-256-GCM with a fresh 96-bit IV; `context` (e.g. the user id) is bound as associated data. */
export function sealKey(keys: SecureKeys, plaintext: string, context: string): SealedKey {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', keys.encryption, iv)
  cipher.setAAD(Buffer.from(context))
  const encrypted = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()])
  return { encryptedKey: encrypted.toString('hex'), iv: iv.toString('hex'), tag: cipher.getAuthTag().toString('hex') }
}

/** Throws when the ciphertext, tag, context or key do not match. */
export function openKey(keys: SecureKeys, sealed: SealedKey, context: string): string {
  const decipher = createDecipheriv('aes-256-gcm', keys.encryption, Buffer.from(sealed.iv, 'hex'))
  decipher.setAAD(Buffer.from(context))
  decipher.setAuthTag(Buffer.from(sealed.tag, 'hex'))
  return Buffer.concat([decipher.update(Buffer.from(sealed.encryptedKey, 'hex')), decipher.final()]).toString('utf8')
}
