import { getAddress, isAddress, type Address, type Hex } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import { SIWX_ISSUED_AT_WINDOW_MS, SIWX_SESSION_TTL_MS, type AddSiwxSessionBody, type SiwxMessageData } from '../../../src/protocol/siwx'
import type { ProjectOrigins } from '../../projects/isProjectOrigin'
import { isProjectOrigin } from '../../projects/isProjectOrigin'
import type { SignatureCheck } from './siwxSignatureCheck'
import { SiwxRefusal } from './siwxRefusal'

export interface VerifiedSiwx {
  address: Address
  caipNetworkId: string
  data: SiwxMessageData
  expiresAt: Date
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)
const timeOf = (value: Date | string | undefined): number | undefined => (value === undefined ? undefined : new Date(value).getTime())

/** Each field of the data that the signed text says otherwise, by name. */
function mismatchedField(body: AddSiwxSessionBody, chainRef: string): string | undefined {
  const parsed = parseSiweMessage(body.message)
  const checks: [string, boolean][] = [
    ['accountAddress', typeof parsed.address === 'string' && parsed.address.toLowerCase() === body.accountAddress.toLowerCase()],
    ['chainId', String(parsed.chainId) === chainRef],
    ['domain', parsed.domain === body.domain],
    ['uri', parsed.uri === body.uri],
    ['version', parsed.version === body.version],
    ['nonce', parsed.nonce === body.nonce],
    ['statement', same(parsed.statement, body.statement)],
    ['resources', same(parsed.resources?.length ? parsed.resources : undefined, body.resources?.length ? body.resources : undefined)],
    ['requestId', same(parsed.requestId, body.requestId)],
    ['issuedAt', timeOf(parsed.issuedAt) === timeOf(body.issuedAt)],
    ['notBefore', timeOf(parsed.notBefore) === timeOf(body.notBefore)],
    ['expirationTime', timeOf(parsed.expirationTime) === timeOf(body.expirationTime)],
  ]
  return checks.find(([, ok]) => !ok)?.[0]
}

/**
 * Checks a sign-in before it becomes a session (the nonce is spent by the caller afterwards): an eip155 account; the
 * EIP-4361 text saying exactly what the data says; a domain that is the host of a `uri` the project allows (an
 * allow-list: the project's origins); issued within SIWX_ISSUED_AT_WINDOW_MS, not expired, not before its notBefore;
 * and the address's signature over the text. The session lasts until the message's expiration, at most 7 days.
 */
export async function verifySiwxSession(body: AddSiwxSessionBody, context: { project: ProjectOrigins; now: Date; check: SignatureCheck }): Promise<VerifiedSiwx> {
  const [namespace, chainRef] = body.chainId.split(':') as [string, string]
  if (namespace !== 'eip155') throw new SiwxRefusal('UNSUPPORTED_NAMESPACE', 400, `${namespace} (only eip155 sign-in messages are verified)`)
  if (!/^[1-9]\d{0,18}$/.test(chainRef)) throw new SiwxRefusal('INVALID_SESSION_REQUEST', 400, `chainId: expected eip155:{a chain id}`)
  if (!isAddress(body.accountAddress, { strict: false })) throw new SiwxRefusal('INVALID_SESSION_REQUEST', 400, 'accountAddress: expected an address (0x and 40 hex digits)')
  const field = mismatchedField(body, chainRef)
  if (field !== undefined) throw new SiwxRefusal('MESSAGE_MISMATCH', 400, field)
  let origin: string
  let host: string
  try {
    ;({ origin, host } = new URL(body.uri))
  } catch {
    throw new SiwxRefusal('INVALID_SESSION_REQUEST', 400, 'uri: expected a URL')
  }
  if (host !== body.domain || !isProjectOrigin(context.project, origin)) throw new SiwxRefusal('DOMAIN_NOT_ALLOWED', 403, body.domain)
  const now = context.now.getTime()
  const issuedAt = timeOf(body.issuedAt)
  if (issuedAt !== undefined && (issuedAt < now - SIWX_ISSUED_AT_WINDOW_MS || issuedAt > now + 60_000)) throw new SiwxRefusal('MESSAGE_EXPIRED', 400, 'issuedAt is not recent')
  const expiration = timeOf(body.expirationTime)
  if (expiration !== undefined && expiration <= now) throw new SiwxRefusal('MESSAGE_EXPIRED', 400, 'expirationTime has passed')
  const notBefore = timeOf(body.notBefore)
  if (notBefore !== undefined && notBefore > now) throw new SiwxRefusal('MESSAGE_EXPIRED', 400, 'notBefore is still to come')
  const address = getAddress(body.accountAddress)
  if (!(await context.check({ caipNetworkId: body.chainId, address, message: body.message, signature: body.signature as Hex }))) throw new SiwxRefusal('SIGNATURE_INVALID', 401)
  const { message: _message, signature: _signature, ...data } = body
  return { address, caipNetworkId: body.chainId, data: { ...data, accountAddress: address }, expiresAt: new Date(Math.min(expiration ?? Infinity, now + SIWX_SESSION_TTL_MS)) }
}
