/**
 * The bodies of the chain-data service's onramp POST routes (§7 `POST /v1/onramp/quote`, `POST /v1/generators/onrampurl`),
 * in AppKit's shapes. Apart from onramp.ts on purpose: the kit only sends these (it needs their types, not the schemas,
 * whose unions and literals would otherwise weigh on every host's entry through the shared zod code).
 */
import * as z from 'zod/mini'

const address = z.string().check(z.refine((text) => /^0x[0-9a-fA-F]{40}$/.test(text), 'expected an address'))

/**
 * POST /v1/onramp/quote { purchaseCurrency, paymentCurrency, amount, network, +paymentMethod } (§7). `purchaseCurrency`
 * and `paymentCurrency` are ids, or the option objects AppKit sends (their `id` is read); `amount` is the payment total
 * in the payment currency; `network` a network's `name`, its CAIP-2 id or chain id (AppKit sends the purchase
 * currency's symbol: that currency's first network); `paymentMethod` (beyond AppKit) picks the limits, default 'card'.
 */
export const onrampQuoteRequestSchema = z.object({
  purchaseCurrency: z.union([z.string(), z.looseObject({ id: z.string() })]),
  paymentCurrency: z.union([z.string(), z.looseObject({ id: z.string() })]),
  amount: z.union([z.string(), z.number()]),
  network: z.string(),
  paymentMethod: z.optional(z.string()),
})
export type OnrampQuoteRequest = z.infer<typeof onrampQuoteRequestSchema>

/** A wallet the purchase may go to, and what it may receive (network names, currency symbols): AppKit's DestinationWallet. */
export const destinationWalletSchema = z.object({
  address,
  blockchains: z.optional(z.array(z.string())),
  assets: z.optional(z.array(z.string())),
  supportedNetworks: z.optional(z.array(z.string())),
})
export type DestinationWallet = z.infer<typeof destinationWalletSchema>

/**
 * POST /v1/generators/onrampurl (§7): the body AppKit sends, plus (beyond AppKit, Coinbase's link parameters)
 * `fiatCurrency` and `defaultPaymentMethod`, which the checkout preselects, so it prices what the kit quoted. A
 * network (`blockchains`, `supportedNetworks`, `defaultNetwork`) is a network `name`, a CAIP-2 id or a chain id.
 */
export const onrampUrlRequestSchema = z.object({
  destinationWallets: z.array(destinationWalletSchema),
  defaultNetwork: z.optional(z.string()),
  partnerUserId: z.string(),
  defaultExperience: z.optional(z.literal('buy')),
  presetCryptoAmount: z.optional(z.number()),
  presetFiatAmount: z.optional(z.number()),
  fiatCurrency: z.optional(z.string()),
  defaultPaymentMethod: z.optional(z.string()),
})
export type OnrampUrlRequest = z.infer<typeof onrampUrlRequestSchema>
