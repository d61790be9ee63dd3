import * as z from 'zod/mini'
import type { FrameReplyPayload, FrameRequestPayload } from '../../../src/protocol/frameEvents'
import type { FrameSession } from './frameSession'

/** CONNECT_FARCASTER asks the relay's status this long at most (spec §9 request timeout) … */
export const FARCASTER_MAX_MS = 120_000
/** … every second. */
export const FARCASTER_POLL_MS = 1_000
export const FARCASTER_TIMED_OUT = 'Farcaster sign-in timed out'

const uriAnswer = z.object({ uri: z.string() })
const socialAnswer = z.object({ token: z.string(), email: z.optional(z.string()), userName: z.optional(z.string()) })
const channelAnswer = z.object({ url: z.string() })
const statusAnswer = z.union([
  z.object({ state: z.literal('pending') }),
  z.object({ state: z.literal('completed'), token: z.string(), userName: z.optional(z.string()) }),
])

/** A new session replaces any earlier one, and any e-mail login left half-done. */
function signedIn(session: FrameSession, token: string): void {
  session.storage.setToken(token)
  session.storage.set('email', undefined)
}

/** The provider's authorization URL, for the kit's popup. */
export async function getSocialRedirectUri(session: FrameSession, { provider }: FrameRequestPayload<'GET_SOCIAL_REDIRECT_URI'>): Promise<FrameReplyPayload<'GET_SOCIAL_REDIRECT_URI'>> {
  return uriAnswer.parse(await session.api.call('social/redirect', { provider, deviceId: session.storage.deviceId }))
}

/**
 * The popup's result → a session on this device. Without `uri` (the popup flow) the result comes straight
 * from the secure site's callback page to this frame; Telegram's result_uri comes from the kit.
 */
export async function connectSocial(session: FrameSession, { uri }: FrameRequestPayload<'CONNECT_SOCIAL'>): Promise<FrameReplyPayload<'CONNECT_SOCIAL'>> {
  const resultUri = uri ?? (await session.socialResults.next())
  const { token, email, userName } = socialAnswer.parse(await session.api.call('social/connect', { resultUri, deviceId: session.storage.deviceId }))
  signedIn(session, token)
  return { ...(email !== undefined && { email }), ...(userName !== undefined && { userName }) }
}

/** A Farcaster sign-in channel: the URL the kit shows as a QR code. */
export async function getFarcasterUri(session: FrameSession): Promise<FrameReplyPayload<'GET_FARCASTER_URI'>> {
  return channelAnswer.parse(await session.api.call('farcaster/channel', { deviceId: session.storage.deviceId }))
}

/** Waits for the Farcaster app's approval (polled every second, 120 s at most), then signs in. */
export async function connectFarcaster(session: FrameSession): Promise<FrameReplyPayload<'CONNECT_FARCASTER'>> {
  const deadline = session.now() + FARCASTER_MAX_MS
  for (;;) {
    const answer = statusAnswer.parse(await session.api.call('farcaster/status', { deviceId: session.storage.deviceId }))
    if (answer.state === 'completed') {
      signedIn(session, answer.token)
      return answer.userName === undefined ? {} : { userName: answer.userName }
    }
    if (session.now() + FARCASTER_POLL_MS > deadline) throw new Error(FARCASTER_TIMED_OUT)
    await session.sleep(FARCASTER_POLL_MS)
  }
}
