import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { z } from 'zod'
import { buildTransactionResponseSchema } from '../../../src/protocol/convert'
import type { Db } from '../../db/Db'
import { corsForProjects } from '../../http/corsForProjects'
import { projectJsonBody } from '../../http/projectJsonBody'
import type { ProjectEnv } from '../../http/requireProject'
import { aggregatorSwap } from './aggregatorAnswers'
import { accountParam, amountParam, parseParams, slippageParam, tokenParam } from './convertParams'
import { answer } from './convertRoutes'
import { LocalSwapMarket } from './localSwapMarket'
import { minimumOut } from './minimumOut'
import { swapGasLimit } from './swapGasLimit'
import type { SwapMarkets } from './swapMarkets'
import { resolveSwap } from './swapRequest'

const PATH = '/v1/convert/build-transaction'

const bodySchema = z.object({
  amount: amountParam,
  eip155: z.object({ slippage: slippageParam, permit: z.string().optional() }, { error: (issue) => (issue.input === undefined ? 'missing: { slippage } is required' : 'expected { slippage }') }),
  from: tokenParam,
  to: tokenParam,
  userAddress: accountParam,
  disableEstimate: z.boolean({ error: 'expected true or false' }).optional(),
  // projectId: read by projectJsonBody, in the body (as AppKit sends it) or the query.
  projectId: z.string().optional(),
})

/**
 * POST /v1/convert/build-transaction { amount, eip155: { slippage }, projectId, from, to, userAddress, disableEstimate }
 * → { tx: { from: user, to: router, data, amount (the quote), value, amountOutMin, deadline, eip155: { gas, gasPrice } } }:
 * the Router02 call swapExactETHForTokens, swapExactTokensForETH or swapExactTokensForTokens for exactly `amount`, with
 * amountOutMin = the quote now × (1 − slippage/100), paid to the user, valid for SWAP_DEADLINE_SECONDS. The gas is
 * estimated from the user (a transaction that would revert now is refused, with its reason) unless disableEstimate,
 * when it is estimated as for a quote (the user may not have approved the router yet). A §9 swap network's request
 * goes to the configured aggregator: its parameters parsed the same way first, its answer checked by aggregatorSwap.
 */
export function buildTransactionRoute(db: Db, markets: SwapMarkets, corsOrigins?: readonly string[]): Hono<ProjectEnv> {
  const app = new Hono<ProjectEnv>()
  app.use(PATH, corsForProjects(db, corsOrigins))
  const limit = bodyLimit({ maxSize: 16 * 1024, onError: (c) => c.json({ message: 'Request too large' }, 413) })
  app.post(PATH, limit, async (c) => {
    const body = await projectJsonBody(c, db, '{ amount, eip155: { slippage }, projectId, from, to, userAddress, disableEstimate }')
    if (body instanceof Response) return body
    return answer(c, async () => {
      const request = parseParams(bodySchema, body.json)
      const aggregator = markets.aggregatorForSwap(request)
      if (aggregator) {
        const { amount, eip155, from, to, userAddress, disableEstimate } = body.json as Record<string, unknown>
        const upstream = await aggregator.post('build-transaction', { amount, eip155, from, to, userAddress, ...(disableEstimate === undefined ? {} : { disableEstimate }) })
        return aggregatorSwap(upstream, { from: request.from, to: request.to, amount: request.amount, user: request.userAddress })
      }
      const { market, from, to } = resolveSwap(markets, request)
      const user = request.userAddress.address
      const path = market.path(from, to)
      const [quote, fees] = await Promise.all([market.amountOut(request.amount, path), market.feeData()])
      const amountOutMin = minimumOut(quote, request.eip155.slippage)
      const deadline = LocalSwapMarket.deadline(fees.timestamp)
      const call = market.swapCall(from, to, path, { amountIn: request.amount, amountOutMin }, user, deadline)
      const estimate = request.disableEstimate ? ((await market.estimateForQuote(call, from, user)) ?? (await market.estimate(call, user, 'swap'))) : await market.estimate(call, user, 'swap')
      const gas = swapGasLimit(estimate)
      return buildTransactionResponseSchema.parse({
        tx: {
          from: `${market.caipNetworkId}:${user}`,
          to: `${market.caipNetworkId}:${market.router}`,
          data: call.data,
          amount: quote.toString(),
          value: call.value.toString(),
          amountOutMin: amountOutMin.toString(),
          deadline: Number(deadline),
          eip155: { gas: gas.toString(), gasPrice: fees.gasPrice.toString() },
        },
      })
    })
  })
  return app
}
