/**
 * The relay's client identity: the `auth` query parameter is a JWT signed (EdDSA) by the client's
 * ed25519 key, whose `iss` is that key as a did:key (@walletconnect/relay-auth). The relay verifies the
 * signature with node:crypto and uses `iss` as the client id, which survives reconnects.
 */
import { createPublicKey, verify } from 'node:crypto'
import { z } from 'zod'
import { decodeBase58 } from './base58'

const DID_KEY_PREFIX = 'did:key:z'
/** The multicodec prefix of an ed25519 public key. */
const ED25519_MULTICODEC = [0xed, 0x01] as const

const HEADER = z.object({ alg: z.literal('EdDSA'), typ: z.literal('JWT') })
const PAYLOAD = z.object({
  iss: z.string().startsWith(DID_KEY_PREFIX).max(128),
  exp: z.number().optional(),
})

export class RelayAuthError extends Error {
  override readonly name = 'RelayAuthError'
}

export interface RelayAuth {
  /** The JWT `iss`: did:key:z6Mk… */
  clientId: string
}

/** Reads and verifies the auth JWT of a connection URL (`/?auth=<JWT>&projectId=…`); throws a RelayAuthError saying what is wrong. */
export function authenticate(requestUrl: string | undefined, now: number = Date.now()): RelayAuth {
  const jwt = new URL(requestUrl ?? '/', 'ws://relay').searchParams.get('auth')
  if (!jwt) throw new RelayAuthError('missing auth query parameter (a relay JWT)')
  const parts = jwt.split('.')
  if (parts.length !== 3) throw new RelayAuthError('auth is not a JWT (header.payload.signature)')
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string]
  if (!HEADER.safeParse(decodeJson(headerPart)).success) throw new RelayAuthError('auth JWT header must be {"alg":"EdDSA","typ":"JWT"}')
  const payload = PAYLOAD.safeParse(decodeJson(payloadPart))
  if (!payload.success) throw new RelayAuthError('auth JWT payload needs an iss that is a did:key')
  const { iss, exp } = payload.data
  if (exp !== undefined && exp * 1000 < now) throw new RelayAuthError('auth JWT expired')
  const signature = Buffer.from(signaturePart, 'base64url')
  const signed = Buffer.from(`${headerPart}.${payloadPart}`, 'utf8')
  if (signature.length !== 64 || !verify(null, signed, publicKeyOf(iss), signature)) {
    throw new RelayAuthError('auth JWT signature does not match its iss')
  }
  return { clientId: iss }
}

function decodeJson(part: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'))
  } catch {
    return undefined
  }
}

function publicKeyOf(iss: string): ReturnType<typeof createPublicKey> {
  let bytes: Uint8Array
  try {
    bytes = decodeBase58(iss.slice(DID_KEY_PREFIX.length))
  } catch {
    throw new RelayAuthError('auth JWT iss is not base58btc')
  }
  if (bytes.length !== 34 || bytes[0] !== ED25519_MULTICODEC[0] || bytes[1] !== ED25519_MULTICODEC[1]) {
    throw new RelayAuthError('auth JWT iss is not an ed25519 did:key')
  }
  const x = Buffer.from(bytes.subarray(2)).toString('base64url')
  return createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x }, format: 'jwk' })
}
