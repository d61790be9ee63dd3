/**
 * The chain-data API's answers (§3, §7), shared by the kit (which parses every answer with these) and the
 * reference cloud (which builds its answers to them). A bad row is dropped by the readers, not the whole list.
 */
import * as z from 'zod/mini'
import { stringRecord } from './zodRecords'

const hex = z.string().check(z.refine((text) => /^0x[0-9a-fA-F]*$/.test(text), 'expected hex'))
const nullableString = z.optional(z.nullable(z.string()))
// Checks are written as refinements: zod's own checks live in its core module, which the entry carries.
/** A non-negative amount of money or a price. */
const amount = z.number().check(z.refine((value) => value >= 0, 'expected a non-negative amount'))
/** A decimal number as text, e.g. '1.5' or '10000'. */
const decimalText = z.string().check(z.refine((text) => /^-?\d+(\.\d+)?$/.test(text), 'expected a decimal number'))
/** An ISO 8601 date and time with its offset, e.g. '2026-11-23T01:00:00.000Z'. */
const isoDateTime = z.string().check(
  z.refine((text) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(text) && !Number.isNaN(Date.parse(text)), 'expected an ISO date'),
)

/** §3 wallet asset response item, one per token the account holds on a chain (GET /v1/account/{address}/balance). */
export const walletAssetSchema = z.object({
  /** CAIP-2 network of the asset, e.g. 'eip155:31337'. */
  chainId: z.string(),
  /** The token contract; absent for the native coin. */
  address: z.optional(z.string()),
  /** Base units, hex. */
  balance: hex,
  /** SPL: a Solana token; its address is the mint. */
  type: z.enum(['NATIVE', 'ERC20', 'SPL']),
  metadata: z.object({
    name: z.string(),
    symbol: z.string(),
    decimals: z.number().check(z.refine((value) => Number.isInteger(value) && value >= 0 && value <= 255, 'expected 0 to 255 decimals')),
    /** USD price of one token (the reference cloud reads it from its pools); absent when the service has no price for it. */
    price: z.optional(amount),
    iconUrl: nullableString,
    /** USD value of the balance; absent with the price. */
    value: z.optional(amount),
  }),
})
export type WalletAsset = z.infer<typeof walletAssetSchema>

export const balanceResponseSchema = z.object({ balances: z.array(z.unknown()) })

/** POST /v1/fungible/price: { currency, addresses: ['eip155:1:0x…'], projectId } → fungibles. */
export const fungiblePriceSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  iconUrl: nullableString,
  price: amount,
  /** CAIP-10 address of the token it prices. */
  address: z.optional(z.string()),
})
export const priceResponseSchema = z.object({ fungibles: z.array(z.unknown()) })

/** §3 transaction (history): one per on-chain transaction touching the account. */
export const transferSchema = z.object({
  direction: z.enum(['in', 'out', 'self']),
  quantity: z.object({ numeric: decimalText }),
  value: z.optional(z.nullable(amount)),
  price: z.optional(z.nullable(amount)),
  fungible_info: z.optional(
    z.object({
      name: z.string(),
      symbol: z.string(),
      icon: z.optional(z.nullable(z.object({ url: z.string() }))),
      flags: z.optional(z.object({ is_spam: z.boolean() })),
    }),
  ),
  nft_info: z.optional(
    z.object({
      name: z.string(),
      content: z.optional(z.nullable(z.object({ preview: z.optional(z.nullable(z.object({ url: z.string() }))) }))),
      flags: z.object({ is_spam: z.boolean() }),
    }),
  ),
})
export type Transfer = z.infer<typeof transferSchema>

export const transactionSchema = z.object({
  id: z.string(),
  metadata: z.object({
    /** ISO date of the block. */
    minedAt: isoDateTime,
    /** CAIP-2 network. */
    chain: z.string(),
    operationType: z.string(),
    status: z.enum(['confirmed', 'failed', 'pending']),
    sentFrom: z.string(),
    sentTo: z.string(),
    hash: z.string(),
  }),
  transfers: z.array(transferSchema),
})
export type Transaction = z.infer<typeof transactionSchema>

/** GET /v1/account/{account}/history?cursor&chainId → newest first, `next` cursor or null. */
export const historyResponseSchema = z.object({ data: z.array(z.unknown()), next: z.optional(z.nullable(z.string())) })

/** GET /v1/identity/{address}?sender → name and avatar (both may be null). */
export const identitySchema = z.object({ name: z.nullable(z.string()), avatar: z.nullable(z.string()) })
export type Identity = z.infer<typeof identitySchema>

/** GET /v1/profile/reverse/{address}?sender&apiVersion=2 → the names pointing at the address. */
export const reverseNameSchema = z.object({
  name: z.string(),
  addresses: stringRecord(z.object({ address: z.string() })),
  attributes: z.optional(stringRecord(z.string())),
})
export const reverseResponseSchema = z.array(z.unknown())

/** Reads a list row by row: a row that fails its schema is dropped (and logged), the rest kept. */
export function parseRows<T>(rows: readonly unknown[], schema: z.ZodMiniType<T>, what: string): T[] {
  const parsed: T[] = []
  for (const row of rows) {
    const result = z.safeParse(schema, row)
    if (result.success) parsed.push(result.data)
    else console.warn(`[gangway] dropped a malformed ${what}`, result.error.issues)
  }
  return parsed
}
