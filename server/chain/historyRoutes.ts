import { Hono } from 'hono'
import type { Db } from '../db/Db'
import type { ProjectEnv } from '../http/requireProject'
import { caip2, type LocalChain } from './chains'
import { badRequest, parseAddress, requestedChains } from './chainParams'
import type { ChainIndexer } from './indexer/createIndexer'
import { decodeCursor } from './indexer/historyCursor'
import { readHistory } from './indexer/readHistory'
import type { PoolPricer } from './poolPricer'
import type { TokenCatalog } from './tokenCatalog'

export interface HistoryDeps {
  chains: readonly LocalChain[]
  catalog: TokenCatalog
  /** Prices the transfers (today's pool prices, not those of the transaction's day). */
  pricer: PoolPricer
  /** Brought up to the chain head before each answer; without one, the answer is what the database holds. */
  indexer?: ChainIndexer | undefined
  log: (line: string) => void
  /** How long an answer waits for the indexer's sync before answering from what is indexed (default SYNC_WAIT_MS). */
  syncWaitMs?: number
}

/** A history request waits at most this long for the indexer to reach the chain head. */
export const SYNC_WAIT_MS = 1500

/**
 * GET /v1/account/{account}/history?chainId=eip155:…&cursor → { data: Transaction[], next }: newest first, pages of
 * 20, from the indexer's tables. The asked chains are indexed up to their head first, waiting at most SYNC_WAIT_MS;
 * when that takes longer or a node does not answer, what is already indexed is returned (logged).
 */
export function historyRoutes(db: Db, deps: HistoryDeps): Hono<ProjectEnv> {
  const app = new Hono<ProjectEnv>()
  app.get('/v1/account/:account/history', async (c) => {
    const account = parseAddress(c.req.param('account'))
    if (!account) return badRequest(c, `Invalid address: ${c.req.param('account')}`)
    const chains = requestedChains(deps.chains, c.req.query('chainId'))
    if ('error' in chains) return badRequest(c, chains.error)
    const cursor = c.req.query('cursor')
    const after = cursor ? decodeCursor(cursor) : null
    if (cursor && !after) return badRequest(c, 'Invalid cursor: pass the `next` of a previous page')
    const chainIds = chains.map((chain) => chain.id)
    if (deps.indexer) {
      let timer: NodeJS.Timeout | undefined
      const waited = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), deps.syncWaitMs ?? SYNC_WAIT_MS)))
      try {
        if ((await Promise.race([deps.indexer.sync(chainIds), waited])) === 'late') {
          deps.log(`history: indexing ${chainIds.map((id) => `eip155:${id}`).join(', ')} takes over ${deps.syncWaitMs ?? SYNC_WAIT_MS} ms, answering from what is indexed`)
        }
      } catch (error) {
        deps.log(`history: indexing before answering failed, answering from the index: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`)
      } finally {
        clearTimeout(timer)
      }
    }
    const prices = new Map(await Promise.all(chains.map(async (chain) => [caip2(chain), await deps.pricer.table(caip2(chain))] as const)))
    return c.json(await readHistory(db, { account, chainIds, after }, { catalog: deps.catalog, prices }))
  })
  return app
}
