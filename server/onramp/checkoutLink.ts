import { getAddress, type Address } from 'viem'
import { z } from 'zod'
import { ONRAMP_PAYMENT_METHOD_LIMITS } from '../../src/protocol/onramp'
import { centsOf, formatCents } from './fiatAmount'
import { isFiatCurrency, isPaymentMethod, methodLimits, type FiatCurrency, type OnrampAsset, type OnrampCatalog } from './onrampCatalog'
import type { OnrampPaymentMethod } from '../../src/protocol/onramp'
import { invalidOnrampParameter } from './onrampRefusal'

/** The most wallets, and names per list, one link may carry. */
const MAX_WALLETS = 10
const MAX_NAMES = 20
const PRESET_MIN_CENTS = ONRAMP_PAYMENT_METHOD_LIMITS.map((method) => centsOf(method.min)).reduce((a, b) => (a < b ? a : b))
const PRESET_MAX_CENTS = ONRAMP_PAYMENT_METHOD_LIMITS.map((method) => centsOf(method.max)).reduce((a, b) => (a > b ? a : b))

const names = z.array(z.string().min(1).max(64), { error: 'expected a list of names' }).max(MAX_NAMES, `at most ${MAX_NAMES} names`)
const positive = (what: string) => z.number({ error: `expected a number (${what})` }).refine((value) => Number.isFinite(value) && value > 0, 'expected an amount above 0')

/** POST /v1/generators/onrampurl's body, and the checkout link's query once decoded: parsed at both ends. */
export const checkoutLinkSchema = z.object({
  destinationWallets: z
    .array(
      z.object({
        address: z.string({ error: 'missing' }).regex(/^0x[0-9a-fA-F]{40}$/, 'expected an address (0x and 40 hex digits)'),
        blockchains: names.optional(),
        assets: names.optional(),
        supportedNetworks: names.optional(),
      }),
      { error: (issue) => (issue.input === undefined ? 'missing' : 'expected a list of { address, blockchains?, assets? }') },
    )
    .min(1, 'expected at least one wallet')
    .max(MAX_WALLETS, `at most ${MAX_WALLETS} wallets`),
  defaultNetwork: z.string().max(64).optional(),
  partnerUserId: z.string({ error: 'missing' }).regex(/^[A-Za-z0-9._:@-]{1,128}$/, 'expected 1 to 128 letters, digits or ._:@-'),
  defaultExperience: z.literal('buy', { error: "expected 'buy' (the only experience this provider has)" }).optional(),
  presetCryptoAmount: positive('crypto').optional(),
  presetFiatAmount: positive('fiat').optional(),
  /** Beyond AppKit (Coinbase's link parameters): what the checkout preselects, so it prices what the app quoted. */
  fiatCurrency: z.string().refine((id): id is FiatCurrency => isFiatCurrency(id), 'expected USD or EUR').optional(),
  defaultPaymentMethod: z.string().refine((id): id is OnrampPaymentMethod => isPaymentMethod(id), "expected 'card' or 'ach_bank_account'").optional(),
  projectId: z.string().optional(),
})

export interface CheckoutWallet {
  address: Address
  blockchains?: string[] | undefined
  assets?: string[] | undefined
  supportedNetworks?: string[] | undefined
}

/** A checked link: the wallets the purchase may go to and the app's presets. */
export interface CheckoutLink {
  destinationWallets: CheckoutWallet[]
  defaultNetwork?: string
  partnerUserId: string
  presetCryptoAmount?: number
  presetFiatAmount?: number
  fiatCurrency?: FiatCurrency
  defaultPaymentMethod?: OnrampPaymentMethod
}

/** One thing the checkout offers: a purchase currency on a network, to one of the link's wallets. */
export interface CheckoutChoice {
  /** `<wallet index>|<currency id>|<network name>`: the form's value. */
  value: string
  wallet: Address
  asset: OnrampAsset
}

function firstIssue(error: z.ZodError): { parameter: string; message: string } {
  const issue = error.issues[0]!
  return { parameter: issue.path.length > 0 ? issue.path.map(String).join('.') : '(body)', message: issue.message }
}

/**
 * Checks a link's content against what the provider sells: every network and asset it names must be one of the
 * catalog's (a network by its name, CAIP-2 id or chain id, kept as its name; assets by symbol, any case), the default
 * network too, and a fiat preset must lie within the §9 limits (the preselected payment method's, else any method's).
 * A refusal is a 400 naming the parameter ('destinationWallets.0.address').
 */
export function checkCheckoutLink(input: unknown, catalog: OnrampCatalog): CheckoutLink {
  const parsed = checkoutLinkSchema.safeParse(input)
  if (!parsed.success) {
    const { parameter, message } = firstIssue(parsed.error)
    throw invalidOnrampParameter(parameter, message)
  }
  const body = parsed.data
  const networks = catalog.networkNames()
  const currencies = catalog.currencyIds().map((id) => id.toLowerCase())
  const unknownNetwork = (parameter: string, name: string) => invalidOnrampParameter(parameter, `unknown network '${name}': expected one of ${networks.join(', ')}`)
  const networkNames = (list: string[] | undefined, parameter: string): string[] | undefined =>
    list?.map((reference, i) => {
      const name = catalog.networkName(reference)
      if (name === undefined) throw unknownNetwork(`${parameter}.${i}`, reference)
      return name
    })
  const wallets = body.destinationWallets.map((wallet, i): CheckoutWallet => {
    wallet.assets?.forEach((asset, j) => {
      if (!currencies.includes(asset.toLowerCase())) throw invalidOnrampParameter(`destinationWallets.${i}.assets.${j}`, `unknown asset '${asset}': expected one of ${catalog.currencyIds().join(', ')}`)
    })
    const blockchains = networkNames(wallet.blockchains, `destinationWallets.${i}.blockchains`)
    const supportedNetworks = networkNames(wallet.supportedNetworks, `destinationWallets.${i}.supportedNetworks`)
    return {
      address: getAddress(wallet.address),
      ...(blockchains ? { blockchains } : {}),
      ...(wallet.assets ? { assets: wallet.assets } : {}),
      ...(supportedNetworks ? { supportedNetworks } : {}),
    }
  })
  const defaultNetwork = body.defaultNetwork === undefined ? undefined : catalog.networkName(body.defaultNetwork)
  if (body.defaultNetwork !== undefined && defaultNetwork === undefined) throw unknownNetwork('defaultNetwork', body.defaultNetwork)
  if (body.presetFiatAmount !== undefined) {
    const cents = BigInt(Math.round(body.presetFiatAmount * 100))
    if (Math.abs(body.presetFiatAmount * 100 - Math.round(body.presetFiatAmount * 100)) > 1e-6) throw invalidOnrampParameter('presetFiatAmount', 'at most 2 decimals')
    const limits = body.defaultPaymentMethod ? methodLimits(body.defaultPaymentMethod) : { min: PRESET_MIN_CENTS, max: PRESET_MAX_CENTS }
    if (cents < limits.min || cents > limits.max) throw invalidOnrampParameter('presetFiatAmount', `expected ${formatCents(limits.min)} to ${formatCents(limits.max)}`)
  }
  const link: CheckoutLink = {
    destinationWallets: wallets,
    partnerUserId: body.partnerUserId,
    ...(defaultNetwork === undefined ? {} : { defaultNetwork }),
    ...(body.presetCryptoAmount === undefined ? {} : { presetCryptoAmount: body.presetCryptoAmount }),
    ...(body.presetFiatAmount === undefined ? {} : { presetFiatAmount: body.presetFiatAmount }),
    ...(body.fiatCurrency === undefined ? {} : { fiatCurrency: body.fiatCurrency }),
    ...(body.defaultPaymentMethod === undefined ? {} : { defaultPaymentMethod: body.defaultPaymentMethod }),
  }
  if (checkoutChoices(link, catalog).length === 0) throw invalidOnrampParameter('destinationWallets', 'none of these wallets takes anything this provider sells (their blockchains and assets)')
  return link
}

/** The link as the provider's checkout URL: `<providerUrl>/buy?destinationWallets=<JSON>&…` (Coinbase's link style). */
export function checkoutUrl(providerUrl: string, link: CheckoutLink): string {
  const url = new URL('/buy', providerUrl)
  url.searchParams.set('destinationWallets', JSON.stringify(link.destinationWallets))
  url.searchParams.set('partnerUserId', link.partnerUserId)
  url.searchParams.set('defaultExperience', 'buy')
  if (link.defaultNetwork !== undefined) url.searchParams.set('defaultNetwork', link.defaultNetwork)
  if (link.presetCryptoAmount !== undefined) url.searchParams.set('presetCryptoAmount', String(link.presetCryptoAmount))
  if (link.presetFiatAmount !== undefined) url.searchParams.set('presetFiatAmount', String(link.presetFiatAmount))
  if (link.fiatCurrency !== undefined) url.searchParams.set('fiatCurrency', link.fiatCurrency)
  if (link.defaultPaymentMethod !== undefined) url.searchParams.set('defaultPaymentMethod', link.defaultPaymentMethod)
  return url.toString()
}

/** The checkout URL's query (text) decoded into the body's types; what cannot be decoded is left for the schema to refuse. */
export function decodeCheckoutQuery(query: URLSearchParams): unknown {
  const decoded: Record<string, unknown> = {}
  for (const key of ['partnerUserId', 'defaultNetwork', 'defaultExperience', 'fiatCurrency', 'defaultPaymentMethod'] as const) {
    const value = query.get(key)
    if (value !== null) decoded[key] = value
  }
  const wallets = query.get('destinationWallets')
  if (wallets !== null) {
    try {
      decoded['destinationWallets'] = JSON.parse(wallets) as unknown
    } catch {
      decoded['destinationWallets'] = wallets
    }
  }
  for (const key of ['presetCryptoAmount', 'presetFiatAmount'] as const) {
    const value = query.get(key)
    if (value !== null) decoded[key] = /^\d+(\.\d+)?$/.test(value) ? Number(value) : value
  }
  return decoded
}

const allows = (list: string[] | undefined, value: string): boolean => list === undefined || list.some((entry) => entry.toLowerCase() === value.toLowerCase())

/** What the checkout offers: each wallet × each asset its blockchains, supported networks and assets allow. */
export function checkoutChoices(link: CheckoutLink, catalog: OnrampCatalog): CheckoutChoice[] {
  return link.destinationWallets.flatMap((wallet, index) =>
    catalog.assets
      .filter((asset) => allows(wallet.blockchains, asset.network.name) && allows(wallet.supportedNetworks, asset.network.name) && allows(wallet.assets, asset.currencyId))
      .map((asset) => ({ value: `${index}|${asset.currencyId}|${asset.network.name}`, wallet: wallet.address, asset })),
  )
}
