/**
 * The chain-data service's onramp API (spec §3 Onramp and Quote, §7 `GET /v1/onramp/options`, `POST /v1/onramp/quote`,
 * `POST /v1/generators/onrampurl`), in the shapes AppKit's onramp client reads, shared by the kit (which parses every
 * answer with these) and the reference cloud (which builds its answers to them). Fiat amounts are decimal text with
 * two decimals ('100.00'); crypto amounts are decimal text in whole units ('0.0325'). Fields beyond AppKit's are marked.
 */
import * as z from 'zod/mini'

/** §9: the payment methods and their limits in the payment currency (the same figures for USD and EUR). */
export const ONRAMP_PAYMENT_METHOD_LIMITS = [
  { id: 'card', min: '10.00', max: '7500.00' },
  /** A bank transfer (AppKit's id for it). */
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
] as const

export type OnrampPaymentMethod = (typeof ONRAMP_PAYMENT_METHOD_LIMITS)[number]['id']

/** §9: the payment currencies, the first the default. */
export const ONRAMP_PAYMENT_CURRENCY_IDS = ['USD', 'EUR'] as const

/** §9: the provider's fee lies within this range of the payment total, in percent. */
export const ONRAMP_PROVIDER_FEE_RANGE = { min: 1, max: 2 } as const

/** The error answers of the onramp routes: `{ code, message, parameter? }`, as the convert routes answer. */
export const ONRAMP_ERROR_TEXTS = {
  INVALID_PARAMETER: 'Invalid parameter',
  /** A purchase the provider cannot price now (the pools cannot be read, or the network has none). */
  NO_PRICE: 'The provider has no price for this purchase now',
  /** The provider's treasury holds less than the purchase. */
  PROVIDER_CANNOT_FILL: 'The provider cannot fill this purchase now',
  CHAIN_UNREACHABLE: 'The chain does not answer',
} as const

export type OnrampErrorCode = keyof typeof ONRAMP_ERROR_TEXTS

const decimalText = z.string().check(z.refine((text) => /^\d+(\.\d+)?$/.test(text), 'expected a non-negative decimal number as text'))
const fiatText = z.string().check(z.refine((text) => /^\d+\.\d{2}$/.test(text), 'expected an amount with two decimals, e.g. 10.00'))

/** §3 Onramp: one network a purchase currency can be bought on. */
export const onrampNetworkSchema = z.object({
  /** The provider's network name, e.g. 'gangway-local'; what `network` and `defaultNetwork` name. */
  name: z.string(),
  display_name: z.string(),
  /** The EIP-155 chain id as text, e.g. '31337'. */
  chain_id: z.string().check(z.refine((text) => /^[1-9]\d*$/.test(text), 'expected a chain id')),
  /** The token contract; '' for the chain's native coin. */
  contract_address: z.string().check(z.refine((text) => text === '' || /^0x[0-9a-fA-F]{40}$/.test(text), "expected an address or ''")),
})
export type OnrampNetwork = z.infer<typeof onrampNetworkSchema>

/** §3 Onramp: a currency that can be bought. */
export const purchaseCurrencySchema = z.object({
  id: z.string(),
  name: z.string(),
  symbol: z.string(),
  networks: z.array(onrampNetworkSchema),
})
export type PurchaseCurrency = z.infer<typeof purchaseCurrencySchema>

/** §3 Onramp: a currency to pay with, and each payment method's limits in it. */
export const paymentCurrencySchema = z.object({
  id: z.string(),
  payment_method_limits: z.array(z.object({ id: z.string(), min: decimalText, max: decimalText })),
})
export type PaymentCurrency = z.infer<typeof paymentCurrencySchema>

const httpUrl = z.string().check(z.refine((text) => /^https?:\/\/[^\s]+$/.test(text), 'expected an http(s) URL'))

/**
 * Beyond AppKit: a provider the chain-data service sends purchases to (its `onrampurl` answers are this provider's
 * checkout), so the kit can list and label it, and follow an order through the provider's status API when it has one.
 */
export const onrampProviderSchema = z.object({
  id: z.string().check(z.refine((text) => text.length > 0, 'expected an id')),
  name: z.string().check(z.refine((text) => text.length > 0, 'expected a name')),
  description: z.optional(z.string()),
  /** Test mode: test cards and test accounts only, no real money (the reference cloud's local payment provider). */
  testMode: z.optional(z.boolean()),
  /** The provider's fee in percent of the payment total, as text ('1.5'); §9: 1–2. */
  feePercent: z.optional(decimalText),
  /** The provider's order status API: `GET {ordersUrl}?partnerUserId=…` → `{ orders }` (onrampOrdersResponseSchema). */
  ordersUrl: z.optional(httpUrl),
})
export type OnrampProvider = z.infer<typeof onrampProviderSchema>

/** GET /v1/onramp/options. The kit keeps the items that parse (a bad one is dropped); `providers` is beyond AppKit. */
export const onrampOptionsResponseSchema = z.object({
  paymentCurrencies: z.array(z.unknown()),
  purchaseCurrencies: z.array(z.unknown()),
  providers: z.optional(z.array(z.unknown())),
})

/** An onramp route's refusal: `{ code, message, parameter? }` (code one of ONRAMP_ERROR_TEXTS' keys, or another). */
export const onrampErrorSchema = z.object({ code: z.string(), message: z.string(), parameter: z.optional(z.string()) })
export type OnrampRefusalBody = z.infer<typeof onrampErrorSchema>

/** An amount and its currency ('USD', 'EUR', or a purchase currency's symbol). */
export const quoteAmountSchema = z.object({ amount: decimalText, currency: z.string() })
export type QuoteAmount = z.infer<typeof quoteAmountSchema>

/** §3 Quote: paymentTotal = paymentSubtotal + providerFee + networkFee; purchaseAmount is what the destination receives. */
export const onrampQuoteSchema = z.object({
  networkFee: z.object({ amount: fiatText, currency: z.string() }),
  paymentSubtotal: z.object({ amount: fiatText, currency: z.string() }),
  paymentTotal: z.object({ amount: fiatText, currency: z.string() }),
  purchaseAmount: quoteAmountSchema,
  quoteId: z.string(),
  /** Beyond §3: the provider's fee (AppKit's older `coinbaseFee`). */
  providerFee: z.optional(z.object({ amount: fiatText, currency: z.string() })),
})
export type OnrampQuote = z.infer<typeof onrampQuoteSchema>

const address = z.string().check(z.refine((text) => /^0x[0-9a-fA-F]{40}$/.test(text), 'expected an address'))

/** → { url }: the payment provider's checkout page for these wallets. */
export const onrampUrlResponseSchema = z.object({
  url: z.string().check(z.refine((text) => /^https?:\/\//.test(text), 'expected an http(s) URL')),
})

/** The payment provider's order statuses (its status API, `GET <provider>/v1/orders/{id}`). */
export const ONRAMP_ORDER_STATUSES = ['pending', 'awaiting_confirmation', 'processing', 'completed', 'failed', 'cancelled', 'expired'] as const
export type OnrampOrderStatus = (typeof ONRAMP_ORDER_STATUSES)[number]

/** The payment provider's answer about one order. */
export const onrampOrderSchema = z.object({
  id: z.string(),
  kind: z.enum(['onramp', 'exchange']),
  status: z.enum(ONRAMP_ORDER_STATUSES),
  /** CAIP-2 network of the purchase. */
  network: z.string(),
  purchaseAmount: quoteAmountSchema,
  /** The destination address. */
  destination: address,
  /** Onramp orders: what was or will be paid. */
  paymentTotal: z.optional(quoteAmountSchema),
  paymentMethod: z.optional(z.string()),
  partnerUserId: z.optional(z.string()),
  /** The last refusal: 'card_declined', 'authentication_failed', 'transfer_failed', 'insufficient_funds', … */
  lastError: z.optional(z.string()),
  /** Set once the crypto was sent (completed). */
  txHash: z.optional(z.string().check(z.refine((text) => /^0x[0-9a-f]{64}$/.test(text), 'expected a transaction hash'))),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type OnrampOrder = z.infer<typeof onrampOrderSchema>

/** The status API's list: `GET <provider>/v1/orders?partnerUserId=…` → that user's onramp orders, newest first. */
export const onrampOrdersResponseSchema = z.object({ orders: z.array(z.unknown()) })
