import { randomUUID } from 'node:crypto'
import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { onrampQuoteSchema, onrampUrlResponseSchema, paymentCurrencySchema, purchaseCurrencySchema } from '../../../src/protocol/onramp'
import type { Db } from '../../db/Db'
import { corsForProjects } from '../../http/corsForProjects'
import { projectJsonBody } from '../../http/projectJsonBody'
import type { ProjectEnv } from '../../http/requireProject'
import { checkCheckoutLink, checkoutUrl } from '../../onramp/checkoutLink'
import { formatUnits } from '../../onramp/decimalUnits'
import { formatCents } from '../../onramp/fiatAmount'
import { localProvider } from '../../onramp/localProvider'
import type { OnrampMarket } from '../../onramp/onrampMarket'
import { OnrampRefusal } from '../../onramp/onrampRefusal'
import { parseQuoteRequest } from './onrampQuoteRequest'

/** Runs an onramp handler: its answer as JSON, or its OnrampRefusal as `{ code, message, parameter? }`. */
export async function answerOnramp(c: Context, handler: () => Promise<unknown>): Promise<Response> {
  try {
    return c.json(await handler())
  } catch (error) {
    if (error instanceof OnrampRefusal) return error.respond(c)
    throw error
  }
}

/**
 * GET /v1/onramp/options → { paymentCurrencies, purchaseCurrencies, +providers } (behind the service's projectId
 * rule): `providers` names the payment provider the URLs go to (test mode, its fee, its status API).
 */
export function onrampOptionsRoute(market: OnrampMarket, providerUrl: string): Hono<ProjectEnv> {
  const app = new Hono<ProjectEnv>()
  app.get('/v1/onramp/options', (c) =>
    c.json({
      paymentCurrencies: market.catalog.paymentCurrencies().map((currency) => paymentCurrencySchema.parse(currency)),
      purchaseCurrencies: market.catalog.purchaseCurrencies().map((currency) => purchaseCurrencySchema.parse(currency)),
      providers: [localProvider(providerUrl)],
    }),
  )
  return app
}

const QUOTE = '/v1/onramp/quote'
const ONRAMP_URL = '/v1/generators/onrampurl'

/**
 * POST /v1/onramp/quote and POST /v1/generators/onrampurl: JSON bodies, the projectId in the query (as AppKit sends
 * it) or the body. Quotes are priced by the provider's market now (onramp/onrampMarket.ts); the URL is the payment
 * provider's checkout for the body's wallets (onramp/checkoutLink.ts), checked here and again by the provider.
 */
export function onrampPostRoutes(db: Db, market: OnrampMarket, providerUrl: string, corsOrigins?: readonly string[]): Hono<ProjectEnv> {
  const app = new Hono<ProjectEnv>()
  const limit = bodyLimit({ maxSize: 16 * 1024, onError: (c) => c.json({ message: 'Request too large' }, 413) })
  for (const path of [QUOTE, ONRAMP_URL]) app.use(path, corsForProjects(db, corsOrigins))

  // → { networkFee, paymentSubtotal, paymentTotal, purchaseAmount, quoteId, providerFee }.
  app.post(QUOTE, limit, async (c) => {
    const body = await projectJsonBody(c, db, '{ purchaseCurrency, paymentCurrency, amount, network }')
    if (body instanceof Response) return body
    return answerOnramp(c, async () => {
      const priced = await market.price(parseQuoteRequest(body.json, market.catalog))
      const fiat = (cents: bigint) => ({ amount: formatCents(cents), currency: priced.fiat })
      return onrampQuoteSchema.parse({
        networkFee: fiat(priced.networkFeeCents),
        paymentSubtotal: fiat(priced.subtotalCents),
        paymentTotal: fiat(priced.totalCents),
        purchaseAmount: { amount: formatUnits(priced.units, priced.asset.decimals), currency: priced.asset.symbol },
        quoteId: randomUUID(),
        providerFee: fiat(priced.providerFeeCents),
      })
    })
  })

  // → { url }: the provider's checkout page.
  app.post(ONRAMP_URL, limit, async (c) => {
    const body = await projectJsonBody(c, db, '{ destinationWallets, defaultNetwork, partnerUserId, defaultExperience, presetCryptoAmount, presetFiatAmount }')
    if (body instanceof Response) return body
    return answerOnramp(c, async () => onrampUrlResponseSchema.parse({ url: checkoutUrl(providerUrl, checkCheckoutLink(body.json, market.catalog)) }))
  })
  return app
}
