import { z } from 'zod'
import { ONRAMP_PAYMENT_METHOD_LIMITS } from '../../../src/protocol/onramp'
import { parseFiatCents } from '../../onramp/fiatAmount'
import { isFiatCurrency, isPaymentMethod, type OnrampCatalog } from '../../onramp/onrampCatalog'
import type { PriceRequest } from '../../onramp/onrampMarket'
import { invalidOnrampParameter } from '../../onramp/onrampRefusal'

const required = (what: string) => ({ error: (issue: { input?: unknown }) => (issue.input === undefined ? 'missing' : `expected ${what}`) })
const currencyRef = (what: string) => z.union([z.string(), z.object({ id: z.string() }).loose()], required(`${what}: an id, or an object with its id`))

/** POST /v1/onramp/quote's body (src/protocol/onrampRequests.ts onrampQuoteRequestSchema), with a message for each refusal. */
const quoteBody = z.object({
  purchaseCurrency: currencyRef('a purchase currency'),
  paymentCurrency: currencyRef('a payment currency'),
  amount: z.union([z.string(), z.number()], required('an amount such as 100 or 100.50')),
  network: z.string(required('a network name, CAIP-2 id or chain id')),
  paymentMethod: z.string(required('a payment method id')).optional(),
  projectId: z.string().optional(),
})

const idOf = (ref: string | { id: string }): string => (typeof ref === 'string' ? ref : ref.id)

/**
 * The quote request, checked against what the provider sells: a known purchase currency (`purchaseCurrency`), USD
 * or EUR (`paymentCurrency`), a network of that currency (`network`), a payment method (`paymentMethod`, default
 * card) and an amount above 0 with at most 2 decimals (`amount`; its limits are checked when it is priced).
 * A refusal is a 400 naming the parameter.
 */
export function parseQuoteRequest(json: unknown, catalog: OnrampCatalog): PriceRequest {
  const parsed = quoteBody.safeParse(json)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    throw invalidOnrampParameter(issue.path.length > 0 ? issue.path.map(String).join('.') : '(body)', issue.message)
  }
  const body = parsed.data
  const currencyId = idOf(body.purchaseCurrency)
  if (!catalog.currencyIds().includes(currencyId)) throw invalidOnrampParameter('purchaseCurrency', `unknown purchase currency '${currencyId}': expected one of ${catalog.currencyIds().join(', ')}`)
  const fiat = idOf(body.paymentCurrency)
  if (!isFiatCurrency(fiat)) throw invalidOnrampParameter('paymentCurrency', `unknown payment currency '${fiat}': expected USD or EUR`)
  const method = body.paymentMethod ?? 'card'
  if (!isPaymentMethod(method)) throw invalidOnrampParameter('paymentMethod', `unknown payment method '${method}': expected ${ONRAMP_PAYMENT_METHOD_LIMITS.map((entry) => entry.id).join(' or ')}`)
  const asset = catalog.asset(currencyId, body.network)
  if (!asset) {
    const names = catalog.assets.filter((candidate) => candidate.currencyId === currencyId).map((candidate) => candidate.network.name)
    throw invalidOnrampParameter('network', `unknown network '${body.network}' for ${currencyId}: expected one of ${names.join(', ')} (a name, CAIP-2 id or chain id)`)
  }
  const amount = parseFiatCents(body.amount)
  if ('problem' in amount) throw invalidOnrampParameter('amount', amount.problem)
  return { asset, fiat, method, totalCents: amount.cents }
}
