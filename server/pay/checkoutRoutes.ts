import { Hono } from 'hono'
import { checkCheckoutLink, checkoutChoices, decodeCheckoutQuery, type CheckoutLink } from '../onramp/checkoutLink'
import { parseUnits } from '../onramp/decimalUnits'
import { formatCents, parseFiatCents } from '../onramp/fiatAmount'
import { isFiatCurrency, isPaymentMethod } from '../onramp/onrampCatalog'
import { OnrampRefusal } from '../onramp/onrampRefusal'
import { newSecret, setSecretCookie } from './browserSecret'
import { createOrder } from './orders/orderStore'
import type { PayContext } from './payContext'
import { badLinkPage, checkoutPage, type CheckoutForm } from './pages/checkoutPage'
import { formFields, redirect, sendPage } from './pageHttp'

type LinkResult = { link: CheckoutLink } | { refusal: string }

function readLink(ctx: PayContext, query: string): LinkResult {
  try {
    return { link: checkCheckoutLink(decodeCheckoutQuery(new URLSearchParams(query)), ctx.market.catalog) }
  } catch (error) {
    if (error instanceof OnrampRefusal) return { refusal: error.message }
    throw error
  }
}

/** The refusal's message without its "Invalid parameter 'amount': " prefix, as a sentence for the form. */
const sentence = (message: string): string => {
  const text = message.replace(/^Invalid parameter '[^']+': /, '')
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}${/[.!?]$/.test(text) ? '' : '.'}`
}

/**
 * The checkout (step 1): `GET /buy?<checkout link>` shows what the link allows (each wallet × each purchase its
 * blockchains and assets allow), the currency, the amount (the link's fiat preset, or its crypto preset priced now)
 * and the payment method; `POST /buy` checks the form against the same link, prices the order (limits, fees, the
 * treasury's balance), creates it with this browser's secret, and redirects to its page.
 */
export function checkoutRoutes(ctx: PayContext): Hono {
  const app = new Hono()

  app.get('/buy', async (c) => {
    const query = new URL(c.req.url).search.replace(/^\?/, '')
    const read = readLink(ctx, query)
    if ('refusal' in read) return sendPage(c, badLinkPage(read.refusal), 400)
    const choices = checkoutChoices(read.link, ctx.market.catalog)
    const preferred = choices.find((choice) => choice.asset.network.name === read.link.defaultNetwork) ?? choices[0]!
    // The app's presets (beyond AppKit's link): the currency and method it quoted in.
    const currency = read.link.fiatCurrency ?? 'USD'
    const form: CheckoutForm = { link: query, choices, choice: preferred.value, currency, amount: '', method: read.link.defaultPaymentMethod ?? 'card' }
    if (read.link.presetFiatAmount !== undefined) form.amount = read.link.presetFiatAmount.toFixed(2)
    else if (read.link.presetCryptoAmount !== undefined) {
      const units = parseUnits(read.link.presetCryptoAmount, preferred.asset.decimals)
      const cents = 'units' in units ? await ctx.market.fiatFor(preferred.asset, currency, units.units).catch(() => undefined) : undefined
      if (cents !== undefined) {
        form.amount = formatCents(cents)
        form.amountNote = `About ${read.link.presetCryptoAmount} ${preferred.asset.symbol} before fees.`
      }
    }
    return sendPage(c, checkoutPage(form))
  })

  app.post('/buy', async (c) => {
    const fields = await formFields(c, ['link', 'choice', 'currency', 'amount', 'method'] as const)
    const read = readLink(ctx, fields.link)
    if ('refusal' in read) return sendPage(c, badLinkPage(read.refusal), 400)
    const choices = checkoutChoices(read.link, ctx.market.catalog)
    const form: CheckoutForm = { link: fields.link, choices, choice: fields.choice, currency: fields.currency, amount: fields.amount, method: fields.method }
    const refuse = (field: NonNullable<CheckoutForm['error']>['field'], message: string, status: 400 | 409 | 502 | 503 = 400): Response =>
      sendPage(c, checkoutPage({ ...form, error: { field, message } }), status)
    const chosen = choices.find((choice) => choice.value === fields.choice)
    if (!chosen) return refuse('choice', 'Choose one of the purchases offered.')
    if (!isFiatCurrency(fields.currency)) return refuse('currency', 'Choose USD or EUR.')
    if (!isPaymentMethod(fields.method)) return refuse('method', 'Choose a card or a bank transfer.')
    const amount = parseFiatCents(fields.amount)
    if ('problem' in amount) return refuse('amount', `Amount: ${amount.problem === 'missing' ? 'enter the amount to pay' : amount.problem}.`)
    try {
      const priced = await ctx.market.price({ asset: chosen.asset, fiat: fields.currency, method: fields.method, totalCents: amount.cents })
      const { secret, hash } = newSecret()
      const order = await createOrder(
        ctx.db,
        {
          kind: 'onramp',
          secretHash: hash,
          caipNetworkId: chosen.asset.caipNetworkId,
          assetAddress: chosen.asset.address ?? null,
          symbol: chosen.asset.symbol,
          decimals: chosen.asset.decimals,
          amount: priced.units,
          destination: chosen.wallet,
          payment: {
            currency: priced.fiat,
            method: priced.method,
            totalCents: priced.totalCents,
            subtotalCents: priced.subtotalCents,
            providerFeeCents: priced.providerFeeCents,
            networkFeeCents: priced.networkFeeCents,
          },
          partnerUserId: read.link.partnerUserId,
          exchangeId: null,
          projectId: null,
        },
        ctx.now(),
      )
      setSecretCookie(c, `/orders/${order.id}`, secret)
      return redirect(c, `/orders/${order.id}`)
    } catch (error) {
      if (!(error instanceof OnrampRefusal)) throw error
      if (error.code === 'INVALID_PARAMETER') return refuse('amount', `Amount: ${error.message.replace(/^Invalid parameter '[^']+': /, '')}.`)
      return refuse('form', sentence(error.message), error.status === 409 ? 409 : error.status === 502 ? 502 : 503)
    }
  })
  return app
}
