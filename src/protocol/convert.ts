/**
 * The chain-data service's swap API (spec §7 `/v1/convert/*`), in the shapes AppKit's swap client reads, shared by
 * the kit (which parses every answer with these) and the reference cloud (which builds its answers to them). Token
 * and account ids are CAIP-10 (`eip155:31337:0x…`); the native coin is `eip155:{ref}:0xeeee…eeee`. Amounts are base
 * units as decimal strings. Fields beyond AppKit's are marked.
 */
import * as z from 'zod/mini'

/** The address that stands for a chain's native coin in convert token ids (AppKit's NATIVE_TOKEN_ADDRESS.eip155). */
export const NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/** §9 swap slippage tolerance, in percent: what `build-transaction`'s `eip155.slippage` carries. */
export const SWAP_SLIPPAGE_TOLERANCE = 1

/** The error answers of the convert routes: `{ code, message }`, plus `parameter` when a parameter is at fault. */
export const CONVERT_ERROR_TEXTS = {
  /** §8, word for word: a chain the service has no swaps for (also what the kit throws before asking). */
  NETWORK_NOT_SUPPORTED_FOR_SWAPS: 'Network not supported for Swaps',
  /** §8, word for word. */
  NETWORK_NOT_SUPPORTED_FOR_GAS_PRICE: 'Network not supported for Gas Price',
  /** A §9 swap network: supported, but its calls go to an aggregator, and none is configured (the cloud is offline). */
  SWAP_AGGREGATOR_NOT_CONFIGURED: 'Swaps on this network go through a swap aggregator, and none is configured for this service',
  INVALID_PARAMETER: 'Invalid parameter',
  /** The pools cannot fill the trade (AppKit recognises 'insufficient liquidity' in `reasons[0].description`). */
  INSUFFICIENT_LIQUIDITY: 'Insufficient liquidity',
  /** The transaction would revert now (estimated from the user): no transaction is returned. */
  TRANSACTION_WOULD_REVERT: 'The transaction would revert',
  CHAIN_UNREACHABLE: 'The chain does not answer',
  /** The configured aggregator could not be reached, timed out, or failed (5xx). */
  SWAP_AGGREGATOR_UNAVAILABLE: 'The swap aggregator could not answer',
  /** The configured aggregator refused the request (4xx); its own words are in `message` and `reasons`. */
  SWAP_AGGREGATOR_REFUSED: 'The swap aggregator refused the request',
  /** The configured aggregator answered in a shape AppKit's swap API does not have: nothing of it is passed on. */
  SWAP_AGGREGATOR_BAD_ANSWER: 'The swap aggregator sent an answer that could not be read',
} as const

/**
 * The §9 swap networks: twelve EVM networks whose swaps a hosted service serves through a swap aggregator (AppKit's
 * swap API). The reference cloud forwards their convert calls to one when it is configured, else refuses them with
 * SWAP_AGGREGATOR_NOT_CONFIGURED; the local chains swap on their own pools.
 */
export const SWAP_AGGREGATOR_NETWORKS: Readonly<Record<string, string>> = {
  'eip155:1': 'Ethereum',
  'eip155:42161': 'Arbitrum',
  'eip155:10': 'Optimism',
  'eip155:324': 'zkSync',
  'eip155:8453': 'Base',
  'eip155:56': 'BNB Smart Chain',
  'eip155:137': 'Polygon',
  'eip155:100': 'Gnosis',
  'eip155:43114': 'Avalanche',
  'eip155:250': 'Fantom',
  'eip155:8217': 'Kaia',
  'eip155:1313161554': 'Aurora',
}

/** The §9 swap network a CAIP-2 id names, or undefined. */
export const aggregatorNetworkName = (caipNetworkId: string): string | undefined =>
  Object.hasOwn(SWAP_AGGREGATOR_NETWORKS, caipNetworkId) ? SWAP_AGGREGATOR_NETWORKS[caipNetworkId] : undefined

export type ConvertErrorCode = keyof typeof CONVERT_ERROR_TEXTS

const caip10 = z.string().check(z.refine((text) => /^eip155:[1-9]\d*:0x[0-9a-fA-F]{40}$/.test(text), 'expected a CAIP-10 id eip155:{ref}:0x…'))
const baseUnits = z.string().check(z.refine((text) => /^\d+$/.test(text), 'expected base units (a whole number)'))
const hexData = z.custom<`0x${string}`>((value) => typeof value === 'string' && /^0x([0-9a-fA-F]{2})*$/.test(value), 'expected hex data')

export const convertErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  /** The query or body parameter at fault. */
  parameter: z.optional(z.string()),
  /** AppKit reads `reasons[0].description`. */
  reasons: z.optional(z.array(z.object({ name: z.string(), description: z.string() }))),
})
export type ConvertError = z.infer<typeof convertErrorSchema>

/** GET /v1/convert/tokens?chainId → the tokens that can be swapped on the chain, the native coin first. */
export const swapTokenSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  address: caip10,
  decimals: z.number().check(z.refine((value) => Number.isInteger(value) && value >= 0 && value <= 255, 'expected 0 to 255 decimals')),
  logoUri: z.string(),
  eip2612: z.optional(z.boolean()),
  /** Beyond AppKit: USD price of one token (from the pools); absent when there is none. */
  price: z.optional(z.number()),
})
export type SwapToken = z.infer<typeof swapTokenSchema>
export const swapTokensResponseSchema = z.object({ tokens: z.array(z.unknown()) })

/** GET /v1/convert/quotes?amount&userAddress&from&to&gasPrice. */
export const swapQuoteSchema = z.object({
  id: z.nullable(z.string()),
  fromAmount: baseUnits,
  /** The from token (CAIP-10). */
  fromAccount: caip10,
  toAmount: baseUnits,
  /** The to token (CAIP-10). */
  toAccount: caip10,
  /** Beyond AppKit: the pools' fees taken from the input (0.3% per pool), from-token base units; absent from an aggregator's quote. */
  fee: z.optional(baseUnits),
  /** Beyond AppKit: the swap's gas estimate, null when it cannot be estimated (always, for an aggregator's quote). */
  gas: z.nullable(baseUnits),
  /** Beyond AppKit: the gas price the fee is reckoned at (the one asked, else the chain's), wei; absent from an aggregator's quote. */
  gasPrice: z.optional(baseUnits),
})
export type SwapQuote = z.infer<typeof swapQuoteSchema>
export const swapQuotesResponseSchema = z.object({ quotes: z.array(swapQuoteSchema) })

/** GET /v1/convert/allowance?tokenAddress&userAddress → what the router may spend, base units. */
export const swapAllowanceResponseSchema = z.object({ allowance: baseUnits })

/** GET /v1/convert/gas-price?chainId → wei per gas. */
export const gasPriceResponseSchema = z.object({ standard: baseUnits, fast: baseUnits, instant: baseUnits })

/** GET /v1/convert/build-approve?userAddress&from&to(&amount): the approve transaction, sent to the token (`from`). */
export const buildApproveResponseSchema = z.object({
  tx: z.object({
    /** The token to approve (AppKit sends the transaction to this address). */
    from: caip10,
    /** The transaction's target: the same token contract. */
    to: caip10,
    data: hexData,
    value: baseUnits,
    /** Beyond AppKit: who is approved (the router; for an aggregator's answer, read from its approve calldata). */
    spender: caip10,
    eip155: z.object({ gas: z.number(), gasPrice: baseUnits }),
  }),
})

/** POST /v1/convert/build-transaction { amount, eip155: { slippage }, projectId, from, to, userAddress, disableEstimate }. */
export const buildTransactionResponseSchema = z.object({
  tx: z.object({
    /** The user's account (CAIP-10). */
    from: caip10,
    /** The router (CAIP-10). */
    to: caip10,
    data: hexData,
    /** The quoted output, to-token base units (AppKit's `amount`). */
    amount: baseUnits,
    /** Beyond AppKit: wei to send (the input, when it is the native coin; else 0: what AppKit's client works out itself). */
    value: baseUnits,
    /**
     * Beyond AppKit: the least the swap accepts (the quote less the slippage), to-token base units, and the unix time
     * after which the router refuses it. Both are read from the local Router02 call; an aggregator's calldata is
     * opaque, so its answers have neither.
     */
    amountOutMin: z.optional(baseUnits),
    deadline: z.optional(z.number()),
    eip155: z.object({ gas: baseUnits, gasPrice: baseUnits }),
  }),
})
export type BuiltSwapTransaction = z.infer<typeof buildTransactionResponseSchema>['tx']
