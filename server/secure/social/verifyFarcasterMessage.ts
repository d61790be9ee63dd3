import { verifyMessage, type Hex } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
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
 * in its resources, is within its validity window, and is signed by the message's address (the fid's custody
 * key, ECDSA). That the custody address owns the fid is the relay's word (no chain lookup here).
 */
export async function verifyFarcasterMessage(channel: CompletedChannel, expected: FarcasterExpectations): Promise<boolean> {
  const fields = parseSiweMessage(channel.message)
  if (!fields.address || fields.nonce !== expected.nonce || fields.domain !== expected.domain) return false
  if (fields.uri?.replace(/\/+$/, '') !== expected.uri.replace(/\/+$/, '')) return false
  if (!(fields.resources ?? []).includes(`farcaster://fid/${channel.fid}`)) return false
  if (fields.expirationTime && fields.expirationTime.getTime() <= expected.now) return false
  if (fields.notBefore && fields.notBefore.getTime() > expected.now) return false
  try {
    return await verifyMessage({ address: fields.address, message: channel.message, signature: channel.signature as Hex })
  } catch {
    return false
  }
}
