import {
  onrampOptionsResponseSchema,
  onrampOrderSchema,
  onrampOrdersResponseSchema,
  onrampProviderSchema,
  onrampQuoteSchema,
  onrampUrlResponseSchema,
  paymentCurrencySchema,
  purchaseCurrencySchema,
  type HttpClient,
  type OnrampOrder,
  type OnrampQuote,
  type OnrampUrlRequest,
} from 'gangway/plugin'
import type { OnrampOptions } from './onrampOptions'
import { onrampErrorOf } from './onrampErrorOf'
import { OnrampError } from './onrampErrors'

/** A quote, or the provider's order list, not answered in this long is dropped (the next try is the visitor's). */
export const ONRAMP_CALL_TIMEOUT_MS = 10_000

/** POST /v1/onramp/quote's body (§7), plus the payment method whose limits apply. */
export interface QuoteRequest {
  readonly purchaseCurrency: string
  readonly paymentCurrency: string
  /** What the visitor pays, fees included, with two decimals ('50.00'). */
  readonly amount: string
  /** The provider's network name. */
  readonly network: string
  readonly paymentMethod: string
}

type FetchLike = (input: string, init?: RequestInit) => Promise<Response>

/** Every call rejects with an OnrampError (onrampErrorOf), or the AbortError of a call cancelled by `signal`. */
async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    throw await onrampErrorOf(error)
  }
}

/** Keeps the items a schema accepts: one bad entry is dropped, the rest go on. */
function parseEach<T>(items: readonly unknown[] | undefined, schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } }): T[] {
  return (items ?? []).flatMap((item) => {
    const parsed = schema.safeParse(item)
    return parsed.success ? [parsed.data] : []
  })
}

const withTimeout = (signal: AbortSignal | undefined): AbortSignal => (signal ? AbortSignal.any([signal, AbortSignal.timeout(ONRAMP_CALL_TIMEOUT_MS)]) : AbortSignal.timeout(ONRAMP_CALL_TIMEOUT_MS))

/** The chain-data service's onramp API (§7), and a provider's order status API; every answer parsed with the kit's schemas. */
export class OnrampApi {
  constructor(
    private readonly chainData: HttpClient,
    private readonly fetch: FetchLike = (input, init) => globalThis.fetch(input, init),
  ) {}

  /** GET /v1/onramp/options: what can be bought and paid with; an answer with no payment currency is of no use (an error). */
  options(signal?: AbortSignal): Promise<OnrampOptions> {
    return call(async () => {
      const answer = await this.chainData.get('/v1/onramp/options', { schema: onrampOptionsResponseSchema, ...(signal ? { signal } : {}) })
      const paymentCurrencies = parseEach(answer.paymentCurrencies, paymentCurrencySchema)
      if (paymentCurrencies.length === 0) throw new OnrampError('SERVICE_UNREADABLE')
      return {
        paymentCurrencies,
        purchaseCurrencies: parseEach(answer.purchaseCurrencies, purchaseCurrencySchema),
        providers: parseEach(answer.providers, onrampProviderSchema),
      }
    })
  }

  /** POST /v1/onramp/quote: what `amount` of the payment currency buys now, and the fees. */
  quote(request: QuoteRequest, signal?: AbortSignal): Promise<OnrampQuote> {
    return call(() => this.chainData.post('/v1/onramp/quote', { body: request, schema: onrampQuoteSchema, signal: withTimeout(signal) }))
  }

  /** POST /v1/generators/onrampurl: the provider's checkout page for this purchase. */
  checkoutUrl(body: OnrampUrlRequest): Promise<string> {
    return call(async () => (await this.chainData.post('/v1/generators/onrampurl', { body, schema: onrampUrlResponseSchema })).url)
  }

  /** The provider's onramp orders for a partner user id, newest first (its status API; any origin may read it). */
  orders(ordersUrl: string, partnerUserId: string, signal?: AbortSignal): Promise<OnrampOrder[]> {
    return call(async () => {
      const url = new URL(ordersUrl)
      url.searchParams.set('partnerUserId', partnerUserId)
      const response = await this.fetch(url.toString(), { signal: withTimeout(signal), credentials: 'omit' })
      if (!response.ok) throw new OnrampError('SERVICE_FAILED', { values: { status: response.status } })
      const parsed = onrampOrdersResponseSchema.safeParse(await response.json().catch(() => undefined))
      if (!parsed.success) throw new OnrampError('SERVICE_UNREADABLE')
      return parseEach(parsed.data.orders, onrampOrderSchema).filter((order) => order.kind === 'onramp')
    })
  }
}
