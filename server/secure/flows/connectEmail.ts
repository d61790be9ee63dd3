import { deviceMail, otpMail } from '../mails'
import type { SecureContext } from '../secureContext'
import { findDevice, rememberDevice } from '../store/devices'
import { issueDeviceToken } from '../store/deviceTokens'
import { claimMailSlot, releaseMailSlot } from '../store/mailThrottle'
import { issueOtp } from '../store/otps'
import { findOrCreateUser, normalizeEmail } from '../store/users'
import { sendMail } from './sendMail'

export type ConnectAction = 'VERIFY_OTP' | 'VERIFY_DEVICE'

/**
 * Spec §4 e-mail login, first step. A new (or still pending) e-mail: the user is created pending and a code
 * is mailed → VERIFY_OTP. A verified user on an approved device: a code → VERIFY_OTP. A verified user on any
 * other device: a device-approval link (`verifyDeviceUrl?token=…`) → VERIFY_DEVICE; opening it mails the code.
 * Within 30 s of the last such mail to the address from this device: 429 'Please try again after {n} seconds'.
 */
export async function connectEmail(
  ctx: SecureContext,
  input: { email: string; deviceId: string; verifyDeviceUrl: string },
): Promise<ConnectAction> {
  const email = normalizeEmail(input.email)
  await claimMailSlot(ctx, email, `login:${input.deviceId}`)
  try {
    const user = await findOrCreateUser(ctx, email)
    const device = user.verified ? await findDevice(ctx, user.id, input.deviceId) : null
    await rememberDevice(ctx, user.id, input.deviceId)
    if (user.verified && !device?.approved) {
      const token = await issueDeviceToken(ctx, user.id, input.deviceId)
      const link = `${input.verifyDeviceUrl}?token=${encodeURIComponent(token)}`
      await sendMail(ctx, deviceMail(email, link))
      return 'VERIFY_DEVICE'
    }
    const code = await issueOtp(ctx, { email, purpose: 'login', scope: input.deviceId })
    await sendMail(ctx, otpMail(email, code, 'login'))
    return 'VERIFY_OTP'
  } catch (error) {
    await releaseMailSlot(ctx, email, `login:${input.deviceId}`)
    throw error
  }
}
