import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { LocalAccount } from 'viem'
import { chainClients } from '../chain/chainParams'
import { LOCAL_CHAINS, type LocalChain } from '../chain/chains'
import { testAccount, TREASURY_INDEX } from '../chain/deployContracts'
import { NO_LOCAL_CHAINS, type LocalChainsInfo } from '../chain/localChainsInfo'
import { PoolPricer } from '../chain/poolPricer'
import { TokenCatalog } from '../chain/tokenCatalog'
import { DEFAULT_SPAM_TOKENS } from '../data/spamTokens'
import type { Db } from '../db/Db'
import { rejectControlCharacters } from '../http/rejectControlCharacters'
import { OnrampCatalog } from '../onramp/onrampCatalog'
import { OnrampMarket } from '../onramp/onrampMarket'
import { checkoutRoutes } from './checkoutRoutes'
import { exchangeRoutes } from './exchangeRoutes'
import { orderRoutes } from './orderRoutes'
import type { PayContext } from './payContext'
import { alertHtml, payPage } from './pages/payPage'
import { loopbackOnly, ownFormPosts, sendPage } from './pageHttp'
import { statusRoutes } from './statusRoutes'
import { Treasury } from './treasury'

export interface PaymentProviderOptions {
  /** The chains it sells on; default LOCAL_CHAINS. */
  chains?: readonly LocalChain[]
  /** The deployed test contracts (local-chains.json); default none (nothing to sell). */
  localChains?: LocalChainsInfo
  /** The account purchases are sent from; default mnemonic account #TREASURY_INDEX. */
  treasury?: LocalAccount
  /** The clock (order expiry, card expiry); default Date.now. */
  now?: () => number
  log?: (line: string) => void
}

/** The provider's market: the same pricing the chain-data service's onramp routes use. */
export function localOnrampMarket(chains: readonly LocalChain[], localChains: LocalChainsInfo, treasury: LocalAccount['address'], log: (line: string) => void): OnrampMarket {
  const tokens = new TokenCatalog(chains, localChains, DEFAULT_SPAM_TOKENS)
  const batched = chainClients({ batch: true })
  return new OnrampMarket(new OnrampCatalog(tokens, chains), tokens, new PoolPricer(tokens, batched, log), batched, treasury)
}

/**
 * The local payment provider (port 3006): the onramp checkout (`/buy`, `/orders/:id…`), the test exchange's pay
 * pages (`/exchange/:id…`) and the status API (`/v1/orders…`), over the cloud's database. Plain server-rendered HTML,
 * no script; loopback host names only. `app.request(...)` answers without sockets.
 */
export function createPaymentProviderApp(db: Db, options: PaymentProviderOptions = {}): Hono {
  const chains = options.chains ?? LOCAL_CHAINS
  const log = options.log ?? ((line: string) => console.error(line))
  const account = options.treasury ?? testAccount(TREASURY_INDEX)
  const ctx: PayContext = {
    db,
    market: localOnrampMarket(chains, options.localChains ?? NO_LOCAL_CHAINS, account.address, log),
    treasury: new Treasury(account),
    chains,
    now: options.now ?? Date.now,
    log,
  }
  const app = new Hono()
  app.notFound((c) => sendPage(c, payPage('Not found', alertHtml('There is no such page.')), 404))
  app.onError((error, c) => {
    log(`payment provider: ${c.req.method} ${c.req.path} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
    return c.req.path.startsWith('/v1/') ? c.json({ message: 'Internal server error' }, 500) : sendPage(c, payPage('Something went wrong', alertHtml('The provider could not answer. Nothing was charged.')), 500)
  })
  app.use('*', loopbackOnly())
  app.get('/health', (c) => c.json({ ok: true }))
  app.use('*', rejectControlCharacters())
  app.use('*', bodyLimit({ maxSize: 16 * 1024, onError: (c) => c.text('Request too large', 413) }))
  app.use('*', ownFormPosts())
  app.route('/', statusRoutes(ctx))
  app.route('/', checkoutRoutes(ctx))
  app.route('/', orderRoutes(ctx))
  app.route('/', exchangeRoutes(ctx))
  return app
}
