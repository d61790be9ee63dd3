import type { Address } from 'viem'
import { emailField } from '../http/bodySchemas'
import type { SecureContext } from '../secureContext'
import { verifyDevice } from '../store/devices'
import { createSession } from '../store/sessions'
import { findIdentityUser, linkNewIdentity } from '../store/socialIdentities'
import { findUserById, normalizeEmail } from '../store/users'
import { ensureWallet } from '../store/wallets'

/** A sign-in a provider vouched for ('google', …, or 'farcaster'). */
export interface SocialSignIn {
  provider: string
  subject: string
  email?: string | undefined
  emailVerified: boolean
  username?: string | undefined
  deviceId: string
}

export interface SocialSession {
  token: string
  /** The user's e-mail (a linked one included), or null. */
  email: string | null
  userName: string | null
  address: Address
}

/** A provider-verified e-mail we can use as a login e-mail; anything else links nothing. */
function verifiedEmail(signIn: SocialSignIn): string | null {
  if (!signIn.emailVerified || signIn.email === undefined) return null
  const email = normalizeEmail(signIn.email)
  return emailField.safeParse(email).success ? email : null
}

/**
 * The user behind a provider's identity: the one it reached before; else, with a provider-verified e-mail,
 * the user with that e-mail, created when missing (so the e-mail login and every provider vouching for that
 * e-mail reach one wallet); else a new user without e-mail. Never links on an unverified e-mail.
 */
async function resolveUser(ctx: SecureContext, signIn: SocialSignIn): Promise<string> {
  const identity = { provider: signIn.provider, subject: signIn.subject, username: signIn.username ?? null, email: signIn.email ?? null }
  return (await findIdentityUser(ctx, identity)) ?? (await linkNewIdentity(ctx, identity, verifiedEmail(signIn)))
}

/**
 * Signs in after every check passed: the user (see resolveUser), the wallet created when missing, a 30-day
 * session that remembers the provider and the name it gave, and last this device marked verified for the user
 * (the provider vouched for the person on it), so a failure before leaves the device as it was.
 */
export async function signInSocialUser(ctx: SecureContext, signIn: SocialSignIn): Promise<SocialSession> {
  const userId = await resolveUser(ctx, signIn)
  const address = await ensureWallet(ctx, userId)
  const userName = signIn.username ?? null
  const token = await createSession(ctx, userId, signIn.deviceId, { authProvider: signIn.provider, userName })
  await verifyDevice(ctx, userId, signIn.deviceId)
  const email = (await findUserById(ctx, userId))?.email ?? null
  ctx.log(`secure site: ${signIn.provider} user ${userId} signed in (${address})`)
  return { token, email, userName, address }
}
