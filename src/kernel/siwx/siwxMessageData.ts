import type { SIWXMessageData } from './siwxTypes'

/** The data of a message, without its methods (what a session keeps). */
export function dataOf(message: SIWXMessageData): SIWXMessageData {
  const { accountAddress, chainId, domain, uri, version, nonce, statement, resources, requestId, issuedAt, expirationTime, notBefore } = message
  return {
    accountAddress,
    chainId,
    domain,
    uri,
    version,
    nonce,
    ...(statement !== undefined && { statement }),
    ...(resources !== undefined && { resources }),
    ...(requestId !== undefined && { requestId }),
    ...(issuedAt !== undefined && { issuedAt }),
    ...(expirationTime !== undefined && { expirationTime }),
    ...(notBefore !== undefined && { notBefore }),
  }
}

/** A sign-in message's data as the secure site sends it back: the six required fields present as strings. */
export function isMessageData(value: unknown): value is SIWXMessageData {
  if (typeof value !== 'object' || value === null) return false
  const data = value as Record<string, unknown>
  return ['accountAddress', 'chainId', 'domain', 'uri', 'version', 'nonce'].every((key) => typeof data[key] === 'string')
}
