/**
 * Sign in with the wallet (SIWX, CAIP-122; EIP-4361 for eip155): the reference cloud's session API on the chain-data
 * service, shared by the kit (which parses every answer with these) and the cloud (which parses every request).
 * `POST /v1/sessions/nonce` → a single-use nonce; `POST /v1/sessions` (the message data, the message and its signature)
 * → the verified session; `GET /v1/sessions/{address}` → the address's live sessions; `POST /v1/sessions/{address}/revoke`
 * `{ pci, signature }` → the session ended (the signature is the address's, over siwxRevokeMessage).
 */
import * as z from 'zod/mini'

export { isSiwxFrameMessage, SIWX_ACCOUNT_PLACEHOLDER, type SiwxFrameMessage } from './siwxFrame'
export { siwxRevokeMessage } from './siwxAnswers'

/** How long a nonce may wait for its signature. */
export const SIWX_NONCE_TTL_MS = 10 * 60 * 1000
/** The longest a session lasts, whatever the message's expirationTime says (§9 session lifetime 7 days). */
export const SIWX_SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000
/** How old a message's issuedAt may be when it is sent (and how far ahead of the service's clock). */
export const SIWX_ISSUED_AT_WINDOW_MS = 10 * 60 * 1000

export const SIWX_ERROR_TEXTS = {
  INVALID_SESSION_REQUEST: 'Invalid sign-in request',
  UNSUPPORTED_NAMESPACE: 'Sign-in on this network is not supported by this service',
  MESSAGE_MISMATCH: 'The signed message does not match its data',
  DOMAIN_NOT_ALLOWED: "The sign-in message's domain is not allowed for this project",
  MESSAGE_EXPIRED: 'The sign-in message has expired or is not valid yet',
  NONCE_INVALID: 'The sign-in nonce is unknown, expired or already used',
  SIGNATURE_INVALID: 'The signature does not match the address',
  SESSION_NOT_FOUND: 'No such sign-in session',
  CHAIN_UNREACHABLE: 'The chain does not answer',
} as const
export type SiwxErrorCode = keyof typeof SIWX_ERROR_TEXTS

const caip2 = z.string().check(z.regex(/^[a-z][-a-z0-9]{2,7}:[-_a-zA-Z0-9]{1,32}$/, 'expected a CAIP-2 network id'))
const isoTime = z.string().check(z.refine((text) => !Number.isNaN(Date.parse(text)), 'expected an ISO 8601 time'))

/** §3 sign-in message data (what AppKit calls SIWXMessage.Data). */
export const siwxMessageDataSchema = z.object({
  accountAddress: z.string().check(z.minLength(1), z.maxLength(128)),
  chainId: caip2,
  domain: z.string().check(z.minLength(1), z.maxLength(253)),
  uri: z.string().check(z.minLength(1), z.maxLength(2048)),
  version: z.literal('1'),
  nonce: z.string().check(z.regex(/^[a-zA-Z0-9]{8,64}$/, 'expected 8 to 64 letters or digits')),
  statement: z.optional(z.string().check(z.maxLength(1024))),
  resources: z.optional(z.array(z.string().check(z.maxLength(2048))).check(z.maxLength(32))),
  requestId: z.optional(z.string().check(z.maxLength(256))),
  issuedAt: z.optional(isoTime),
  notBefore: z.optional(isoTime),
  expirationTime: z.optional(isoTime),
})
export type SiwxMessageData = z.infer<typeof siwxMessageDataSchema>

const signature = z.string().check(z.regex(/^0x[0-9a-fA-F]{2,}$/, 'expected a hex signature'), z.maxLength(20_000))

/** POST /v1/sessions: the data, the message as signed, its signature (also the §7 embedded wallet session call). */
export const addSiwxSessionBodySchema = z.extend(siwxMessageDataSchema, {
  message: z.string().check(z.minLength(1), z.maxLength(8192)),
  signature,
})
export type AddSiwxSessionBody = z.infer<typeof addSiwxSessionBodySchema>

/** A live session as the service keeps it: `pci` names it (for revoke). */
export const siwxSessionSchema = z.object({
  pci: z.string(),
  data: siwxMessageDataSchema,
  message: z.string(),
  signature: z.string(),
  createdAt: isoTime,
  expiresAt: isoTime,
})
export type SiwxSessionRecord = z.infer<typeof siwxSessionSchema>

export const siwxNonceResponseSchema = z.object({ nonce: z.string().check(z.regex(/^[a-zA-Z0-9]{8,64}$/)), expiresAt: isoTime })
export const addSiwxSessionResponseSchema = z.object({ session: siwxSessionSchema })
export const siwxSessionsResponseSchema = z.object({ sessions: z.array(siwxSessionSchema) })

/** POST /v1/sessions/{address}/revoke. */
export const revokeSiwxSessionBodySchema = z.object({ pci: z.string().check(z.minLength(1), z.maxLength(64)), signature })
export const revokeSiwxSessionResponseSchema = z.object({ revoked: z.boolean() })


/** The secure site's answer once it signed the message in the login step (GET_USER's message, signature, siwxMessage). */
export const siwxSignedSchema = z.object({
  message: z.string(),
  signature,
  siwxMessage: siwxMessageDataSchema,
})
export type SiwxSigned = z.infer<typeof siwxSignedSchema>
