import { otpMail } from '../mails'
import type { SecureContext } from '../secureContext'
import { approveDevice, findDevice } from '../store/devices'
import { consumeDeviceToken } from '../store/deviceTokens'
import { issueOtp } from '../store/otps'
import { findUserByEmail, normalizeEmail } from '../store/users'
import { sendMail } from './sendMail'

/** Whether the user's device was approved by its mailed link (false for an unknown e-mail or device). */
export async function deviceApproved(ctx: SecureContext, input: { email: string; deviceId: string }): Promise<boolean> {
  const user = await findUserByEmail(ctx, normalizeEmail(input.email))
  if (!user) return false
  return (await findDevice(ctx, user.id, input.deviceId))?.approved ?? false
}

/**
 * The device-approval link was opened: the token is used up, the device approved, and the login code for
 * that device mailed. False when the token is unknown, used or expired.
 */
export async function approveDeviceByToken(ctx: SecureContext, token: string): Promise<boolean> {
  const approval = await consumeDeviceToken(ctx, token)
  if (!approval) return false
  await approveDevice(ctx, approval.userId, approval.deviceId)
  const { rows } = await ctx.db.query<{ email: string }>('SELECT email FROM secure_users WHERE id = $1', [approval.userId])
  const email = rows[0]?.email
  if (!email) return false
  const code = await issueOtp(ctx, { email, purpose: 'login', scope: approval.deviceId })
  await sendMail(ctx, otpMail(email, code, 'login'))
  return true
}
