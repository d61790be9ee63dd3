import { randomInt } from 'node:crypto'
import { ApiError } from '../http/apiError'
import type { SecureContext } from '../secureContext'
import type { FarcasterIdRegistry } from '../social/farcasterIdRegistry'
import type { FarcasterSetup } from '../social/farcasterSetup'
import { SOCIAL_ERRORS } from '../social/socialErrors'
import { verifyFarcasterMessage } from '../social/verifyFarcasterMessage'
import { claimDeviceAttempt } from '../store/deviceAttempts'
import { consumeChannel, findOpenChannel, saveFarcasterChannel, type ChannelOwner } from '../store/farcasterChannels'
import { signInSocialUser } from './signInSocialUser'

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
/** A SIWE nonce: alphanumeric (EIP-4361), 24 characters (~143 bits). */
const newNonce = (): string => Array.from({ length: 24 }, () => ALPHANUMERIC[randomInt(ALPHANUMERIC.length)]).join('')

/** 503 'Farcaster sign-in is not configured' when nothing can tell who owns a fid. */
function requireRegistry(farcaster: FarcasterSetup): FarcasterIdRegistry {
  if (!farcaster.registry) throw new ApiError(503, SOCIAL_ERRORS.farcasterNotConfigured)
  return farcaster.registry
}

/**
 * A new Farcaster sign-in for this device: a relay channel whose SIWE message will name our site
 * (uri = siteUrl, domain = its host) and our nonce. Returns the URL the Farcaster app opens (shown as a QR code).
 * 429 past the device's limit.
 */
export async function startFarcasterLogin(ctx: SecureContext, farcaster: FarcasterSetup, owner: ChannelOwner): Promise<string> {
  requireRegistry(farcaster)
  await claimDeviceAttempt(ctx, owner.deviceId, 'farcaster_channel')
  const nonce = newNonce()
  const channel = await farcaster.relay.createChannel({ siweUri: farcaster.siteUrl, domain: new URL(farcaster.siteUrl).host, nonce })
  await saveFarcasterChannel(ctx, owner, { channelToken: channel.channelToken, nonce })
  return channel.url
}

export type FarcasterStatusAnswer = { state: 'pending' } | { state: 'completed'; token: string; userName?: string }

/**
 * The device's newest open channel, asked at the relay: pending, or completed → the signed message checked
 * (verifyFarcasterMessage, the fid's owner included), the channel used up, and a session for the fid's user
 * (no e-mail, no linking).
 */
export async function farcasterStatus(ctx: SecureContext, farcaster: FarcasterSetup, owner: ChannelOwner): Promise<FarcasterStatusAnswer> {
  const registry = requireRegistry(farcaster)
  const channel = await findOpenChannel(ctx, owner)
  if (!channel) throw new ApiError(400, SOCIAL_ERRORS.noFarcasterSignIn)
  const status = await farcaster.relay.status(channel.channelToken)
  if (status.state === 'pending') return { state: 'pending' }
  // Used up whatever the outcome: the relay's answer for this channel will not change.
  if (!(await consumeChannel(ctx, channel.id)) || status.state === 'unknown') throw new ApiError(400, SOCIAL_ERRORS.noFarcasterSignIn)
  const site = farcaster.siteUrl
  const expected = { nonce: channel.nonce, domain: new URL(site).host, uri: site, openedAt: channel.openedAt, now: ctx.now() }
  const verified = await verifyFarcasterMessage(status, expected, registry)
  if (!verified) throw new ApiError(400, SOCIAL_ERRORS.farcasterUnverified)
  const session = await signInSocialUser(ctx, { provider: 'farcaster', subject: String(status.fid), emailVerified: false, username: status.username, deviceId: owner.deviceId })
  return { state: 'completed', token: session.token, ...(session.userName !== null && { userName: session.userName }) }
}
