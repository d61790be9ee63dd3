/**
 * The Farcaster relay stand-in's channels: a sign-in request from an app (its SIWE domain, URI and nonce)
 * waiting for the user to approve it. In memory, 5 minutes each; expired ones are swept on each use.
 */
import { randomUUID } from 'node:crypto'
import type { Address, Hex } from 'viem'

export const CHANNEL_TTL_MS = 5 * 60 * 1000

export interface ChannelRequest {
  siweUri: string
  domain: string
  nonce: string
}

/** What the relay hands back once the user approved: the signed SIWE message and who signed it. */
export interface FarcasterApproval {
  message: string
  signature: Hex
  fid: number
  username: string
  displayName: string
  custody: Address
}

export interface FarcasterChannel extends ChannelRequest {
  token: string
  expiresAt: number
  approval?: FarcasterApproval
}

export interface ChannelStore {
  create(request: ChannelRequest): FarcasterChannel
  /** The live channel with this token, else undefined (unknown or expired). */
  get(token: string): FarcasterChannel | undefined
}

export function createChannelStore(now: () => number = Date.now): ChannelStore {
  const channels = new Map<string, FarcasterChannel>()
  const sweep = (): void => {
    const time = now()
    for (const [token, channel] of channels) if (channel.expiresAt <= time) channels.delete(token)
  }
  return {
    create(request) {
      sweep()
      const channel: FarcasterChannel = { ...request, token: randomUUID(), expiresAt: now() + CHANNEL_TTL_MS }
      channels.set(channel.token, channel)
      return channel
    },
    get(token) {
      sweep()
      return channels.get(token)
    },
  }
}
