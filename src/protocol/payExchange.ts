/**
 * Pay with an exchange: the JSON-RPC methods AppKit Pay's client calls on the chain-data service
 * (`POST /v1/json-rpc?projectId=…`, `{ jsonrpc: '2.0', id, method, params: { …, st, sv, projectId } }`), shared by
 * the kit (which parses every answer with these) and the reference cloud (which builds its answers to them).
 * Assets are CAIP-19 (`eip155:31337/erc20:0x…`, the native coin `eip155:31337/slip44:60`), recipients CAIP-10,
 * amounts decimal text in whole units ('12.5').
 */
import * as z from 'zod/mini'

export const PAY_EXCHANGE_METHODS = {
  getExchanges: 'reown_getExchanges',
  getPayUrl: 'reown_getExchangePayUrl',
  getBuyStatus: 'reown_getExchangeBuyStatus',
} as const

export type PayExchangeMethod = (typeof PAY_EXCHANGE_METHODS)[keyof typeof PAY_EXCHANGE_METHODS]

/** An exchange the visitor can pay from. */
export const exchangeSchema = z.object({ id: z.string(), imageUrl: z.string(), name: z.string() })
export type Exchange = z.infer<typeof exchangeSchema>

/** reown_getExchanges params: a 0-based page; `asset` and `amount` keep only exchanges that can pay them. */
export const getExchangesParamsSchema = z.object({
  page: z.number(),
  includeOnly: z.optional(z.array(z.string())),
  exclude: z.optional(z.array(z.string())),
  asset: z.optional(z.string()),
  amount: z.optional(z.string()),
})
export type GetExchangesParams = z.infer<typeof getExchangesParamsSchema>
export const getExchangesResultSchema = z.object({ exchanges: z.array(exchangeSchema), total: z.number() })
export type GetExchangesResult = z.infer<typeof getExchangesResultSchema>

/** reown_getExchangePayUrl params. */
export const getPayUrlParamsSchema = z.object({ exchangeId: z.string(), asset: z.string(), amount: z.string(), recipient: z.string() })
export type GetPayUrlParams = z.infer<typeof getPayUrlParamsSchema>
/** → the exchange's page for this payment, and the session to ask the status of. */
export const getPayUrlResultSchema = z.object({
  url: z.string().check(z.refine((text) => /^https?:\/\//.test(text), 'expected an http(s) URL')),
  sessionId: z.string(),
})
export type GetPayUrlResult = z.infer<typeof getPayUrlResultSchema>

export const EXCHANGE_BUY_STATUSES = ['UNKNOWN', 'IN_PROGRESS', 'SUCCESS', 'FAILED'] as const
export type ExchangeBuyStatus = (typeof EXCHANGE_BUY_STATUSES)[number]

/** reown_getExchangeBuyStatus params. */
export const getBuyStatusParamsSchema = z.object({ sessionId: z.string(), exchangeId: z.string() })
export type GetBuyStatusParams = z.infer<typeof getBuyStatusParamsSchema>
/** → the session's status; `txHash` once the exchange has sent the payment (SUCCESS). */
export const getBuyStatusResultSchema = z.object({
  status: z.enum(EXCHANGE_BUY_STATUSES),
  txHash: z.optional(z.string()),
})
export type GetBuyStatusResult = z.infer<typeof getBuyStatusResultSchema>

/**
 * A JSON-RPC answer: `result`, or `error { code, message }` (AppKit throws the message). Written with z.custom, not
 * z.literal / z.union: the kit's entry shares zod's schema code with every chunk, and those would grow it.
 */
export const payExchangeRpcResponseSchema = z.object({
  jsonrpc: z.custom<'2.0'>((value) => value === '2.0', "expected '2.0'"),
  id: z.custom<number | string | null>((value) => value === null || typeof value === 'number' || typeof value === 'string', 'expected a number, a string or null'),
  result: z.optional(z.unknown()),
  error: z.optional(z.object({ code: z.number(), message: z.string() })),
})
export type PayExchangeRpcResponse = z.infer<typeof payExchangeRpcResponseSchema>
