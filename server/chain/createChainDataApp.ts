import { Hono } from 'hono'
import type { Db } from '../db/Db'
import { corsForLocalOrigins } from '../http/corsForLocalOrigins'
import { jsonErrors } from '../http/jsonErrors'
import { requireProject, type ProjectEnv } from '../http/requireProject'
import { caip2, LOCAL_CHAINS, type LocalChain } from './chains'
import { rpcProxyRoutes } from './rpcProxyRoutes'

export interface ChainDataOptions {
  /** The chains served and proxied; default: LOCAL_CHAINS. */
  chains?: readonly LocalChain[]
  corsOrigins?: readonly string[]
  log?: (line: string) => void
}

/** The chain-data service (port 3002): supported chains and the JSON-RPC proxy to the local nodes. */
export function createChainDataApp(db: Db, options: ChainDataOptions = {}): Hono<ProjectEnv> {
  const chains = options.chains ?? LOCAL_CHAINS
  const app = new Hono<ProjectEnv>()
  jsonErrors(app, options.log)
  app.use('*', corsForLocalOrigins(options.corsOrigins))
  app.get('/health', (c) => c.json({ ok: true }))
  app.use('*', requireProject(db))
  app.get('/v1/supported-chains', (c) => c.json({ http: chains.map(caip2), ws: [] }))
  app.route('/', rpcProxyRoutes(chains))
  return app
}
