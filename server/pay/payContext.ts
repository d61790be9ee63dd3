import type { LocalChain } from '../chain/chains'
import { caip2 } from '../chain/chains'
import type { Db } from '../db/Db'
import type { OnrampMarket } from '../onramp/onrampMarket'
import type { Treasury } from './treasury'

/** What the payment provider's routes share. */
export interface PayContext {
  db: Db
  market: OnrampMarket
  treasury: Treasury
  chains: readonly LocalChain[]
  now: () => number
  log: (line: string) => void
}

export const chainOf = (ctx: PayContext, caipNetworkId: string): LocalChain | undefined => ctx.chains.find((chain) => caip2(chain) === caipNetworkId)

/** The network's display name ('Gangway Local'), else its CAIP-2 id. */
export const networkLabel = (ctx: PayContext, caipNetworkId: string): string => chainOf(ctx, caipNetworkId)?.name ?? caipNetworkId
