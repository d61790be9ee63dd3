/**
 * The sign-in message as the kit hands it to the login frame (GET_USER's siwxMessage): no zod here, so the kit's
 * chunks that pass it on (the auth connector, the sign-in slice) take in none of the session API's schemas.
 */

/**
 * The address an embedded wallet's sign-in message carries before the wallet is known (AppKit's placeholder): the
 * secure site puts the wallet's own address in its place when it signs in the login step.
 */
export const SIWX_ACCOUNT_PLACEHOLDER = '<<AccountAddress>>'

/** §3 sign-in message as the kit hands it to the login frame (GET_USER's siwxMessage): the data, and its text if it has one. */
export interface SiwxFrameMessage {
  accountAddress: string
  chainId: string
  domain: string
  uri: string
  version: string
  nonce: string
  statement?: string
  resources?: string[]
  requestId?: string
  issuedAt?: string
  expirationTime?: string
  notBefore?: string
  serializedMessage?: string
}

const FRAME_MESSAGE_TEXTS = ['accountAddress', 'chainId', 'domain', 'uri', 'version', 'nonce'] as const

/** A light check for the frame message (the secure site parses it in full with siwxMessageDataSchema before signing). */
export function isSiwxFrameMessage(value: unknown): value is SiwxFrameMessage {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const record = value as Record<string, unknown>
  return FRAME_MESSAGE_TEXTS.every((key) => typeof record[key] === 'string')
}

