import { Hono, type Context } from 'hono'
import { encodeFunctionData, erc20Abi, maxUint256 } from 'viem'
import { z } from 'zod'
import {
  buildApproveResponseSchema,
  gasPriceResponseSchema,
  swapAllowanceResponseSchema,
  SWAP_SLIPPAGE_TOLERANCE,
  swapQuotesResponseSchema,
  swapTokenSchema,
} from '../../../src/protocol/convert'
import type { ProjectEnv } from '../../http/requireProject'
import type { PoolPricer } from '../poolPricer'
import { aggregatorAllowance, aggregatorApprove, aggregatorGasPrice, aggregatorQuotes, aggregatorTokens } from './aggregatorAnswers'
import { ConvertRefusal, invalidParameter } from './convertError'
import { accountParam, amountParam, chainIdParam, parseParams, tokenParam, weiParam } from './convertParams'
import { LocalSwapMarket } from './localSwapMarket'
import { minimumOut } from './minimumOut'
import type { SwapMarkets } from './swapMarkets'
import { resolveSwap } from './swapRequest'

export interface ConvertDeps {
  markets: SwapMarkets
  pricer: PoolPricer
}

/** Runs a convert handler: its answer as JSON, or its ConvertRefusal as `{ code, message, parameter? }`. */
export async function answer(c: Context, handler: () => Promise<unknown>): Promise<Response> {
  try {
    return c.json(await handler())
  } catch (error) {
    if (error instanceof ConvertRefusal) return error.respond(c)
    throw error
  }
}

const quoteQuery = z.object({ amount: amountParam, userAddress: accountParam, from: tokenParam, to: tokenParam, gasPrice: weiParam.optional() })
const allowanceQuery = z.object({ tokenAddress: tokenParam, userAddress: accountParam })
const chainQuery = z.object({ chainId: chainIdParam })
const approveQuery = z.object({ userAddress: accountParam, from: tokenParam, to: tokenParam, amount: amountParam.optional() })

/**
 * The GET routes of the swap API (spec §7 `/v1/convert/*`), read from the local chains' Uniswap V2 pools: tokens,
 * quotes, allowance, gas-price and build-approve. Every parameter is parsed at the boundary; a bad one is a 400
 * naming it, and nothing is built. A §9 swap network's call goes to the configured aggregator (its parameters
 * parsed the same way first, its answer checked by aggregatorAnswers.ts). (POST build-transaction: buildTransactionRoute.ts.)
 */
export function convertRoutes({ markets, pricer }: ConvertDeps): Hono<ProjectEnv> {
  const app = new Hono<ProjectEnv>()

  // → { tokens: [{ name, symbol, address (CAIP-10), decimals, logoUri, eip2612, price? }] }, the native coin first.
  app.get('/v1/convert/tokens', (c) =>
    answer(c, async () => {
      const { chainId } = parseParams(chainQuery, c.req.query())
      const aggregator = markets.aggregator(chainId)
      if (aggregator) {
        const { tokens, dropped } = aggregatorTokens(await aggregator.get('tokens', c.req.query(), ['chainId']), chainId)
        if (dropped > 0) aggregator.log(`swap aggregator: ${dropped} malformed token(s) of ${chainId} dropped`)
        return { tokens }
      }
      const market = markets.market(chainId, 'chainId')
      const prices = await pricer.table(chainId)
      const tokens = market.tokens().map(({ token, id }) => {
        const price = prices.priceOf(token)
        return swapTokenSchema.parse({ name: token.name, symbol: token.symbol, address: id, decimals: token.decimals, logoUri: token.iconUrl ?? '', eip2612: false, ...(price === null ? {} : { price }) })
      })
      return { tokens }
    }),
  )

  // → { quotes: [{ id: null, fromAmount, fromAccount, toAmount, toAccount, fee, gas, gasPrice }] }: Router02.getAmountsOut now.
  app.get('/v1/convert/quotes', (c) =>
    answer(c, async () => {
      const query = parseParams(quoteQuery, c.req.query())
      const aggregator = markets.aggregatorForSwap(query)
      if (aggregator) return aggregatorQuotes(await aggregator.get('quotes', c.req.query(), ['amount', 'userAddress', 'from', 'to', 'gasPrice']), query)
      const { market, from, to } = resolveSwap(markets, query)
      const path = market.path(from, to)
      const [toAmount, gasPrice] = await Promise.all([market.amountOut(query.amount, path), query.gasPrice ?? market.gasPrice()])
      const amounts = { amountIn: query.amount, amountOutMin: minimumOut(toAmount, BigInt(SWAP_SLIPPAGE_TOLERANCE * 100)) }
      const call = market.swapCall(from, to, path, amounts, query.userAddress.address, LocalSwapMarket.deadline(0n))
      const gas = await market.estimateForQuote(call, from, query.userAddress.address)
      const quote = {
        id: null,
        fromAmount: query.amount.toString(),
        fromAccount: from.id,
        toAmount: toAmount.toString(),
        toAccount: to.id,
        fee: LocalSwapMarket.fee(query.amount, path.length - 1).toString(),
        gas: gas === null ? null : gas.toString(),
        gasPrice: gasPrice.toString(),
      }
      return swapQuotesResponseSchema.parse({ quotes: [quote] })
    }),
  )

  // → { allowance }: what Router02 may spend of the user's token (the native coin: 2^256 − 1, it needs no approval).
  app.get('/v1/convert/allowance', (c) =>
    answer(c, async () => {
      const query = parseParams(allowanceQuery, c.req.query())
      const aggregator = markets.aggregator(query.tokenAddress.caipNetworkId)
      if (aggregator) {
        const userChain = query.userAddress.caipNetworkId
        if (userChain !== undefined && userChain !== query.tokenAddress.caipNetworkId) throw invalidParameter('userAddress', `an account on ${userChain}, but the token is on ${query.tokenAddress.caipNetworkId}`)
        return aggregatorAllowance(await aggregator.get('allowance', c.req.query(), ['tokenAddress', 'userAddress']))
      }
      const market = markets.market(query.tokenAddress.caipNetworkId, 'tokenAddress')
      const userChain = query.userAddress.caipNetworkId
      if (userChain !== undefined && userChain !== market.caipNetworkId) throw invalidParameter('userAddress', `an account on ${userChain}, but the token is on ${market.caipNetworkId}`)
      const token = market.token(query.tokenAddress, 'tokenAddress')
      return swapAllowanceResponseSchema.parse({ allowance: (await market.allowance(token, query.userAddress.address)).toString() })
    }),
  )

  // → { standard, fast, instant } in wei: eth_gasPrice; the latest base fee × 1.2 + the priority fee (viem's estimate);
  // the base fee × 2 + the priority fee (what wallets offer as a maximum). Each at least the one before.
  app.get('/v1/convert/gas-price', (c) =>
    answer(c, async () => {
      const { chainId } = parseParams(chainQuery, c.req.query())
      const aggregator = markets.aggregator(chainId)
      if (aggregator) return aggregatorGasPrice(await aggregator.get('gas-price', c.req.query(), ['chainId']))
      const market = markets.market(chainId, 'chainId', 'NETWORK_NOT_SUPPORTED_FOR_GAS_PRICE')
      const fee = await market.feeData()
      const standard = fee.gasPrice
      const fast = [(fee.baseFee * 12n) / 10n + fee.priorityFee, standard].reduce((a, b) => (a > b ? a : b))
      const instant = [fee.baseFee * 2n + fee.priorityFee, fast].reduce((a, b) => (a > b ? a : b))
      return gasPriceResponseSchema.parse({ standard: standard.toString(), fast: fast.toString(), instant: instant.toString() })
    }),
  )

  // → { tx: { from: token, to: token, data: approve(router, amount), value: '0', spender: router, eip155: { gas, gasPrice } } };
  // amount: base units, default unlimited (2^256 − 1). The gas is estimated from the user.
  app.get('/v1/convert/build-approve', (c) =>
    answer(c, async () => {
      const query = parseParams(approveQuery, c.req.query())
      const aggregator = markets.aggregatorForSwap(query)
      if (aggregator) {
        if (query.from.address === 'native') throw invalidParameter('from', 'the native coin needs no approval: swap it directly')
        return aggregatorApprove(await aggregator.get('build-approve', c.req.query(), ['userAddress', 'from', 'to', 'amount']), query)
      }
      const { market, from } = resolveSwap(markets, query)
      if (from.native) throw invalidParameter('from', 'the native coin needs no approval: swap it directly')
      const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [market.router, query.amount ?? maxUint256] })
      const [gas, gasPrice] = await Promise.all([market.estimate({ to: from.poolAddress, data, value: 0n }, query.userAddress.address, 'approval'), market.gasPrice()])
      return buildApproveResponseSchema.parse({
        tx: { from: from.id, to: from.id, data, value: '0', spender: `${market.caipNetworkId}:${market.router}`, eip155: { gas: Number(gas), gasPrice: gasPrice.toString() } },
      })
    }),
  )
  return app
}
