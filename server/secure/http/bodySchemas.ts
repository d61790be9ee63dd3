import { z } from 'zod'
import { APPROVAL_METHODS } from '../../../src/protocol/walletMethods'
import { siwxMessageDataSchema } from '../../../src/protocol/siwx'

/** The same rule as the kit's frame messages (src/kernel/frame/frameEvents.ts). */
export const emailField = z
  .string()
  .max(254, 'must be a valid e-mail')
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'must be a valid e-mail')
/** The frame's per-browser id (crypto.randomUUID()). */
export const deviceIdField = z.string().regex(/^[A-Za-z0-9_-]{8,100}$/, 'must be a device id')
export const otpField = z.string().regex(/^\d{6}$/, 'must be 6 digits')

export const connectEmailBody = z.object({ email: emailField, deviceId: deviceIdField })
export const deviceStatusBody = connectEmailBody
export const verifyOtpBody = z.object({ email: emailField, otp: otpField, deviceId: deviceIdField })
export const accountTypeField = z.enum(['eoa', 'smartAccount'])
export const userBody = z.object({ chainId: z.union([z.number(), z.string()]).optional(), preferredAccountType: accountTypeField.optional() })
export const preferredAccountBody = z.object({ type: accountTypeField, chainId: z.union([z.number(), z.string()]) })
export const rpcBody = z.object({ method: z.string().min(1).max(100), params: z.unknown().optional(), chainId: z.union([z.number(), z.string()]), approvalId: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'must be an approval id').optional() })
export const approvalBody = z.object({ method: z.enum(APPROVAL_METHODS), params: z.unknown().optional(), chainId: z.union([z.number(), z.string()]) })
export const updateEmailBody = z.object({ newEmail: emailField })
export const otpBody = z.object({ otp: otpField })
export const socialRedirectBody = z.object({ provider: z.string().min(1).max(50), deviceId: deviceIdField })
export const socialConnectBody = z.object({ resultUri: z.string().min(1).max(4096), deviceId: deviceIdField })
export const farcasterBody = z.object({ deviceId: deviceIdField })
/** The host's sign-in message to sign in the login step (src/protocol/siwx.ts; its text, if sent, is not used). */
export const siwxSignBody = z.object({ siwxMessage: siwxMessageDataSchema })
