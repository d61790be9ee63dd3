import { Hono } from 'hono'
import type { Db } from '../db/Db'
import { corsForLocalOrigins } from '../http/corsForLocalOrigins'
import { createServiceApp, type ServiceOptions } from '../http/createServiceApp'
import { jsonErrors } from '../http/jsonErrors'
import type { ProjectEnv } from '../http/requireProject'
import { caip2, LOCAL_CHAINS, type LocalChain } from './chains'
import { NO_LOCAL_CHAINS, type LocalChainsInfo } from './localChainsInfo'
import { rpcProxyRoutes } from './rpcProxyRoutes'

export interface ChainDataOptions extends ServiceOptions {
  /** The chains served and proxied; default: LOCAL_CHAINS. */
  chains?: readonly LocalChain[]
  /** Served at `GET /v1/local-chains` (the deployed test contracts); default `{ chains: [] }` (chains off). */
  localChains?: LocalChainsInfo
}

/**
 * The chain-data service (port 3002): supported chains, the JSON-RPC proxy to the local nodes, and
 * `GET /v1/local-chains`, the only route that needs no projectId (it describes the local test setup).
 */
export function createChainDataApp(db: Db, options: ChainDataOptions = {}): Hono<ProjectEnv> {
  const chains = options.chains ?? LOCAL_CHAINS
  const localChains = options.localChains ?? NO_LOCAL_CHAINS
  const service = createServiceApp(db, options)
  service.get('/v1/supported-chains', (c) => c.json({ http: chains.map(caip2), ws: [] }))
  service.route('/', rpcProxyRoutes(chains))
  // Registered ahead of the service's projectId rule, so it answers without one; same CORS as the rest.
  const app = new Hono<ProjectEnv>()
  jsonErrors(app, options.log)
  app.use('/v1/local-chains', corsForLocalOrigins(options.corsOrigins))
  app.get('/v1/local-chains', (c) => c.json(localChains))
  app.route('/', service)
  return app
}
