import type { Address, Hex } from 'viem'
import { z } from 'zod'

const hex = z.string().regex(/^0x[0-9a-fA-F]*$/, 'must be hex').transform((value) => value as Hex)
const quantity = z.string().regex(/^0x[0-9a-fA-F]{1,64}$/, 'must be a hex quantity')
export const addressParam = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'must be an EVM address').transform((value) => value as Address)

/** personal_sign: [message (hex bytes or text), address]. */
export const personalSignParams = z.tuple([z.string(), addressParam]).rest(z.unknown())

const typedData = z.object({
  domain: z.record(z.string(), z.unknown()),
  types: z.record(z.string(), z.array(z.object({ name: z.string(), type: z.string() }))),
  primaryType: z.string(),
  message: z.record(z.string(), z.unknown()),
})
export type TypedDataParam = z.infer<typeof typedData>

/** eth_signTypedData_v4: [address, typed data as a JSON string or an object]. */
export const signTypedDataParams = z.tuple([
  addressParam,
  z.union([
    typedData,
    z.string().transform((text, ctx): TypedDataParam => {
      try {
        return typedData.parse(JSON.parse(text))
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be EIP-712 typed data' })
        return z.NEVER
      }
    }),
  ]),
])

/** eth_sendTransaction: [{ from?, to?, value?, data?, gas?, gasPrice?, maxFeePerGas?, maxPriorityFeePerGas?, nonce? }]. */
export const sendTransactionParams = z.tuple([
  z.object({
    from: addressParam.optional(),
    to: addressParam.optional(),
    value: quantity.optional(),
    data: hex.optional(),
    input: hex.optional(),
    gas: quantity.optional(),
    gasPrice: quantity.optional(),
    maxFeePerGas: quantity.optional(),
    maxPriorityFeePerGas: quantity.optional(),
    nonce: quantity.optional(),
  }),
])
export type TransactionParam = z.infer<typeof sendTransactionParams>[0]
