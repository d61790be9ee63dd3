/**
 * The login frame's messages (§7), one zod schema per request and per reply, shared by the kit's bridge
 * (src/kernel/frame) and the secure site's frame page (server/secure/frame): both sides parse every
 * message they receive with these, and drop (with a warning) anything that does not match.
 *
 * App → frame: { type: '@gangway-app/<REQUEST>', id, payload }.
 * Frame → app: { type: '@gangway-frame/<REQUEST>_SUCCESS' | '@gangway-frame/<REQUEST>_ERROR', id, payload },
 * and { type: '@gangway-frame/READY' } once the frame page has loaded.
 */
import * as z from 'zod/mini'
import { isEmailAddress } from './emailAddress'
import { isSiwxFrameMessage, type SiwxFrameMessage } from './siwxFrame'
import { isSolanaAddress } from './solanaIds'

export const APP_EVENT_PREFIX = '@gangway-app/'
export const FRAME_EVENT_PREFIX = '@gangway-frame/'
export const FRAME_READY = `${FRAME_EVENT_PREFIX}READY` as const

const email = z.string().check(z.refine(isEmailAddress, 'must be a valid e-mail'))
const otp = z.string().check(z.refine((value) => /^\d{6}$/.test(value), 'must be 6 digits'))
const address = z.string().check(z.refine((value) => /^0x[0-9a-fA-F]{40}$/.test(value), 'must be an EVM address'))
/** The embedded wallet's account on an EVM chain or, with a solana chainId, its Solana address (base58). */
const accountAddress = z.string().check(z.refine((value) => /^0x[0-9a-fA-F]{40}$/.test(value) || isSolanaAddress(value), 'must be an EVM or Solana address'))
// Refinements rather than z.union / z.record: those zod types would otherwise ride in the kit's entry.
const chainId = z.custom<number | string>((value) => typeof value === 'number' || typeof value === 'string', 'must be a chain id')
const empty = z.object({})

export const accountTypeSchema = z.enum(['eoa', 'smartAccount'])

/**
 * §3 auth user, as the frame reports it. On a Solana chain (chainId 'solana:<ref>') address is the wallet's Solana
 * address and accounts lists it alone, with namespace 'solana' (type eoa: never a smart account there).
 */
export const authUserSchema = z.object({
  email: z.optional(z.string()),
  address: accountAddress,
  chainId,
  userName: z.optional(z.string()),
  accounts: z.optional(z.array(z.object({ address: accountAddress, type: accountTypeSchema, namespace: z.optional(z.enum(['eip155', 'solana'])) }))),
  preferredAccountType: z.optional(accountTypeSchema),
  smartAccountDeployed: z.optional(z.boolean()),
  signature: z.optional(z.string()),
  message: z.optional(z.string()),
  siwxMessage: z.optional(z.unknown()),
})
export type AuthUser = z.infer<typeof authUserSchema>

/** Every request the kit may send, with its payload and the payload of its success reply. */
export const FRAME_REQUESTS = {
  CONNECT_EMAIL: { request: z.object({ email }), reply: z.object({ action: z.enum(['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT']) }) },
  CONNECT_DEVICE: { request: empty, reply: empty },
  CONNECT_OTP: { request: z.object({ otp }), reply: empty },
  // With siwxMessage (siwx on), the secure site signs it with the wallet's key in the login step (§3, §7 one-click sign-in).
  // preferredAccountType: the kit's stored choice or its default account type (§9), kept by the secure site.
  GET_USER: { request: z.object({ chainId: z.optional(chainId), preferredAccountType: z.optional(accountTypeSchema), siwxMessage: z.optional(z.custom<SiwxFrameMessage>(isSiwxFrameMessage, 'must be a sign-in message')) }), reply: authUserSchema },
  IS_CONNECTED: { request: empty, reply: z.object({ isConnected: z.boolean() }) },
  SIGN_OUT: { request: empty, reply: empty },
  // chainId: an EVM chain (number, '0x…', decimal or 'eip155:<id>'; answered as a number) or 'solana:<ref>' (answered as sent).
  SWITCH_NETWORK: { request: z.object({ chainId }), reply: z.object({ chainId }) },
  GET_CHAIN_ID: { request: empty, reply: z.object({ chainId }) },
  RPC_REQUEST: { request: z.object({ method: z.string(), params: z.optional(z.unknown()), chainId: z.optional(chainId) }), reply: z.object({ result: z.unknown() }) },
  RPC_ABORT: { request: empty, reply: empty },
  UPDATE_EMAIL: { request: z.object({ email }), reply: z.object({ action: z.enum(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP']) }) },
  UPDATE_EMAIL_PRIMARY_OTP: { request: z.object({ otp }), reply: empty },
  UPDATE_EMAIL_SECONDARY_OTP: { request: z.object({ otp }), reply: z.object({ newEmail: email }) },
  SYNC_THEME: { request: z.object({ themeMode: z.optional(z.enum(['dark', 'light'])), themeVariables: z.optional(z.custom<Record<string, string | number>>((value) => typeof value === 'object' && value !== null && Object.values(value).every((v) => typeof v === 'string' || typeof v === 'number'), 'must map names to strings or numbers')) }), reply: empty },
  SYNC_DAPP_DATA: { request: z.object({ projectId: z.string(), sdkVersion: z.string(), metadata: z.optional(z.unknown()) }), reply: empty },
  RELOAD: { request: empty, reply: empty },
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: { request: empty, reply: z.object({ smartAccountEnabledNetworks: z.array(z.number()) }) },
  INIT_SMART_ACCOUNT: { request: empty, reply: z.object({ address, isDeployed: z.boolean() }) },
  SET_PREFERRED_ACCOUNT: { request: z.object({ type: accountTypeSchema }), reply: z.object({ type: accountTypeSchema, address }) },
  // Social login (§4; §5 providers allowed). CONNECT_SOCIAL's uri is Telegram's result_uri; without it the frame waits for the popup's result, which the secure site's page posts to the frame itself.
  GET_SOCIAL_REDIRECT_URI: { request: z.object({ provider: z.enum(['google', 'github', 'apple', 'facebook', 'x', 'discord']) }), reply: z.object({ uri: z.string() }) },
  CONNECT_SOCIAL: { request: z.object({ uri: z.optional(z.string()) }), reply: z.object({ email: z.optional(z.string()), userName: z.optional(z.string()) }) },
  GET_FARCASTER_URI: { request: empty, reply: z.object({ url: z.string() }) },
  CONNECT_FARCASTER: { request: empty, reply: z.object({ userName: z.optional(z.string()) }) },
} as const

export type FrameRequestType = keyof typeof FRAME_REQUESTS
export type FrameRequestPayload<T extends FrameRequestType> = z.infer<(typeof FRAME_REQUESTS)[T]['request']>
export type FrameReplyPayload<T extends FrameRequestType> = z.infer<(typeof FRAME_REQUESTS)[T]['reply']>

const requestTypes = Object.keys(FRAME_REQUESTS) as FrameRequestType[]
const messageId = z.string().check(z.refine((value) => value.length > 0 && value.length <= 100, 'must be a request id'))

/** An app → frame message: the frame page parses every message with this. */
export interface AppMessage<T extends FrameRequestType = FrameRequestType> {
  readonly type: `${typeof APP_EVENT_PREFIX}${T}`
  readonly id: string
  readonly payload: FrameRequestPayload<T>
}

/** Parses an app → frame message; undefined (the caller warns and ignores it) when it matches no schema. */
export function parseAppMessage(data: unknown): AppMessage | undefined {
  const envelope = z.object({ type: z.string(), id: messageId, payload: z.optional(z.unknown()) }).safeParse(data)
  if (!envelope.success || !envelope.data.type.startsWith(APP_EVENT_PREFIX)) return undefined
  const type = envelope.data.type.slice(APP_EVENT_PREFIX.length) as FrameRequestType
  if (!requestTypes.includes(type)) return undefined
  const payload = FRAME_REQUESTS[type].request.safeParse(envelope.data.payload ?? {})
  return payload.success ? ({ type: envelope.data.type, id: envelope.data.id, payload: payload.data } as AppMessage) : undefined
}

/** A frame → app reply (success or error) to request `id`, or the frame's READY. */
export type FrameMessage =
  | { readonly kind: 'ready' }
  | { readonly kind: 'success'; readonly request: FrameRequestType; readonly id: string; readonly payload: unknown }
  | { readonly kind: 'error'; readonly request: FrameRequestType; readonly id: string; readonly message: string | undefined; readonly code: string | undefined }

/** Parses a frame → app message; success payloads are checked against their request's reply schema. */
export function parseFrameMessage(data: unknown): FrameMessage | undefined {
  const envelope = z.object({ type: z.string(), id: z.optional(messageId), payload: z.optional(z.unknown()) }).safeParse(data)
  if (!envelope.success || !envelope.data.type.startsWith(FRAME_EVENT_PREFIX)) return undefined
  const { type, id, payload } = envelope.data
  if (type === FRAME_READY) return { kind: 'ready' }
  const match = /^(.+)_(SUCCESS|ERROR)$/.exec(type.slice(FRAME_EVENT_PREFIX.length))
  const request = match?.[1] as FrameRequestType | undefined
  if (!match || !request || !requestTypes.includes(request) || id === undefined) return undefined
  if (match[2] === 'ERROR') {
    const error = z.object({ message: z.optional(z.string()), code: z.optional(z.string()) }).safeParse(payload ?? {})
    return error.success ? { kind: 'error', request, id, message: error.data.message, code: error.data.code } : undefined
  }
  const reply = FRAME_REQUESTS[request].reply.safeParse(payload ?? {})
  return reply.success ? { kind: 'success', request, id, payload: reply.data } : undefined
}

/** The message a frame sends back for request `id`. */
export function frameReply(request: FrameRequestType, id: string, outcome: { ok: true; payload: unknown } | { ok: false; message?: string; code?: string | undefined }) {
  return outcome.ok
    ? { type: `${FRAME_EVENT_PREFIX}${request}_SUCCESS`, id, payload: outcome.payload }
    : { type: `${FRAME_EVENT_PREFIX}${request}_ERROR`, id, payload: { ...(outcome.message !== undefined && { message: outcome.message }), ...(outcome.code !== undefined && { code: outcome.code }) } }
}

/** §7: the frame URL carries projectId, chainId, version, enableLogger and rpcUrl. */
export const frameUrlParamsSchema = z.object({
  projectId: z.string().check(z.refine((value) => value.length > 0, 'is required')),
  chainId: z.string(),
  version: z.string(),
  enableLogger: z.enum(['true', 'false']),
  rpcUrl: z.string(),
})
export type FrameUrlParams = z.infer<typeof frameUrlParamsSchema>
