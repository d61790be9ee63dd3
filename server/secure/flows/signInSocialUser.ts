import type { Address } from 'viem'
import { emailField } from '../http/bodySchemas'
import type { SecureContext } from '../secureContext'
import { verifyDevice } from '../store/devices'
import { createSession } from '../store/sessions'
import { findIdentityUser, linkIdentity } from '../store/socialIdentities'
import { deleteUnusedUser, findOrCreateSocialUser, findUserById, normalizeEmail } from '../store/users'
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
 * the user with that e-mail (so the e-mail login and every provider vouching for that e-mail reach one
 * wallet); else a new user without e-mail. Never links on an unverified e-mail.
 */
async function resolveUser(ctx: SecureContext, signIn: SocialSignIn): Promise<string> {
  const identity = { provider: signIn.provider, subject: signIn.subject, username: signIn.username ?? null, email: signIn.email ?? null }
  const known = await findIdentityUser(ctx, identity)
  if (known) return known
  const user = await findOrCreateSocialUser(ctx, verifiedEmail(signIn))
  const linked = await linkIdentity(ctx, identity, user.id)
  // A concurrent first sign-in of the same identity won: the user made here is not needed.
  if (linked !== user.id) await deleteUnusedUser(ctx, user.id)
  return linked
}

/**
 * Signs in after every check passed: the user (see resolveUser), this device marked verified for it (the
 * provider vouched for the person on it), the wallet created when missing, and a 30-day session that
 * remembers the provider and the name it gave.
 */
export async function signInSocialUser(ctx: SecureContext, signIn: SocialSignIn): Promise<SocialSession> {
  const userId = await resolveUser(ctx, signIn)
  await verifyDevice(ctx, userId, signIn.deviceId)
  const address = await ensureWallet(ctx, userId)
  const userName = signIn.username ?? null
  const token = await createSession(ctx, userId, signIn.deviceId, { authProvider: signIn.provider, userName })
  const email = (await findUserById(ctx, userId))?.email ?? null
  ctx.log(`secure site: ${signIn.provider} user ${userId} signed in (${address})`)
  return { token, email, userName, address }
}
