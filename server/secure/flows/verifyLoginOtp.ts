import type { Address } from 'viem'
import { ApiError, ERRORS } from '../http/apiError'
import type { SecureContext } from '../secureContext'
import { verifyDevice } from '../store/devices'
import { consumeOtp } from '../store/otps'
import { createSession } from '../store/sessions'
import { findUserByEmail, markUserVerified, normalizeEmail } from '../store/users'
import { ensureWallet } from '../store/wallets'

export interface LoginResult {
  token: string
  user: { email: string; address: Address }
}

/**
 * The login code for this device: on success the user and the device are verified, the wallet is created
 * when missing, and a 30-day session starts. Errors are consumeOtp's ('Invalid code', 'Code expired', …).
 */
export async function verifyLoginOtp(ctx: SecureContext, input: { email: string; otp: string; deviceId: string }): Promise<LoginResult> {
  const email = normalizeEmail(input.email)
  const user = await findUserByEmail(ctx, email)
  if (!user) throw new ApiError(400, ERRORS.invalidCode)
  await consumeOtp(ctx, { email, purpose: 'login', scope: input.deviceId }, input.otp)
  await markUserVerified(ctx, user.id)
  await verifyDevice(ctx, user.id, input.deviceId)
  const address = await ensureWallet(ctx, user.id)
  const token = await createSession(ctx, user.id, input.deviceId)
  ctx.log(`secure site: ${email} logged in (${address})`)
  return { token, user: { email, address } }
}
