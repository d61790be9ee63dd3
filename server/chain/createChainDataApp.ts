import { Hono } from 'hono'
import type { Address } from 'viem'
import type { Db } from '../db/Db'
import { DEFAULT_SPAM_TOKENS, type SpamTokens } from '../data/spamTokens'
import { corsForLocalOrigins } from '../http/corsForLocalOrigins'
import { createServiceApp, type ServiceOptions } from '../http/createServiceApp'
import { jsonErrors } from '../http/jsonErrors'
import type { ProjectEnv } from '../http/requireProject'
import { balanceRoutes } from './balanceRoutes'
import { chainClients } from './chainParams'
import { bundlerRoutes, type BundlerTarget } from './bundler/bundlerRoutes'
import { paymasterRoutes, type PaymasterService } from './paymaster/paymasterRoutes'
import { buildTransactionRoute } from './convert/buildTransactionRoute'
import { convertRoutes } from './convert/convertRoutes'
import { SwapMarkets } from './convert/swapMarkets'
import { siwxRoutes } from './siwx/siwxRoutes'
import { siwxSignatureCheck } from './siwx/siwxSignatureCheck'
import { SwapAggregator } from './convert/swapAggregator'
import type { SwapAggregatorConfig } from './convert/swapAggregatorConfig'
import { caip2, LOCAL_CHAINS, type LocalChain } from './chains'
import { testAccount, TREASURY_INDEX } from './deployContracts'
import { historyRoutes } from './historyRoutes'
import { identityRoutes } from './identityRoutes'
import { nameRoutes } from './names/nameRoutes'
import { nameSignatureVerifier, type NameSignatureVerifier } from './names/nameSignatureVerifier'
import type { ChainIndexer } from './indexer/createIndexer'
import { NO_LOCAL_CHAINS, type LocalChainsInfo } from './localChainsInfo'
import { onrampOptionsRoute, onrampPostRoutes } from './onramp/onrampRoutes'
import { payExchangeRoute } from './onramp/payExchangeRoute'
import { OnrampCatalog } from '../onramp/onrampCatalog'
import { OnrampMarket } from '../onramp/onrampMarket'
import { PORTS } from '../ports'
import { PoolPricer } from './poolPricer'
import { priceRoutes } from './priceRoutes'
import { rejectControlCharacters } from '../http/rejectControlCharacters'
import { rpcProxyRoutes, type RpcProxyRoutes } from './rpcProxyRoutes'
import { TokenCatalog } from './tokenCatalog'

export interface ChainDataOptions extends ServiceOptions {
  /** The chains served and proxied; default: LOCAL_CHAINS. */
  chains?: readonly LocalChain[]
  /** Served at `GET /v1/local-chains` (the deployed test contracts); default `{ chains: [] }` (chains off). */
  localChains?: LocalChainsInfo
  /** Token contracts flagged as spam, per CAIP-2 chain; default data/spamTokens.ts. */
  spamTokens?: SpamTokens | undefined
  /** The history indexer, synced before each history answer; without one, history answers what the database holds. */
  indexer?: ChainIndexer | undefined
  /** The payment provider the onramp URLs and pay sessions point at; default the local one, http://127.0.0.1:3006. */
  paymentProviderUrl?: string
  /** The account the provider sends purchases from (quotes it cannot fill are refused); default its treasury, #100. */
  onrampTreasury?: Address
  /** The clock of pay sessions, sign-in sessions (their expiry) and name registration messages; default Date.now. */
  now?: () => number
  /** An AppKit-compatible swap API the §9 swap networks' convert calls are forwarded to; default none (they are refused, 503). */
  swapAggregator?: SwapAggregatorConfig | undefined
  /** How POST /v1/profile/account checks a signature (tests); default viem's, on the local chains' nodes. */
  verifyNameSignature?: NameSignatureVerifier
  /** The ERC-4337 bundler of each chain POST /v1/bundler forwards to, by CAIP-2 id; default none (refused, 400). */
  bundlers?: Readonly<Record<string, BundlerTarget>>
  /** The verifying signer and the VerifyingPaymaster of each chain POST /v1/paymaster signs for; default none (refused, 400). */
  paymaster?: PaymasterService | undefined
  /** The aggregator's fetch (tests); default the global one. */
  swapAggregatorFetch?: (url: string, init: RequestInit) => Promise<Response>
}

/** The chain-data app, and its JSON-RPC proxy as a route on Node's server (see rpcProxyRoutes). */
export type ChainDataApp = Hono<ProjectEnv> & Pick<RpcProxyRoutes, 'nodeRoute'>

/**
 * The chain-data service (port 3002): supported chains, the JSON-RPC proxy to the local nodes and to their ERC-4337
 * bundlers (`POST /v1/bundler`), the ERC-7677 paymaster of projects that sponsor gas (`POST /v1/paymaster`), balances (read
 * from the chains), prices (from the chains' pools), swaps (`/v1/convert/*`, on the pools), history (from the
 * indexer's tables), identity and reverse names, name suggestions and registration, the onramp (`/v1/onramp/*`, `/v1/generators/onrampurl`, priced as the
 * local payment provider prices) and pay with an exchange (`POST /v1/json-rpc`), and `GET /v1/local-chains`, the only
 * route that needs no projectId (it describes the local test setup).
 */
export function createChainDataApp(db: Db, options: ChainDataOptions = {}): ChainDataApp {
  const chains = options.chains ?? LOCAL_CHAINS
  const localChains = options.localChains ?? NO_LOCAL_CHAINS
  const log = options.log ?? ((line: string) => console.error(line))
  const catalog = new TokenCatalog(chains, localChains, options.spamTokens ?? DEFAULT_SPAM_TOKENS)
  const batched = chainClients({ batch: true })
  const pricer = new PoolPricer(catalog, batched, log)
  const aggregator = options.swapAggregator && new SwapAggregator(options.swapAggregator, { log, ...(options.swapAggregatorFetch ? { fetch: options.swapAggregatorFetch } : {}) })
  const markets = new SwapMarkets(catalog, chains, batched, aggregator)
  const onramp = new OnrampMarket(new OnrampCatalog(catalog, chains), catalog, pricer, batched, options.onrampTreasury ?? testAccount(TREASURY_INDEX).address)
  const providerUrl = options.paymentProviderUrl ?? `http://127.0.0.1:${PORTS.paymentProvider}`
  const service = createServiceApp(db, options)
  const solanaChains = localChains.solanaChains ?? []
  service.get('/v1/supported-chains', (c) => c.json({ http: [...chains.map(caip2), ...solanaChains.map((chain) => chain.caipNetworkId)], ws: [] }))
  service.route('/', bundlerRoutes(options.bundlers ?? {}))
  service.route('/', paymasterRoutes(options.paymaster, options.now ? { now: options.now } : {}))
  service.route('/', balanceRoutes({ chains, solanaChains, catalog, client: chainClients(), pricer, log }))
  service.route('/', historyRoutes(db, { chains, catalog, pricer, indexer: options.indexer, log }))
  service.route('/', identityRoutes(db, log))
  service.route('/', nameRoutes(db, { verify: options.verifyNameSignature ?? nameSignatureVerifier(chains, chainClients(), log), ...(options.now ? { now: options.now } : {}) }))
  service.route('/', convertRoutes({ markets, pricer }))
  service.route('/', onrampOptionsRoute(onramp, providerUrl))
  service.route('/', siwxRoutes({ db, check: siwxSignatureCheck(chains, chainClients()), now: options.now }))
  // Registered ahead of the service's projectId rule: /v1/local-chains needs none, and the price, build-transaction,
  // onramp POST and pay JSON-RPC routes also take the projectId from their body. Same CORS as the rest.
  const app = new Hono<ProjectEnv>()
  jsonErrors(app, options.log)
  // POST /v1 first, keeping the service's rules itself; `listen` serves it on Node's server ahead of Hono.
  const rpcProxy = rpcProxyRoutes(chains, solanaChains, { db, corsOrigins: options.corsOrigins, log })
  app.route('/', rpcProxy)
  app.use('*', rejectControlCharacters())
  app.use('/v1/local-chains', corsForLocalOrigins(options.corsOrigins))
  app.get('/v1/local-chains', (c) => c.json(localChains))
  app.route('/', priceRoutes(db, catalog, pricer, options.corsOrigins))
  app.route('/', buildTransactionRoute(db, markets, options.corsOrigins))
  app.route('/', onrampPostRoutes(db, onramp, providerUrl, options.corsOrigins))
  app.route('/', payExchangeRoute(db, { db, market: onramp, providerUrl, now: options.now ?? Date.now, chains, log }, options.corsOrigins))
  app.route('/', service)
  return Object.assign(app, { nodeRoute: rpcProxy.nodeRoute })
}
