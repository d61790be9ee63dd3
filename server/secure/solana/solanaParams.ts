import { base58, base64 } from '@scure/base'
import { z } from 'zod'

/** A Solana transaction on the wire is at most 1232 bytes; its base64 at most 1644 characters. */
const MAX_TRANSACTION_BASE64 = 1644
/** A message to sign: generous for sign-in texts, small enough to read on the approval page. */
const MAX_MESSAGE_BYTES = 4096

const decodes = (decode: (text: string) => Uint8Array) => (text: string): boolean => {
  try {
    decode(text)
    return true
  } catch {
    return false
  }
}

export const base58Bytes = z
  .string()
  .max(Math.ceil(MAX_MESSAGE_BYTES * 1.37) + 1, 'is too long')
  .refine(decodes(base58.decode), 'must be base58')
  .transform((text) => base58.decode(text))
  .refine((bytes) => bytes.length > 0 && bytes.length <= MAX_MESSAGE_BYTES, `must be 1 to ${MAX_MESSAGE_BYTES} bytes`)

export const solanaPubkey = z.string().refine((text) => decodes(base58.decode)(text) && base58.decode(text).length === 32, 'must be a Solana address (base58, 32 bytes)')

export const transactionBase64 = z
  .string()
  .max(MAX_TRANSACTION_BASE64, 'is too long for a Solana transaction')
  .refine((text) => text.length > 0 && decodes(base64.decode)(text), 'must be base64')
  .transform((text) => base64.decode(text))

/** solana_signMessage: { message: base58 bytes, pubkey: the wallet's address }. */
export const signMessageParams = z.object({ message: base58Bytes, pubkey: solanaPubkey })

/** solana_signTransaction: { transaction: base64 wire format, legacy or v0 }. */
export const signTransactionParams = z.object({ transaction: transactionBase64 })

/** web3.js SendOptions: only these reach the node. */
const sendOptions = z.object({
  skipPreflight: z.boolean().optional(),
  preflightCommitment: z.enum(['processed', 'confirmed', 'finalized']).optional(),
  maxRetries: z.number().int().min(0).max(100).optional(),
  minContextSlot: z.number().int().min(0).optional(),
})
export type SolanaSendOptions = z.infer<typeof sendOptions>

/** solana_signAndSendTransaction: { transaction: base64, sendOptions? }. */
export const signAndSendParams = z.object({ transaction: transactionBase64, sendOptions: sendOptions.optional() })
