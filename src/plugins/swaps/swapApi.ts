import {
  buildApproveResponseSchema,
  buildTransactionResponseSchema,
  gasPriceResponseSchema,
  SWAP_SLIPPAGE_TOLERANCE,
  swapAllowanceResponseSchema,
  swapQuotesResponseSchema,
  swapTokenSchema,
  swapTokensResponseSchema,
  type BuiltSwapTransaction,
  type HttpClient,
  type SwapQuote,
  type SwapToken,
} from 'gangway/plugin'
import { swapErrorOf } from './swapErrorOf'
import { SwapError } from './swapErrors'

/** A quote not answered in this long is dropped with an error and a retry: the next refresh would be due anyway. */
export const QUOTE_TIMEOUT_MS = 10_000

export interface QuoteRequest {
  /** From-token base units. */
  readonly amount: bigint
  /** The visitor's account (CAIP-10). */
  readonly userAddress: string
  /** The tokens (CAIP-10; the native coin is 0xeeee…). */
  readonly from: string
  readonly to: string
  readonly gasPrice?: bigint | undefined
}

export interface ApproveTransaction {
  readonly token: string
  readonly data: `0x${string}`
  readonly spender: string
}

/** Every call rejects with a SwapError (swapErrorOf), or the AbortError of a call cancelled by `signal`. */
async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    throw await swapErrorOf(error)
  }
}

/** The chain-data service's swap API (§7 /v1/convert/*): every answer parsed with the kit's schemas. */
export class SwapApi {
  constructor(
    private readonly chainData: HttpClient,
    private readonly projectId: string,
  ) {}

  /** The tokens that can be swapped on a network (CAIP-2); entries the kit cannot read are left out. */
  tokens(chainId: string, signal?: AbortSignal): Promise<SwapToken[]> {
    return call(async () => {
      const { tokens } = await this.chainData.get('/v1/convert/tokens', { params: { chainId }, schema: swapTokensResponseSchema, ...(signal ? { signal } : {}) })
      return tokens.flatMap((entry) => {
        const token = swapTokenSchema.safeParse(entry)
        return token.success ? [token.data] : []
      })
    })
  }

  /** The best quote for `amount` of `from` in `to` now. */
  quote(request: QuoteRequest, signal?: AbortSignal): Promise<SwapQuote> {
    return call(async () => {
      const timeout = AbortSignal.timeout(QUOTE_TIMEOUT_MS)
      const { quotes } = await this.chainData.get('/v1/convert/quotes', {
        params: { amount: request.amount.toString(), userAddress: request.userAddress, from: request.from, to: request.to, gasPrice: request.gasPrice?.toString() },
        schema: swapQuotesResponseSchema,
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      })
      const quote = quotes[0]
      if (!quote) throw new SwapError('INSUFFICIENT_LIQUIDITY')
      return quote
    })
  }

  /** What the router may spend of `token` for `userAddress`, base units. */
  allowance(token: string, userAddress: string): Promise<bigint> {
    return call(async () => BigInt((await this.chainData.get('/v1/convert/allowance', { params: { tokenAddress: token, userAddress }, schema: swapAllowanceResponseSchema })).allowance))
  }

  /** The network's standard gas price, wei. */
  gasPrice(chainId: string): Promise<bigint> {
    return call(async () => BigInt((await this.chainData.get('/v1/convert/gas-price', { params: { chainId }, schema: gasPriceResponseSchema })).standard))
  }

  /** The transaction that lets the router spend exactly `amount` of `from` for the visitor. */
  buildApprove(userAddress: string, from: string, to: string, amount: bigint): Promise<ApproveTransaction> {
    return call(async () => {
      const { tx } = await this.chainData.get('/v1/convert/build-approve', { params: { userAddress, from, to, amount: amount.toString() }, schema: buildApproveResponseSchema })
      return { token: tx.to, data: tx.data, spender: tx.spender }
    })
  }

  /** The swap transaction for exactly `amount` of `from`, at least the quote less the §9 slippage out. */
  buildTransaction(request: Omit<QuoteRequest, 'gasPrice'>): Promise<BuiltSwapTransaction> {
    return call(async () => {
      const body = {
        amount: request.amount.toString(),
        eip155: { slippage: SWAP_SLIPPAGE_TOLERANCE },
        projectId: this.projectId,
        from: request.from,
        to: request.to,
        userAddress: request.userAddress,
        disableEstimate: false,
      }
      return (await this.chainData.post('/v1/convert/build-transaction', { body, schema: buildTransactionResponseSchema })).tx
    })
  }
}
