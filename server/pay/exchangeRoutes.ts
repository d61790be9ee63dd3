import { Hono, type Context } from 'hono'
import { formatUnits } from '../onramp/decimalUnits'
import { newSecret, ownerSecret, ownsOrderPost, setSecretCookie } from './browserSecret'
import { creditExchange, debitExchange, exchangeBalances, signInExchangeUser } from './exchange/exchangeLedger'
import { fulfil } from './fulfil'
import { claimOrder, currentOrder, findOrder, moveOrder } from './orders/orderStore'
import { isOrderId, OPEN_STATUSES, type PayOrder } from './orders/payOrder'
import { networkLabel, type PayContext } from './payContext'
import { exchangePayPage, exchangeResultPage } from './pages/exchangePages'
import { notYourOrderPage, type OrderView } from './pages/orderPages'
import { alertHtml, payPage } from './pages/payPage'
import { formFields, redirect, sendPage } from './pageHttp'

const notFound = (c: Context): Response => sendPage(c, payPage('Payment not found', alertHtml('There is no such payment.')), 404)

/**
 * The test exchange's pages for a pay session (created by the chain-data service's reown_getExchangePayUrl):
 * `GET /exchange/:id` (the first browser to open it owns it), `POST /exchange/:id/pay` (sign in with the test account:
 * its balance pays, the treasury sends), `POST /exchange/:id/cancel`.
 */
export function exchangeRoutes(ctx: PayContext): Hono {
  const app = new Hono()
  const view = (order: PayOrder, secret: string): OrderView => ({ order, secret, network: networkLabel(ctx, order.caipNetworkId) })
  const load = async (c: Context): Promise<PayOrder | Response> => {
    const id = c.req.param('id') ?? ''
    const order = isOrderId(id) ? await currentOrder(ctx.db, id, ctx.now()) : undefined
    return order && order.kind === 'exchange' ? order : notFound(c)
  }
  const wrongStep = (c: Context, order: PayOrder): Response => sendPage(c, payPage('Nothing to do', alertHtml(`This payment is not open (it is ${order.status}).`)), 409)

  app.get('/exchange/:id', async (c) => {
    const order = await load(c)
    if (order instanceof Response) return order
    let secret = ownerSecret(c, order)
    if (!secret && order.secretHash === null) {
      const fresh = newSecret()
      if (await claimOrder(ctx.db, order.id, fresh.hash)) {
        setSecretCookie(c, `/exchange/${order.id}`, fresh.secret)
        secret = fresh.secret
      }
    }
    if (!secret) return sendPage(c, notYourOrderPage(), 403)
    const current = (await findOrder(ctx.db, order.id)) ?? order
    if (current.status === 'pending') return sendPage(c, exchangePayPage(view(current, secret)))
    return sendPage(c, exchangeResultPage(view(current, secret)))
  })

  app.post('/exchange/:id/pay', async (c) => {
    const order = await load(c)
    if (order instanceof Response) return order
    const fields = await formFields(c, ['secret', 'login', 'password'] as const)
    if (!ownsOrderPost(c, order, fields.secret)) return sendPage(c, notYourOrderPage(), 403)
    const page = view(order, fields.secret)
    if (order.status !== 'pending') return wrongStep(c, order)
    const user = signInExchangeUser(fields.login, fields.password)
    if (!user) return sendPage(c, exchangePayPage(page, fields.login, { field: 'password', message: 'Wrong login or password.' }), 401)
    const amount = formatUnits(order.amount, order.decimals)
    const paying = await moveOrder(ctx.db, order.id, ['pending'], 'processing', ctx.now(), { lastError: null })
    if (!paying) return wrongStep(c, order)
    if (!(await debitExchange(ctx.db, user.login, order.symbol, amount))) {
      const back = (await moveOrder(ctx.db, order.id, ['processing'], 'pending', ctx.now(), { lastError: 'insufficient_funds' })) ?? order
      const balance = (await exchangeBalances(ctx.db, user.login))[order.symbol] ?? '0'
      return sendPage(c, exchangePayPage(view(back, fields.secret), fields.login, { field: 'form', message: `Your balance of ${balance} ${order.symbol} is less than ${amount} ${order.symbol}.` }), 402)
    }
    const done = await fulfil(ctx, paying)
    if (done.status === 'failed') await creditExchange(ctx.db, user.login, order.symbol, amount)
    return sendPage(c, exchangeResultPage(view(done, fields.secret), await exchangeBalances(ctx.db, user.login)))
  })

  app.post('/exchange/:id/cancel', async (c) => {
    const order = await load(c)
    if (order instanceof Response) return order
    const fields = await formFields(c, ['secret'] as const)
    if (!ownsOrderPost(c, order, fields.secret)) return sendPage(c, notYourOrderPage(), 403)
    if (!(await moveOrder(ctx.db, order.id, OPEN_STATUSES, 'cancelled', ctx.now()))) return wrongStep(c, order)
    return redirect(c, `/exchange/${order.id}`)
  })
  return app
}
