import { createApiApp } from '../api/createApiApp'
import { NO_LOCAL_CHAINS, readLocalChainsInfo, type LocalChainsInfo } from '../chain/localChainsInfo'
import { createDashboardApp } from '../dashboard/createDashboardApp'
import { dashboardUrl } from '../dashboard/dashboardUrl'
import type { Db } from '../db/Db'
import { createDemoApp } from '../demo/createDemoApp'
import { listen, type Listening } from '../http/listen'
import { createMailer } from '../mail/mailer'
import { createPaymentProviderApp } from '../pay/createPaymentProviderApp'
import { seedExchangeBalances } from '../pay/exchange/exchangeLedger'
import { PORTS } from '../ports'
import { chainDataService } from './chainDataService'
import { secureSiteService } from './secureSiteService'

/** What a service started alone gets (server/serve.ts). */
export interface LoneServiceContext {
  /** Shared PostgreSQL, already migrated and seeded. */
  db: Db
  port: number
  host: string
  /** The local chains' info file (--chain-info / GANGWAY_CHAIN_INFO), or none. */
  chainInfoFile: string | undefined
  env: Readonly<Record<string, string | undefined>>
  log: (line: string) => void
}

/** A service that refuses to start as configured; `code` is stable. */
export class LoneServiceError extends Error {
  constructor(
    readonly code: 'MISSING_ENV' | 'UNKNOWN_SERVICE' | 'NEEDS_POSTGRES' | 'BAD_ARGUMENT',
    message: string,
  ) {
    super(message)
    this.name = 'LoneServiceError'
  }
}

/** Starts one service and listens; resolves once it answers. */
export type LoneServiceStarter = (ctx: LoneServiceContext) => Promise<Listening>

async function chainsInfo(ctx: LoneServiceContext): Promise<LocalChainsInfo> {
  if (!ctx.chainInfoFile) return NO_LOCAL_CHAINS
  return readLocalChainsInfo(ctx.chainInfoFile)
}

function required(ctx: LoneServiceContext, name: string, why: string): string {
  const value = ctx.env[name]
  if (!value) throw new LoneServiceError('MISSING_ENV', `${name} is not set: ${why}`)
  return value
}

/**
 * Every service serve.ts can run alone on the shared PostgreSQL, by name, with the default port of each in ports.ts.
 * The relay, which needs Redis and no database, is loneRelay.ts.
 */
export const LONE_SERVICES: Record<string, { port: number; start: LoneServiceStarter }> = {
  api: { port: PORTS.api, start: (ctx) => listen(createApiApp(ctx.db, { log: ctx.log }), ctx.port, 'api', ctx.host) },
  chainData: {
    port: PORTS.chainData,
    start: async (ctx) => listen(chainDataService(ctx.db, { localChains: await chainsInfo(ctx), env: ctx.env, log: ctx.log }), ctx.port, 'chainData', ctx.host),
  },
  secureSite: {
    port: PORTS.secureSite,
    start: async (ctx) => {
      // Every copy of the site must hold the same key and send real mail (the dev sink is one process's).
      required(ctx, 'SECURE_SITE_KEY', 'every secure-site process must share one master key (64 hex characters)')
      const mailer = createMailer({ smtpUrl: required(ctx, 'SMTP_URL', 'the secure site sends its codes through a real SMTP server when it runs alone') })
      const identityProviderUrl = ctx.env['IDENTITY_PROVIDER_URL'] || `http://127.0.0.1:${PORTS.identityProvider}`
      const app = await secureSiteService(ctx.db, { localChains: await chainsInfo(ctx), mailer, env: ctx.env, identityProviderUrl, log: ctx.log })
      const listening = await listen(app, ctx.port, 'secureSite', ctx.host)
      return { url: listening.url, close: async () => (await listening.close(), mailer.close()) }
    },
  },
  paymentProvider: {
    port: PORTS.paymentProvider,
    start: async (ctx) => {
      await seedExchangeBalances(ctx.db)
      return listen(createPaymentProviderApp(ctx.db, { log: ctx.log, localChains: await chainsInfo(ctx) }), ctx.port, 'paymentProvider', ctx.host)
    },
  },
  dashboard: {
    port: PORTS.dashboard,
    start: async (ctx) => {
      // Sign-in codes go by mail: a real SMTP server (the dev sink is one process's).
      const mailer = createMailer({ smtpUrl: required(ctx, 'SMTP_URL', 'the dashboard sends its sign-in codes through a real SMTP server when it runs alone') })
      const app = createDashboardApp(ctx.db, { mailer, dashboardUrl: dashboardUrl(ctx.env), staticDir: ctx.env['DASHBOARD_DIR'] || undefined, log: ctx.log })
      const listening = await listen(app, ctx.port, 'dashboard', ctx.host)
      return { url: listening.url, close: async () => (await listening.close(), mailer.close()) }
    },
  },
  demo: {
    port: PORTS.demo,
    start: async (ctx) => listen(createDemoApp(ctx.env['DEMO_DIR'] || undefined, { localChains: await chainsInfo(ctx) }), ctx.port, 'demo', ctx.host),
  },
}
