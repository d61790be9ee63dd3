import type { Hex } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import { verifyEcdsaMessage, type FarcasterIdRegistry } from './farcasterIdRegistry'
import type { CompletedChannel } from './farcasterRelay'

/** What the signed message must say: our nonce, for our site, issued while our channel was open. */
export interface FarcasterExpectations {
  nonce: string
  /** The site's host (domain of the SIWE message). */
  domain: string
  /** The site's public URL (uri of the SIWE message). */
  uri: string
  /** When the channel was opened (ms). */
  openedAt: number
  now: number
}

/** Farcaster's sign-in messages name OP Mainnet, where its ID registry lives. */
const FARCASTER_CHAIN_ID = 10
/** How far the Farcaster app's clock may be off ours, either way. */
const CLOCK_SKEW_MS = 60_000

const invalidDate = (date: Date | undefined): boolean => date !== undefined && Number.isNaN(date.getTime())

/** EIP-4361 version 1 on OP Mainnet, its dates readable, issued while the channel was open and not yet expired. */
function withinItsTime(fields: ReturnType<typeof parseSiweMessage>, expected: FarcasterExpectations): boolean {
  if (fields.version !== '1' || fields.chainId !== FARCASTER_CHAIN_ID) return false
  const { issuedAt, expirationTime, notBefore } = fields
  if (!issuedAt || invalidDate(issuedAt) || invalidDate(expirationTime) || invalidDate(notBefore)) return false
  if (issuedAt.getTime() > expected.now + CLOCK_SKEW_MS || issuedAt.getTime() < expected.openedAt - CLOCK_SKEW_MS) return false
  if (expirationTime && expirationTime.getTime() <= expected.now) return false
  return !notBefore || notBefore.getTime() <= expected.now
}

/**
 * Sign In With Farcaster: the relay's SIWE message carries our nonce, domain and URI, names the relay's fid
 * in its resources, is version 1 for chain 10 and within its time (withinItsTime), is signed by the message's
 * address, and that address is the fid's custody address in `registry` (the relay's word on the fid is not taken).
 */
export async function verifyFarcasterMessage(channel: CompletedChannel, expected: FarcasterExpectations, registry: FarcasterIdRegistry): Promise<boolean> {
  const fields = parseSiweMessage(channel.message)
  if (!fields.address || fields.nonce !== expected.nonce || fields.domain !== expected.domain) return false
  if (fields.uri?.replace(/\/+$/, '') !== expected.uri.replace(/\/+$/, '')) return false
  if (!(fields.resources ?? []).includes(`farcaster://fid/${channel.fid}`)) return false
  if (!withinItsTime(fields, expected)) return false
  const signed = { address: fields.address, message: channel.message, signature: channel.signature as Hex }
  const signatureOk = registry.verifyMessage ? await registry.verifyMessage(signed) : await verifyEcdsaMessage(signed)
  return signatureOk && (await registry.custodyOwnsFid(fields.address, channel.fid))
}
