import * as z from 'zod/mini'

/**
 * The Safe Apps SDK's postMessage protocol, as Safe{Wallet} speaks it to the apps it frames: the app posts
 * { id, method, params, env: { sdkVersion } } to its parent; the Safe answers { id, success, version, data }
 * or { id, success: false, version, error }.
 */
export const SAFE_METHODS = {
  getSafeInfo: 'getSafeInfo',
  rpcCall: 'rpcCall',
  sendTransactions: 'sendTransactions',
  signMessage: 'signMessage',
  signTypedMessage: 'signTypedMessage',
} as const

export type SafeMethod = (typeof SAFE_METHODS)[keyof typeof SAFE_METHODS]

/** The protocol version the kit speaks (the SDK release whose messages it sends); the Safe reads it from `env`. */
export const SAFE_APPS_SDK_VERSION = '9.1.0'

export interface SafeRequest {
  readonly id: string
  readonly method: SafeMethod
  readonly params: unknown
  readonly env: { readonly sdkVersion: string }
}

/** The Safe's version must be 1.x or later, as the SDK checks it. */
const safeVersion = z.string().check(z.refine((value) => Number(value.split('.')[0]) >= 1))

// One object with a refinement rather than a union of literals: those would grow zod's chunk the entry shares.
export const safeReplySchema = z
  .object({ id: z.string(), success: z.boolean(), version: safeVersion, data: z.optional(z.unknown()), error: z.optional(z.string()) })
  .check(z.refine((reply) => reply.success || typeof reply.error === 'string'))

export type SafeReply = z.infer<typeof safeReplySchema>

const evmAddress = z.string().check(z.refine((value) => /^0x[0-9a-fA-F]{40}$/.test(value)))

/** getSafeInfo's answer: the Safe's address and chain are what the kit needs; the rest is the Safe's own business. */
export const safeInfoSchema = z.object({
  safeAddress: evmAddress,
  chainId: z.number().check(z.refine((value) => Number.isSafeInteger(value) && value > 0)),
  threshold: z.optional(z.number()),
  owners: z.optional(z.array(z.string())),
  isReadOnly: z.optional(z.boolean()),
})

export type SafeInfo = z.infer<typeof safeInfoSchema>

/** sendTransactions' answer. */
export const safeTxHashSchema = z.object({ safeTxHash: z.string().check(z.refine((value) => /^0x[0-9a-fA-F]{64}$/.test(value))) })

/** signMessage's answer: a signature (off-chain signing, or a 1-of-1 Safe), else the hash of the pending on-chain message. */
export const safeSignatureSchema = z.object({ signature: z.optional(z.string()) })
