import * as z from 'zod/mini'
import type { AuthUser, FrameReplyPayload, FrameRequestPayload } from '../../../src/protocol/frameEvents'
import { siwxSignedSchema, type SiwxFrameMessage } from '../../../src/protocol/siwx'
import { FrameApiError } from './frameApi'
import type { FrameSession } from './frameSession'

/** CONNECT_DEVICE polls the approval this long at most (spec §9 request timeout) … */
export const DEVICE_APPROVAL_MAX_MS = 120_000
/** … every second. */
export const DEVICE_POLL_MS = 1_000

const connectAnswer = z.object({ action: z.enum(['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT']) })
const statusAnswer = z.object({ approved: z.boolean() })
const loginAnswer = z.object({ token: z.string() })
const accountType = z.enum(['eoa', 'smartAccount'])
const userAnswer = z.object({
  email: z.optional(z.string()),
  address: z.string(),
  userName: z.optional(z.string()),
  accounts: z.optional(z.array(z.object({ address: z.string(), type: accountType, namespace: z.optional(z.enum(['eip155', 'solana'])) }))),
  preferredAccountType: z.optional(accountType),
  smartAccountDeployed: z.optional(z.boolean()),
})
type CurrentUser = z.infer<typeof userAnswer>

function pendingEmail(session: FrameSession): string {
  const email = session.storage.get('email')
  if (!email) throw new Error('No e-mail login in progress')
  return email
}

export async function connectEmail(session: FrameSession, { email }: FrameRequestPayload<'CONNECT_EMAIL'>): Promise<FrameReplyPayload<'CONNECT_EMAIL'>> {
  const answer = connectAnswer.parse(await session.api.call('email/connect', { email, deviceId: session.storage.deviceId }))
  session.storage.set('email', email)
  return answer
}

export async function connectDevice(session: FrameSession): Promise<FrameReplyPayload<'CONNECT_DEVICE'>> {
  const email = pendingEmail(session)
  const deadline = session.now() + DEVICE_APPROVAL_MAX_MS
  for (;;) {
    const { approved } = statusAnswer.parse(await session.api.call('device/status', { email, deviceId: session.storage.deviceId }))
    if (approved) return {}
    if (session.now() + DEVICE_POLL_MS > deadline) throw new Error('Device approval timed out')
    await session.sleep(DEVICE_POLL_MS)
  }
}

export async function connectOtp(session: FrameSession, { otp }: FrameRequestPayload<'CONNECT_OTP'>): Promise<FrameReplyPayload<'CONNECT_OTP'>> {
  const email = pendingEmail(session)
  const { token } = loginAnswer.parse(await session.api.call('otp/verify', { email, otp, deviceId: session.storage.deviceId }))
  session.storage.setToken(token)
  session.storage.set('email', undefined)
  return {}
}

/** The signed-in user, or throws 'Not signed in' (and forgets a token the server no longer knows). */
export async function currentUser(session: FrameSession, preferredAccountType?: AuthUser['preferredAccountType']): Promise<CurrentUser> {
  const token = session.storage.token()
  if (!token) throw new Error('Not signed in')
  try {
    return userAnswer.parse(await session.api.call('user', { chainId: session.chainId, ...(preferredAccountType && { preferredAccountType }) }, { token }))
  } catch (error) {
    if (error instanceof FrameApiError && error.status === 401) session.storage.setToken(undefined)
    throw error
  }
}

/** GET_USER: the user and their accounts on the frame's chain; `preferredAccountType` is the kit's choice, kept by the site. */
export async function getUser(session: FrameSession, preferredAccountType?: AuthUser['preferredAccountType']): Promise<AuthUser> {
  const { email, address, userName, accounts, ...types } = await currentUser(session, preferredAccountType)
  return {
    ...(email !== undefined && { email }),
    ...(userName !== undefined && { userName }),
    address,
    chainId: session.chainId,
    accounts: accounts ?? [{ address, type: 'eoa' }],
    preferredAccountType: types.preferredAccountType ?? 'eoa',
    smartAccountDeployed: types.smartAccountDeployed ?? false,
  }
}

/**
 * §3, §7 one-click sign-in: the host's sign-in message signed by the wallet in the login step; message, signature and
 * siwxMessage join GET_USER's answer. A refusal (not the login step, another site's message) leaves them out: the kit
 * then asks on its sign view, as for any wallet.
 */
export async function signSiwx(session: FrameSession, siwxMessage: SiwxFrameMessage): Promise<Partial<Pick<AuthUser, 'message' | 'signature' | 'siwxMessage'>>> {
  const { serializedMessage: _text, ...data } = siwxMessage
  try {
    return siwxSignedSchema.parse(await session.api.call('siwx/sign', { siwxMessage: data }, { token: session.storage.token() }))
  } catch (error) {
    session.log('the sign-in message was not signed', error)
    return {}
  }
}

export async function isConnected(session: FrameSession): Promise<FrameReplyPayload<'IS_CONNECTED'>> {
  if (!session.storage.token()) return { isConnected: false }
  try {
    await currentUser(session)
    return { isConnected: true }
  } catch (error) {
    if (error instanceof FrameApiError && error.status === 401) return { isConnected: false }
    throw error
  }
}

export async function signOut(session: FrameSession): Promise<FrameReplyPayload<'SIGN_OUT'>> {
  const token = session.storage.token()
  session.storage.setToken(undefined)
  session.storage.set('email', undefined)
  // The local token is gone whatever the server says; a failed server call is only logged.
  if (token) await session.api.call('sign-out', {}, { token }).catch((error: unknown) => session.log('sign-out failed', error))
  return {}
}

export async function updateEmail(session: FrameSession, { email }: FrameRequestPayload<'UPDATE_EMAIL'>): Promise<FrameReplyPayload<'UPDATE_EMAIL'>> {
  const answer = await session.api.call('email/update', { newEmail: email }, { token: session.storage.token() })
  return z.object({ action: z.enum(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP']) }).parse(answer)
}

export async function updateEmailPrimaryOtp(session: FrameSession, { otp }: FrameRequestPayload<'UPDATE_EMAIL_PRIMARY_OTP'>): Promise<FrameReplyPayload<'UPDATE_EMAIL_PRIMARY_OTP'>> {
  await session.api.call('email/update/primary', { otp }, { token: session.storage.token() })
  return {}
}

export async function updateEmailSecondaryOtp(session: FrameSession, { otp }: FrameRequestPayload<'UPDATE_EMAIL_SECONDARY_OTP'>): Promise<FrameReplyPayload<'UPDATE_EMAIL_SECONDARY_OTP'>> {
  const { email } = z.object({ email: z.string() }).parse(await session.api.call('email/update/secondary', { otp }, { token: session.storage.token() }))
  return { newEmail: email }
}
