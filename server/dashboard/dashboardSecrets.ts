import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'

/** A project's secret key, shown once; only its sha256 is stored. */
export const PROJECT_KEY_PREFIX = 'gw_sk_'
/** A team's API key (creates projects), shown once; only its sha256 is stored. */
export const TEAM_KEY_PREFIX = 'gw_tk_'

export const sha256Hex = (value: string): string => createHash('sha256').update(value).digest('hex')

/** 32 random bytes, base64url, after `prefix`. */
export const newSecret = (prefix: string): string => prefix + randomBytes(32).toString('base64url')

/** A new project id: 'gw-' and 20 hex digits. */
export const newProjectId = (): string => `gw-${randomBytes(10).toString('hex')}`

/** A 6-digit sign-in code. */
export const newSignInCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0')

/** A domain verification token. */
export const newVerificationToken = (): string => `gangway-verification=${randomBytes(16).toString('hex')}`

export function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex')
  const right = Buffer.from(b, 'hex')
  return left.length === right.length && timingSafeEqual(left, right)
}
