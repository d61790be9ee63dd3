import { Hono } from 'hono'
import { cors } from 'hono/cors'
import { currentOrder, ordersOfPartnerUser } from './orders/orderStore'
import { orderJson } from './orders/orderJson'
import { isOrderId } from './orders/payOrder'
import type { PayContext } from './payContext'
import { reconcileOrder } from './reconcileOrder'

const invalid = (parameter: string, problem: string) => ({ code: 'INVALID_PARAMETER', message: `Invalid parameter '${parameter}': ${problem}`, parameter })

/**
 * The status API (JSON, read-only, any origin: it carries no secret, and an order's hash is public on the chain):
 * `GET /v1/orders/:id` → the order; `GET /v1/orders?partnerUserId=` → `{ orders }`, that user's onramp orders, newest
 * first (at most 20). Status changes only through the provider's own pages.
 */
export function statusRoutes(ctx: PayContext): Hono {
  const app = new Hono()
  app.use('/v1/orders', cors({ origin: '*', allowMethods: ['GET'] }))
  app.use('/v1/orders/*', cors({ origin: '*', allowMethods: ['GET'] }))
  app.get('/v1/orders/:id', async (c) => {
    const id = c.req.param('id')
    if (!isOrderId(id)) return c.json(invalid('id', "expected an order id ('ord_' or 'xpay_' and 32 hex digits)"), 400)
    const found = await currentOrder(ctx.db, id, ctx.now())
    const order = found && (await reconcileOrder(ctx, found))
    return order ? c.json(orderJson(order)) : c.json({ message: 'Unknown order' }, 404)
  })
  app.get('/v1/orders', async (c) => {
    const partnerUserId = c.req.query('partnerUserId')
    if (partnerUserId === undefined || !/^[A-Za-z0-9._:@-]{1,128}$/.test(partnerUserId)) return c.json(invalid('partnerUserId', partnerUserId === undefined ? 'missing' : 'expected 1 to 128 letters, digits or ._:@-'), 400)
    const orders = await ordersOfPartnerUser(ctx.db, partnerUserId)
    const current = await Promise.all(orders.map(async (order) => reconcileOrder(ctx, (await currentOrder(ctx.db, order.id, ctx.now())) ?? order)))
    return c.json({ orders: current.map(orderJson) })
  })
  return app
}
