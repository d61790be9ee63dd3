import type { Hono } from 'hono'
import type { Db } from '../db/Db'
import { createServiceApp, type ServiceOptions } from '../http/createServiceApp'
import type { ProjectEnv } from '../http/requireProject'
import { caip2, LOCAL_CHAINS, type LocalChain } from './chains'
import { rpcProxyRoutes } from './rpcProxyRoutes'

export interface ChainDataOptions extends ServiceOptions {
  /** The chains served and proxied; default: LOCAL_CHAINS. */
  chains?: readonly LocalChain[]
}

/** The chain-data service (port 3002): supported chains and the JSON-RPC proxy to the local nodes. */
export function createChainDataApp(db: Db, options: ChainDataOptions = {}): Hono<ProjectEnv> {
  const chains = options.chains ?? LOCAL_CHAINS
  const app = createServiceApp(db, options)
  app.get('/v1/supported-chains', (c) => c.json({ http: chains.map(caip2), ws: [] }))
  app.route('/', rpcProxyRoutes(chains))
  return app
}
