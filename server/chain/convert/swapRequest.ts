import type { AccountRef, TokenRef } from './convertParams'
import { invalidParameter } from './convertError'
import type { LocalSwapMarket, SwappableToken } from './localSwapMarket'
import type { SwapMarkets } from './swapMarkets'

export interface ResolvedSwap {
  market: LocalSwapMarket
  from: SwappableToken
  to: SwappableToken
}

/**
 * The market and the two tokens of a swap request: `from` names the chain (refused when it has no swaps), `to` and a
 * CAIP-10 `userAddress` must be on the same chain, both tokens must trade there, and they must differ. Each refusal
 * names its parameter.
 */
export function resolveSwap(markets: SwapMarkets, request: { from: TokenRef; to: TokenRef; userAddress: AccountRef }): ResolvedSwap {
  const market = markets.market(request.from.caipNetworkId, 'from')
  if (request.to.caipNetworkId !== market.caipNetworkId) throw invalidParameter('to', `a token on ${request.to.caipNetworkId}, but a swap stays on one chain (from is on ${market.caipNetworkId})`)
  const userChain = request.userAddress.caipNetworkId
  if (userChain !== undefined && userChain !== market.caipNetworkId) throw invalidParameter('userAddress', `an account on ${userChain}, but the swap is on ${market.caipNetworkId}`)
  const from = market.token(request.from, 'from')
  const to = market.token(request.to, 'to')
  if (from === to) throw invalidParameter('to', 'the same token as from: a swap needs two different tokens')
  return { market, from, to }
}
