import type { Hex } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import { verifyEcdsaMessage, type FarcasterIdRegistry } from './farcasterIdRegistry'
import type { CompletedChannel } from './farcasterRelay'

/** What the signed message must say: our nonce, for our site. */
export interface FarcasterExpectations {
  nonce: string
  /** The site's host (domain of the SIWE message). */
  domain: string
  /** The site's public URL (uri of the SIWE message). */
  uri: string
  now: number
}

/**
 * Sign In With Farcaster: the relay's SIWE message carries our nonce, domain and URI, names the relay's fid
 * in its resources, is within its validity window, is signed by the message's address, and that address is
 * the fid's custody address in `registry` (the relay's word on the fid is not taken).
 */
export async function verifyFarcasterMessage(channel: CompletedChannel, expected: FarcasterExpectations, registry: FarcasterIdRegistry): Promise<boolean> {
  const fields = parseSiweMessage(channel.message)
  if (!fields.address || fields.nonce !== expected.nonce || fields.domain !== expected.domain) return false
  if (fields.uri?.replace(/\/+$/, '') !== expected.uri.replace(/\/+$/, '')) return false
  if (!(fields.resources ?? []).includes(`farcaster://fid/${channel.fid}`)) return false
  if (fields.expirationTime && fields.expirationTime.getTime() <= expected.now) return false
  if (fields.notBefore && fields.notBefore.getTime() > expected.now) return false
  const signed = { address: fields.address, message: channel.message, signature: channel.signature as Hex }
  const signatureOk = registry.verifyMessage ? await registry.verifyMessage(signed) : await verifyEcdsaMessage(signed)
  return signatureOk && (await registry.custodyOwnsFid(fields.address, channel.fid))
}
