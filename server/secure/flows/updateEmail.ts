import { ApiError } from '../http/apiError'
import type { SessionUser } from '../http/secureEnv'
import { otpMail } from '../mails'
import type { SecureContext } from '../secureContext'
import { clearEmailUpdate, findEmailUpdate, saveEmailUpdate } from '../store/emailUpdates'
import { claimMailSlot, releaseMailSlot } from '../store/mailThrottle'
import { consumeOtp, issueOtp } from '../store/otps'
import { changeUserEmail, findUserByEmail, normalizeEmail } from '../store/users'
import { sendMail } from './sendMail'

const NO_UPDATE = 'No e-mail update in progress'
export const NO_EMAIL = 'No e-mail on this account'

/** The address the first code goes to; a social user without one cannot change it (400 'No e-mail on this account'). */
function currentEmail(user: SessionUser): string {
  if (user.email === null) throw new ApiError(400, NO_EMAIL)
  return user.email
}

/** Step 1: a code to the current address → VERIFY_PRIMARY_OTP. 30 s rule per address, as for login. */
export async function startEmailUpdate(ctx: SecureContext, user: SessionUser, newEmailInput: string): Promise<'VERIFY_PRIMARY_OTP'> {
  const email = currentEmail(user)
  const newEmail = normalizeEmail(newEmailInput)
  if (newEmail === email) throw new ApiError(400, 'The new e-mail is the current one')
  const taken = await findUserByEmail(ctx, newEmail)
  if (taken) throw new ApiError(409, 'E-mail already in use')
  await claimMailSlot(ctx, email, 'update')
  try {
    await saveEmailUpdate(ctx, user.id, { newEmail, stage: 'primary' })
    const code = await issueOtp(ctx, { email, purpose: 'update_primary', scope: user.id })
    await sendMail(ctx, otpMail(email, code, 'update_primary'))
  } catch (error) {
    await releaseMailSlot(ctx, email, 'update')
    throw error
  }
  return 'VERIFY_PRIMARY_OTP'
}

/** Step 2: the current address's code; a code then goes to the new address → VERIFY_SECONDARY_OTP. */
export async function confirmPrimaryOtp(ctx: SecureContext, user: SessionUser, otp: string): Promise<'VERIFY_SECONDARY_OTP'> {
  const pending = await findEmailUpdate(ctx, user.id)
  if (pending?.stage !== 'primary') throw new ApiError(400, NO_UPDATE)
  await consumeOtp(ctx, { email: currentEmail(user), purpose: 'update_primary', scope: user.id }, otp)
  await saveEmailUpdate(ctx, user.id, { newEmail: pending.newEmail, stage: 'secondary' })
  const code = await issueOtp(ctx, { email: pending.newEmail, purpose: 'update_secondary', scope: user.id })
  await sendMail(ctx, otpMail(pending.newEmail, code, 'update_secondary'))
  return 'VERIFY_SECONDARY_OTP'
}

/** Step 3: the new address's code; the e-mail changes. Returns the new e-mail. */
export async function confirmSecondaryOtp(ctx: SecureContext, user: SessionUser, otp: string): Promise<string> {
  const pending = await findEmailUpdate(ctx, user.id)
  if (pending?.stage !== 'secondary') throw new ApiError(400, NO_UPDATE)
  await consumeOtp(ctx, { email: pending.newEmail, purpose: 'update_secondary', scope: user.id }, otp)
  await changeUserEmail(ctx, user.id, pending.newEmail)
  await clearEmailUpdate(ctx, user.id)
  ctx.log(`secure site: user ${user.id} changed e-mail ${user.email} → ${pending.newEmail}`)
  return pending.newEmail
}
