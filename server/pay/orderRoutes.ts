import { Hono, type Context } from 'hono'
import { ownerSecret, ownsOrderPost } from './browserSecret'
import { fulfil } from './fulfil'
import { currentOrder, moveOrder } from './orders/orderStore'
import { reconcileOrder } from './reconcileOrder'
import { isOrderId, OPEN_STATUSES, type PayOrder } from './orders/payOrder'
import { networkLabel, type PayContext } from './payContext'
import { confirmationPage, notYourOrderPage, orderResultPage, paymentPage, type OrderView } from './pages/orderPages'
import { alertHtml, payPage } from './pages/payPage'
import { formFields, redirect, sendPage } from './pageHttp'
import { checkCard } from './testCards'

const notFound = (c: Context): Response => sendPage(c, payPage('Order not found', alertHtml('There is no such order.')), 404)

/**
 * An onramp order's pages (step 2 on): `GET /orders/:id` shows it as its status stands (the payment form, the
 * bank's confirmation step, or the outcome); `POST /orders/:id/pay`, `/confirm` and `/cancel` act on it. Every one
 * needs the browser's secret (browserSecret.ts); a request without it changes nothing (403). Each step moves the
 * order with one conditional update from the status it expects, so a replayed or raced post does nothing (409).
 */
export function orderRoutes(ctx: PayContext): Hono {
  const app = new Hono()
  const view = (order: PayOrder, secret: string): OrderView => ({ order, secret, network: networkLabel(ctx, order.caipNetworkId) })

  /** The order of `:id` (onramp), or the answer refusing the request. */
  const load = async (c: Context): Promise<PayOrder | Response> => {
    const id = c.req.param('id') ?? ''
    const found = isOrderId(id) ? await currentOrder(ctx.db, id, ctx.now()) : undefined
    const order = found && (await reconcileOrder(ctx, found))
    return order && order.kind === 'onramp' ? order : notFound(c)
  }
  /** A form post's order and secret, when the browser owns it; else the 403 answer. */
  const owned = async (c: Context): Promise<{ order: PayOrder; secret: string; fields: Record<'secret' | 'number' | 'expiry' | 'cvc' | 'action', string> } | Response> => {
    const order = await load(c)
    if (order instanceof Response) return order
    const fields = await formFields(c, ['secret', 'number', 'expiry', 'cvc', 'action'] as const)
    if (!ownsOrderPost(c, order, fields.secret)) return sendPage(c, notYourOrderPage(), 403)
    return { order, secret: fields.secret, fields }
  }
  const wrongStep = (c: Context, order: PayOrder, expected: string): Response =>
    sendPage(c, payPage('Nothing to do', alertHtml(`This order is not ${expected} (it is ${order.status.replace('_', ' ')}).`)), 409)

  app.get('/orders/:id', async (c) => {
    const order = await load(c)
    if (order instanceof Response) return order
    const secret = ownerSecret(c, order)
    if (!secret) return sendPage(c, notYourOrderPage(), 403)
    if (order.status === 'pending') return sendPage(c, paymentPage(view(order, secret)))
    if (order.status === 'awaiting_confirmation') return sendPage(c, confirmationPage(view(order, secret)))
    return sendPage(c, orderResultPage(view(order, secret)))
  })

  app.post('/orders/:id/pay', async (c) => {
    const post = await owned(c)
    if (post instanceof Response) return post
    const { order, secret, fields } = post
    if (order.status !== 'pending') return wrongStep(c, order, 'waiting for a payment')
    if (order.payment?.method === 'card') {
      const card = { number: fields.number, expiry: fields.expiry, cvc: fields.cvc }
      const checked = checkCard(card, new Date(ctx.now()))
      if ('problem' in checked) return sendPage(c, paymentPage(view(order, secret), card, { field: checked.field, message: checked.problem }), 400)
      if (checked.outcome === 'declined') {
        const declined = (await moveOrder(ctx.db, order.id, ['pending'], 'pending', ctx.now(), { lastError: 'card_declined' })) ?? order
        return sendPage(c, paymentPage(view(declined, secret)), 402)
      }
      if (checked.outcome === 'authentication_required') {
        if (!(await moveOrder(ctx.db, order.id, ['pending'], 'awaiting_confirmation', ctx.now(), { lastError: null }))) return wrongStep(c, order, 'waiting for a payment')
        return redirect(c, `/orders/${order.id}`)
      }
    }
    const paid = await moveOrder(ctx.db, order.id, ['pending'], 'processing', ctx.now(), { lastError: null })
    if (!paid) return wrongStep(c, order, 'waiting for a payment')
    await fulfil(ctx, paid)
    return redirect(c, `/orders/${order.id}`)
  })

  // The bank's answer to the confirmation step: only from the order's own page (its secret), only while it waits.
  app.post('/orders/:id/confirm', async (c) => {
    const post = await owned(c)
    if (post instanceof Response) return post
    const { order, fields } = post
    if (fields.action !== 'complete' && fields.action !== 'fail') return sendPage(c, payPage('Nothing to do', alertHtml('Unknown confirmation answer.')), 400)
    if (order.status !== 'awaiting_confirmation') return wrongStep(c, order, 'waiting for a confirmation')
    if (fields.action === 'fail') {
      if (!(await moveOrder(ctx.db, order.id, ['awaiting_confirmation'], 'pending', ctx.now(), { lastError: 'authentication_failed' }))) return wrongStep(c, order, 'waiting for a confirmation')
      return redirect(c, `/orders/${order.id}`)
    }
    const paid = await moveOrder(ctx.db, order.id, ['awaiting_confirmation'], 'processing', ctx.now(), { lastError: null })
    if (!paid) return wrongStep(c, order, 'waiting for a confirmation')
    await fulfil(ctx, paid)
    return redirect(c, `/orders/${order.id}`)
  })

  app.post('/orders/:id/cancel', async (c) => {
    const post = await owned(c)
    if (post instanceof Response) return post
    const cancelled = await moveOrder(ctx.db, post.order.id, OPEN_STATUSES, 'cancelled', ctx.now())
    if (!cancelled) return wrongStep(c, post.order, 'open')
    return redirect(c, `/orders/${post.order.id}`)
  })
  return app
}
